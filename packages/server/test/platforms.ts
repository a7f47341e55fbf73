import { createHash, createVerify, generateKeyPairSync } from 'node:crypto';
import { exportSPKI, generateKeyPair, SignJWT, type CryptoKey as JoseKey } from 'jose';
import { loadPlatformsConfig, type PlatformsConfig } from '../src/core/platforms-config.js';
import { hmacSha256, md5Hex, sortedPairsMd5 } from '../src/platforms/crypto.js';
import { signToken } from '../src/platforms/verifiers/signed.js';
import { vkLaunchSign } from '../src/platforms/verifiers/vk.js';
import { serve } from './fake-providers.js';

/** Test secrets: made up here, never a real platform's. */
export const T = {
  tgToken: '123456:TEST-bot-token-made-up-here',
  tgHook: 'tg-webhook-secret-for-tests',
  vkApp: '7000001',
  vkSecret: 'vk-secure-key-for-tests',
  okKey: 'CBATESTKEY',
  okSecret: 'ok-secret-key-for-tests',
  yaSecret: 'yandex-game-secret-for-tests',
  crazyGame: 'heroroad-test-game',
  xsolla: 'xsolla-secret-for-tests',
  kongKey: 'kong-api-key-for-tests',
  gpProject: '4242',
  gpSecret: 'gamepush-secret-for-tests',
  mailApp: '760001',
  mailSecret: 'mail-secret-for-tests',
  rustoreKeyId: 'rustore-key-1',
  fotoApp: 'fs-app-1',
  fotoServerKey: 'foto-server-key-of-the-tests',
  signed: 'signed-platform-secret-16+',
} as const;

export const rustoreKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });

/** Every platform configured, with their APIs at `apiUrl` (a fake from `fakePlatformApis`). */
export function platformsConfig(
  apiUrl: string,
  extra: Record<string, string> = {},
): PlatformsConfig {
  return loadPlatformsConfig({
    TELEGRAM_BOT_TOKEN: T.tgToken,
    TELEGRAM_WEBHOOK_SECRET: T.tgHook,
    TELEGRAM_API_URL: `${apiUrl}/tg`,
    TELEGRAM_BOT_NAME: 'HeroRoadBot',
    TELEGRAM_APP_NAME: 'play',
    VK_APP_ID: T.vkApp,
    VK_APP_SECRET: T.vkSecret,
    OK_APP_KEY: T.okKey,
    OK_APP_SECRET: T.okSecret,
    YANDEX_GAME_SECRET: T.yaSecret,
    CRAZYGAMES_GAME_ID: T.crazyGame,
    CRAZYGAMES_KEY_URL: `${apiUrl}/crazy/publicKey.json`,
    XSOLLA_WEBHOOK_SECRET: T.xsolla,
    KONGREGATE_API_KEY: T.kongKey,
    KONGREGATE_API_URL: `${apiUrl}/kong`,
    GAMEPUSH_PROJECT_ID: T.gpProject,
    GAMEPUSH_SECRET: T.gpSecret,
    GAMEPUSH_PARTNER_PROJECT_ID: T.gpProject,
    GAMEPUSH_PARTNER_SECRET: T.gpSecret,
    GAMEPUSH_PLAYDECK_PROJECT_ID: T.gpProject,
    GAMEPUSH_PLAYDECK_SECRET: T.gpSecret,
    MAIL_APP_ID: T.mailApp,
    MAIL_APP_SECRET: T.mailSecret,
    RUSTORE_KEY_ID: T.rustoreKeyId,
    RUSTORE_PRIVATE_KEY: rustoreKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    RUSTORE_API_URL: `${apiUrl}/rustore`,
    FOTO_SECRET: T.signed,
    FOTO_APP_ID: T.fotoApp,
    FOTO_SERVER_KEY: T.fotoServerKey,
    BEELINE_SECRET: T.signed,
    GOOGLE_WRAPPER_SECRET: T.signed,
    EXE_WRAPPER_SECRET: T.signed,
    // The stand plays an operator who confirmed every unverified format with its partner.
    PLATFORM_CONFIRMED_PAYMENTS: 'gp,gp_partner,gp_playdeck,mail,foto,beeline,google,exe',
    ...extra,
  });
}

const sec = (ms: number) => Math.floor(ms / 1000);

export function tgInitData(userId: number, authMs: number, token: string = T.tgToken): string {
  const params = new URLSearchParams({
    query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
    user: JSON.stringify({
      id: userId,
      first_name: 'Ivan',
      username: `ivan${userId}`,
      language_code: 'ru',
    }),
    auth_date: String(sec(authMs)),
  });
  const check = [...params]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${v}`)
    .join('\n');
  const secret = hmacSha256('WebAppData', token);
  params.set('hash', hmacSha256(secret, check).toString('hex'));
  return params.toString();
}

export function vkLaunch(
  userId: number,
  tsMs: number,
  appId: string = T.vkApp,
  secret: string = T.vkSecret,
): string {
  const params = new URLSearchParams({
    vk_access_token_settings: '',
    vk_app_id: appId,
    vk_are_notifications_enabled: '0',
    vk_is_app_user: '1',
    vk_language: 'ru',
    vk_platform: 'desktop_web',
    vk_ts: String(sec(tsMs)),
    vk_user_id: String(userId),
  });
  params.set('sign', vkLaunchSign(params, secret));
  return params.toString();
}

export function okLaunch(
  userId: number,
  appKey: string = T.okKey,
  secret: string = T.okSecret,
): string {
  const sessionKey = `sess-${userId}`;
  return new URLSearchParams({
    application_key: appKey,
    logged_user_id: String(userId),
    session_key: sessionKey,
    auth_sig: md5Hex(`${userId}${sessionKey}${secret}`),
  }).toString();
}

export function yaSigned(payload: object, secret: string = T.yaSecret): string {
  const json = JSON.stringify(payload);
  return `${hmacSha256(secret, json).toString('base64')}.${Buffer.from(json).toString('base64')}`;
}

export function gpSigned(payload: object, secret: string = T.gpSecret): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64');
  return `${body}.${hmacSha256(secret, body).toString('base64')}`;
}

/** Pairs signed `md5(sorted k=v + secret)` under `sigName` (VK and OK callbacks, mail portal). */
export function md5Signed(pairs: Record<string, string>, secret: string, sigName: string): string {
  const params = new URLSearchParams(pairs);
  params.set(sigName, sortedPairsMd5(params, secret, [sigName]));
  return params.toString();
}

export const xsollaAuth = (body: string, secret: string = T.xsolla) =>
  `Signature ${createHash('sha1')
    .update(body + secret)
    .digest('hex')}`;

export const signedHeader = (body: string, secret: string = T.signed) =>
  hmacSha256(secret, body).toString('hex');

/** The CrazyGames key pair of the moment (rotate() replaces it at the fake endpoint). */
export interface CrazyKeys {
  privateKey: JoseKey;
  publicPem: string;
}

export async function crazyKeys(): Promise<CrazyKeys> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  return { privateKey, publicPem: await exportSPKI(publicKey) };
}

export function crazyToken(
  keys: CrazyKeys,
  claims: { userId: string; gameId?: string; username?: string },
  iatMs: number,
  lifeSeconds = 3600,
): Promise<string> {
  return new SignJWT({ gameId: T.crazyGame, username: 'crazy_player', ...claims })
    .setProtectedHeader({ alg: 'RS256' })
    .setIssuedAt(sec(iatMs))
    .setExpirationTime(sec(iatMs) + lifeSeconds)
    .sign(keys.privateKey);
}

/**
 * One local server standing in for every platform API the server calls: Telegram's Bot API,
 * Kongregate's web services, the CrazyGames key and RuStore's public API. Tests steer it through
 * the returned state.
 */
export async function fakePlatformApis(crazy: CrazyKeys) {
  const state = {
    crazy,
    crazyDown: false,
    invoices: 0,
    preCheckout: [] as { ok: boolean; id: unknown }[],
    /** Charges refunded with refundStarPayment, as `<user id>:<charge id>`. */
    tgRefunded: new Set<string>(),
    kongUsers: new Map<string, string>(),
    kongItems: new Map<string, { id: number; identifier: string; remaining_uses: number }[]>(),
    kongUsed: [] as string[],
    rustore: new Map<string, Record<string, unknown>>(),
    rustoreAuths: 0,
    rustoreConfirms: [] as string[],
    rustoreDown: false,
  };
  const api = await serve((method, path, body) => {
    const url = new URL(path, 'http://x');
    const q = url.searchParams;
    if (path.startsWith('/crazy/')) {
      return state.crazyDown
        ? { status: 503, json: {} }
        : { status: 200, json: { publicKey: state.crazy.publicPem } };
    }
    if (path.startsWith(`/tg/bot${T.tgToken}/`)) {
      const m = url.pathname.split('/').at(-1);
      const b = JSON.parse(body || '{}') as Record<string, unknown>;
      if (m === 'createInvoiceLink') {
        state.invoices++;
        return { status: 200, json: { ok: true, result: `https://t.me/$inv${state.invoices}` } };
      }
      if (m === 'refundStarPayment') {
        // As the Bot API: a charge is refunded once; again is CHARGE_ALREADY_REFUNDED.
        const key = `${String(b.user_id)}:${String(b.telegram_payment_charge_id)}`;
        if (state.tgRefunded.has(key))
          return {
            status: 400,
            json: {
              ok: false,
              error_code: 400,
              description: 'Bad Request: CHARGE_ALREADY_REFUNDED',
            },
          };
        state.tgRefunded.add(key);
        return { status: 200, json: { ok: true, result: true } };
      }
      if (m === 'answerPreCheckoutQuery') {
        state.preCheckout.push({ ok: b.ok === true, id: b.pre_checkout_query_id });
        return { status: 200, json: { ok: true, result: true } };
      }
    }
    if (url.pathname === '/kong/authenticate.json') {
      const ok =
        q.get('api_key') === T.kongKey &&
        state.kongUsers.get(q.get('user_id') ?? '') === q.get('game_auth_token');
      return {
        status: 200,
        json: ok
          ? { success: true, user_id: Number(q.get('user_id')), username: 'kongster' }
          : { success: false, error: 403 },
      };
    }
    if (url.pathname === '/kong/user_items.json') {
      if (q.get('api_key') !== T.kongKey) return { status: 200, json: { success: false } };
      const items = (state.kongItems.get(q.get('user_id') ?? '') ?? []).filter(
        (i) => i.remaining_uses > 0,
      );
      return { status: 200, json: { success: true, items } };
    }
    if (url.pathname === '/kong/use_item.json' && method === 'POST') {
      const f = new URLSearchParams(body);
      const items = state.kongItems.get(f.get('user_id') ?? '') ?? [];
      const item = items.find((i) => String(i.id) === f.get('id'));
      if (!item || item.remaining_uses <= 0) return { status: 200, json: { success: false } };
      item.remaining_uses--;
      state.kongUsed.push(String(item.id));
      return { status: 200, json: { success: true, remaining_uses: item.remaining_uses } };
    }
    if (url.pathname === '/rustore/public/auth/' && method === 'POST') {
      const b = JSON.parse(body || '{}') as Record<string, string>;
      const signed = createVerify('RSA-SHA512')
        .update(`${b.keyId}${b.timestamp}`)
        .verify(rustoreKeys.publicKey, b.signature ?? '', 'base64');
      if (!signed || b.keyId !== T.rustoreKeyId)
        return { status: 401, json: rustoreEnvelope('ERROR', 'Invalid signature', null) };
      state.rustoreAuths++;
      return { status: 200, json: { code: 'OK', body: { jwe: 'rustore-token', ttl: 900 } } };
    }
    const c = /^\/rustore\/public\/applications\/(\d+)\/purchases\/([\w-]+):confirm$/.exec(
      url.pathname,
    );
    if (c && method === 'PUT') {
      // As RuStore: only a held (PAID) purchase of this application can be confirmed. The
      // purchase id is the invoice's, or (`sdkPurchaseId`) one only the Pay SDK told the app.
      const held = [...state.rustore.values()].find(
        (p) => String(p.appId) === c[1] && (p.purchaseId ?? p.sdkPurchaseId) === c[2],
      );
      if (!held || held.invoiceStatus !== 'PAID')
        return { status: 400, json: { code: 'ERROR', message: 'Purchase status must be PAID' } };
      held.invoiceStatus = 'CONFIRMED';
      state.rustoreConfirms.push(c[2]!);
      return { status: 200, json: { code: 'OK', message: null, body: {} } };
    }
    const m = /^\/rustore\/public\/v2\/purchase\/(.+)$/.exec(url.pathname);
    if (m) {
      const p = state.rustore.get(decodeURIComponent(m[1]!));
      if (state.rustoreDown)
        return { status: 500, json: rustoreEnvelope('ERROR', 'Internal error', null) };
      if (m[1]!.startsWith('bad'))
        return {
          status: 400,
          json: rustoreEnvelope('BAD_REQUEST', 'invoiceId must be a number', null),
        };
      return p
        ? { status: 200, json: rustoreEnvelope('OK', null, p) }
        : { status: 404, json: rustoreEnvelope('NOT_FOUND', 'Invoice not found', null) };
    }
    return { status: 404, json: {} };
  });
  return { ...api, state };
}

/** A fresh, valid sign-in credential of a platform for its user `id`. */
export async function platformCredential(
  source: string,
  id: number,
  nowMs: number,
  ctx: { keys: CrazyKeys; kongUsers: Map<string, string> },
): Promise<{ payload: string; userId?: string; platformUserId: string }> {
  const t = nowMs;
  switch (source) {
    case 'tg':
      return { payload: tgInitData(id, t), platformUserId: String(id) };
    case 'vk':
      return { payload: vkLaunch(id, t), platformUserId: String(id) };
    case 'ok':
      return { payload: okLaunch(id), platformUserId: String(id) };
    case 'ya':
      return {
        payload: yaSigned({
          algorithm: 'HMAC-SHA256',
          issuedAt: t / 1000,
          data: { uniqueID: `ya${id}` },
        }),
        platformUserId: `ya${id}`,
      };
    case 'mail':
      return {
        payload: md5Signed({ app_id: T.mailApp, uid: String(id) }, T.mailSecret, 'sign'),
        platformUserId: String(id),
      };
    case 'crazygames':
      return {
        payload: await crazyToken(ctx.keys, { userId: `cz${id}` }, t),
        platformUserId: `cz${id}`,
      };
    case 'kong':
      ctx.kongUsers.set(String(id), `kt${id}`);
      return { payload: `kt${id}`, userId: String(id), platformUserId: String(id) };
    case 'foto':
      // The photo network's own iframe launch, signed as its server SDK checks it.
      return {
        payload: new URLSearchParams({
          viewerId: String(id),
          sessionKey: `s${id}`,
          authKey: md5Hex(`${T.fotoApp}_${id}_${T.fotoServerKey}`),
        }).toString(),
        platformUserId: String(id),
      };
    case 'gp':
    case 'gp_partner':
    case 'gp_playdeck':
      return {
        payload: gpSigned({ player: { id }, projectId: T.gpProject, time: t / 1000 }),
        platformUserId: String(id),
      };
    default:
      return {
        payload: signToken({ platform: source, userId: `u${id}`, iat: t / 1000 }, T.signed),
        platformUserId: `u${id}`,
      };
  }
}

/** Kongregate's signed request: `base64url(HMAC-SHA256(key, payload)).payload`, payload base64url JSON. */
export function kongSigned(payload: object, key: string = T.kongKey): string {
  const body = Buffer.from(JSON.stringify({ algorithm: 'HMAC-SHA256', ...payload })).toString(
    'base64url',
  );
  return `${hmacSha256(key, body).toString('base64url')}.${body}`;
}

/** RuStore's documented answer envelope (public API, "Getting payment data by ID (v2)"). */
export const rustoreEnvelope = (code: string, message: string | null, body: unknown) => ({
  code,
  message,
  body,
  timestamp: '2026-11-28T12:00:00.000000000+03:00',
});

/**
 * Partner platform settings read from the environment (docs/OPERATIONS.md, "Partner platforms").
 * A platform whose secrets are not set is off: its sign-in and payment calls refuse clearly
 * instead of trusting what a client or a callback says.
 */
export interface PlatformsConfig {
  /** Oldest launch parameters accepted (vk_ts, auth_date, issuedAt), in seconds. */
  readonly launchMaxAgeSeconds: number;
  /** Oldest signed token accepted (iat of JWTs and signed launch tokens), in seconds. */
  readonly tokenMaxAgeSeconds: number;
  /**
   * Test orders (VK `_test` notifications, GamePush test purchases, RuStore sandbox) are answered
   * but grant nothing unless this is on; then they grant marked as tests (never on a live stand).
   */
  readonly testGrants: boolean;
  /**
   * Platforms whose payment format no public source shows (ours is a guess or our own design),
   * named by the operator once the partner confirmed it: only these sell. See UNVERIFIED_PAYMENTS.
   */
  readonly confirmedPayments: ReadonlySet<UnverifiedPaymentSource>;
  readonly tg: {
    readonly botToken: string;
    readonly webhookSecret: string;
    readonly apiUrl: string;
    /** Bot user name and Mini App short name for start links (t.me/<bot>/<app>?startapp=…). */
    readonly botName: string | null;
    readonly appName: string | null;
  } | null;
  readonly vk: { readonly appId: string; readonly secret: string } | null;
  readonly ok: { readonly appKey: string; readonly secret: string } | null;
  readonly ya: { readonly secret: string } | null;
  readonly crazygames: {
    readonly gameId: string;
    readonly keyUrl: string;
    readonly xsollaSecret: string | null;
  } | null;
  readonly kong: { readonly apiKey: string; readonly apiUrl: string } | null;
  readonly gp: GamePushSettings | null;
  readonly gp_partner: GamePushSettings | null;
  readonly gp_playdeck: GamePushSettings | null;
  readonly mail: { readonly appId: string; readonly secret: string } | null;
  readonly mystore: {
    readonly keyId: string;
    readonly privateKeyPem: string;
    readonly apiUrl: string;
    readonly sandbox: boolean;
  } | null;
  readonly foto: SignedSettings | null;
  /** The photo network's launch check (its application id and server key). */
  readonly fotoLaunch: { readonly appId: string; readonly serverKey: string } | null;
  readonly beeline: SignedSettings | null;
  readonly google: SignedSettings | null;
  readonly exe: SignedSettings | null;
}

/** Platforms whose payment callback format is not in any public source we could read. */
export const UNVERIFIED_PAYMENTS = [
  'gp',
  'gp_partner',
  'gp_playdeck',
  'mail',
  'foto',
  'beeline',
  'google',
  'exe',
] as const;
export type UnverifiedPaymentSource = (typeof UNVERIFIED_PAYMENTS)[number];

function confirmed(env: Env): ReadonlySet<UnverifiedPaymentSource> {
  const raw = value(env, 'PLATFORM_CONFIRMED_PAYMENTS') ?? '';
  const names = raw
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  for (const n of names)
    if (!(UNVERIFIED_PAYMENTS as readonly string[]).includes(n))
      throw new PlatformsConfigError(
        `PLATFORM_CONFIRMED_PAYMENTS names ${n}, not one of ${UNVERIFIED_PAYMENTS.join(', ')}`,
      );
  return new Set(names as UnverifiedPaymentSource[]);
}

export interface GamePushSettings {
  readonly projectId: string;
  readonly secret: string;
}

/** The signed server-to-server design of platforms without a public one (see signed.ts). */
export interface SignedSettings {
  readonly secret: string;
}

type Env = Readonly<Record<string, string | undefined>>;

export class PlatformsConfigError extends Error {}

function value(env: Env, name: string): string | null {
  return env[name]?.trim() || null;
}

/** Every named variable, or none: half a platform's configuration stops start-up. */
function all<const N extends readonly string[]>(
  env: Env,
  names: N,
): Record<N[number], string> | null {
  const got = names.map((n) => value(env, n));
  if (got.every((v) => v === null)) return null;
  const missing = names.filter((_, i) => got[i] === null);
  if (missing.length > 0)
    throw new PlatformsConfigError(
      `${names.join(', ')} must be set together (missing ${missing.join(', ')})`,
    );
  return Object.fromEntries(names.map((n, i) => [n, got[i]])) as Record<N[number], string>;
}

function url(env: Env, name: string, fallback: string): string {
  const raw = value(env, name) ?? fallback;
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new PlatformsConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:')
    throw new PlatformsConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  return raw.replace(/\/+$/, '');
}

function seconds(env: Env, name: string, fallback: number): number {
  const raw = value(env, name);
  if (raw === null) return fallback;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < 60 || n > 30 * 86_400)
    throw new PlatformsConfigError(`${name} must be 60 to 2592000 seconds, got "${raw}"`);
  return n;
}

function flag(env: Env, name: string): boolean {
  const raw = value(env, name)?.toLowerCase();
  if (raw === undefined) return false;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new PlatformsConfigError(`${name} must be on or off, got "${env[name]}"`);
}

function gamePush(env: Env, prefix: string): GamePushSettings | null {
  const v = all(env, [`${prefix}_PROJECT_ID`, `${prefix}_SECRET`]) as Record<string, string> | null;
  return v && { projectId: v[`${prefix}_PROJECT_ID`]!, secret: v[`${prefix}_SECRET`]! };
}

function signed(env: Env, name: string): SignedSettings | null {
  const secret = value(env, name);
  if (secret !== null && secret.length < 16)
    throw new PlatformsConfigError(`${name} must be at least 16 characters`);
  return secret === null ? null : { secret };
}

/** A PEM key as written, or its body in one line of base64 (easier in environment files). */
function pem(raw: string): string {
  const text = raw.replace(/\\n/g, '\n');
  if (text.includes('-----BEGIN')) return text;
  return `-----BEGIN PRIVATE KEY-----\n${text.replace(/\s+/g, '')}\n-----END PRIVATE KEY-----\n`;
}

export function loadPlatformsConfig(env: Env): PlatformsConfig {
  const tg = all(env, ['TELEGRAM_BOT_TOKEN', 'TELEGRAM_WEBHOOK_SECRET'] as const);
  const vk = all(env, ['VK_APP_ID', 'VK_APP_SECRET'] as const);
  const ok = all(env, ['OK_APP_KEY', 'OK_APP_SECRET'] as const);
  const ya = value(env, 'YANDEX_GAME_SECRET');
  const crazy = value(env, 'CRAZYGAMES_GAME_ID');
  const kong = value(env, 'KONGREGATE_API_KEY');
  const mail = all(env, ['MAIL_APP_ID', 'MAIL_APP_SECRET'] as const);
  const foto = all(env, ['FOTO_APP_ID', 'FOTO_SERVER_KEY'] as const);
  const rustore = all(env, ['RUSTORE_KEY_ID', 'RUSTORE_PRIVATE_KEY'] as const);
  return {
    launchMaxAgeSeconds: seconds(env, 'PLATFORM_LAUNCH_MAX_AGE_S', 86_400),
    tokenMaxAgeSeconds: seconds(env, 'PLATFORM_TOKEN_MAX_AGE_S', 3_600),
    testGrants: flag(env, 'PLATFORM_TEST_GRANTS'),
    confirmedPayments: confirmed(env),
    tg: tg && {
      botToken: tg.TELEGRAM_BOT_TOKEN,
      webhookSecret: tg.TELEGRAM_WEBHOOK_SECRET,
      apiUrl: url(env, 'TELEGRAM_API_URL', 'https://api.telegram.org'),
      botName: value(env, 'TELEGRAM_BOT_NAME'),
      appName: value(env, 'TELEGRAM_APP_NAME'),
    },
    vk: vk && { appId: vk.VK_APP_ID, secret: vk.VK_APP_SECRET },
    ok: ok && { appKey: ok.OK_APP_KEY, secret: ok.OK_APP_SECRET },
    ya: ya === null ? null : { secret: ya },
    crazygames:
      crazy === null
        ? null
        : {
            gameId: crazy,
            keyUrl: url(env, 'CRAZYGAMES_KEY_URL', 'https://sdk.crazygames.com/publicKey.json'),
            xsollaSecret: value(env, 'XSOLLA_WEBHOOK_SECRET'),
          },
    kong:
      kong === null
        ? null
        : {
            apiKey: kong,
            apiUrl: url(env, 'KONGREGATE_API_URL', 'https://api.kongregate.com/api'),
          },
    gp: gamePush(env, 'GAMEPUSH'),
    gp_partner: gamePush(env, 'GAMEPUSH_PARTNER'),
    gp_playdeck: gamePush(env, 'GAMEPUSH_PLAYDECK'),
    mail: mail && { appId: mail.MAIL_APP_ID, secret: mail.MAIL_APP_SECRET },
    mystore: rustore && {
      keyId: rustore.RUSTORE_KEY_ID,
      privateKeyPem: pem(rustore.RUSTORE_PRIVATE_KEY),
      apiUrl: url(env, 'RUSTORE_API_URL', 'https://public-api.rustore.ru'),
      sandbox: flag(env, 'RUSTORE_SANDBOX'),
    },
    foto: signed(env, 'FOTO_SECRET'),
    fotoLaunch: foto && { appId: foto.FOTO_APP_ID, serverKey: foto.FOTO_SERVER_KEY },
    beeline: signed(env, 'BEELINE_SECRET'),
    google: signed(env, 'GOOGLE_WRAPPER_SECRET'),
    exe: signed(env, 'EXE_WRAPPER_SECRET'),
  };
}

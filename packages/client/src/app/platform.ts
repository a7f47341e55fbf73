import { api, type PlatformSettingsDto, type PlayerInfoDto } from '@heroroad/protocol';
import { findPack, pickText } from '@heroroad/rules';
import { ApiError } from '../api/errors';
import type { ApiClient } from '../api/client';
import type { SessionTransport } from '../api/session';
import type { PlatformAdapter, PlatformServer, PurchaseOutcome } from '../platform/adapter';
import { referralLink } from '../platform/links';
import type { GameServices } from './ports';

/**
 * What buying, inviting and linking the platform's way reach: the server's calls, the platform, the
 * player, the device's storage and a toast.
 */
export type PlatformFlowPorts = Pick<
  GameServices,
  'api' | 'lang' | 'platform' | 'player' | 'storage' | 't' | 'ui'
>;

/** What the platform's start-up needs: its adapter, the API and the stored session. */
export interface PlatformStartPorts {
  readonly platform: PlatformAdapter;
  /** The entry parameters: their `ref` is the launch's referral code where the platform has none. */
  readonly entry: GameServices['entry'];
  readonly api: Pick<ApiClient, 'call'>;
  readonly session: Pick<SessionTransport, 'known' | 'clear'>;
  /** Reloads the page (SPEC §5 after 'Player already exists'). */
  readonly reload: () => void;
}

/**
 * Signs in through the platform at start (SPEC §4): its signed credentials open the platform
 * player's session, binding an own-site guest's session that came along. 'Player already exists'
 * (the platform user has another player) logs out and reloads (SPEC §5). Answers 'own' when the
 * platform gives no credentials or refuses them, and 'reloading' when the page is about to reload.
 */
export async function signInOnPlatform(
  p: PlatformStartPorts,
): Promise<'signedIn' | 'own' | 'reloading'> {
  const source = p.platform.traits.source;
  const credentials = source === 'own' ? null : await p.platform.credentials();
  if (!credentials) return 'own';
  try {
    const ref = launchReferral(p);
    await p.api.call(api.platform.signIn, {
      params: { source },
      body: { ...credentials, ...(ref ? { ref: ref.slice(0, 40) } : {}) },
    });
    return 'signedIn';
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === 'PLAYER_ALREADY_EXISTS') {
      await logoutHere(p);
      p.reload();
      return 'reloading';
    }
    console.error('Could not init external api', error.code ?? error.status);
    return 'own';
  }
}

/**
 * SPEC §4: on a portal that needs login, a guest the platform did not sign in is logged out,
 * without a reload; the game then starts with nobody signed in. Answers the info to start with.
 */
export async function dropPortalGuest(
  p: PlatformStartPorts,
  info: PlayerInfoDto | null,
): Promise<PlayerInfoDto | null> {
  if (!info || !p.platform.traits.needsLogin || info.player.accessLevel !== 'TRIAL') return info;
  await logoutHere(p);
  return null;
}

async function logoutHere(p: PlatformStartPorts): Promise<void> {
  try {
    await p.api.call(api.security.logout);
  } catch {
    // The session may be gone already; forgetting it here is what counts.
  }
  p.session.clear();
}

/** The game's server as a platform purchase calls it. */
export function platformServer(game: Pick<GameServices, 'api'>): PlatformServer {
  return {
    tgInvoice: (packId) => game.api.call(api.platform.tgInvoice, { body: { packId } }),
    yaPurchases: (signature) => game.api.call(api.platform.yaPurchases, { body: { signature } }),
    yaPromo: (code, signature) =>
      game.api.call(api.platform.yaPromo, {
        body: { code, signature },
        throttleId: `promo:${code}`,
      }),
    kongClaim: (gameAuthToken) =>
      game.api.call(api.platform.kongClaim, { body: { gameAuthToken } }),
    rustorePurchase: (invoiceId, purchaseId) =>
      game.api.call(api.platform.rustorePurchase, {
        body: { invoiceId, ...(purchaseId ? { purchaseId } : {}) },
      }),
  };
}

const settingsCache = new WeakMap<object, Promise<PlatformSettingsDto>>();

/** How the server runs this platform (prices in its money, link ids); fetched once per page. */
export function platformSettings(
  game: Pick<GameServices, 'api' | 'platform'>,
): Promise<PlatformSettingsDto> {
  let found = settingsCache.get(game);
  if (!found) {
    found = game.api.call(api.platform.settings, {
      params: { source: game.platform.traits.source },
    });
    found.catch(() => settingsCache.delete(game));
    settingsCache.set(game, found);
  }
  return found;
}

/** Whether the bank sells through the platform here instead of its own providers. */
export async function platformSells(
  game: Pick<GameServices, 'api' | 'platform'>,
): Promise<boolean> {
  if (game.platform.traits.source === 'own' || !game.platform.sellsPacks()) return false;
  return (await platformSettings(game)).payments;
}

/** Buys a pack the platform's way and tells the player how it went. */
export async function buyOnPlatform(
  game: PlatformFlowPorts,
  packId: string,
): Promise<PurchaseOutcome> {
  const settings = await platformSettings(game);
  const price = settings.prices.find((p) => p.packId === packId);
  const pack = findPack(packId);
  const playerId = game.player.getState().player?.id;
  if (!price || !pack || playerId === undefined) return 'unavailable';
  const outcome = await game.platform.purchase(
    {
      packId,
      title: pickText(pack.name, game.lang),
      amount: price.amount,
      currency: price.currency,
      playerId,
    },
    platformServer(game),
  );
  const ui = game.ui.getState();
  if (outcome === 'pending') ui.toast('info', game.t('platform.purchase.pending'));
  if (outcome === 'unavailable') ui.toast('error', game.t('platform.purchase.unavailable'));
  if (outcome === 'failed') ui.toast('error', game.t('platform.purchase.failed'));
  return outcome;
}

/**
 * The referral code this launch carries, where referral is on: `?ref=` or `custom_args` (the
 * entry parameters), else the platform's own (Telegram's start parameter, VK's `#ref=`).
 */
export function launchReferral(game: Pick<GameServices, 'entry' | 'platform'>): string | null {
  if (!game.platform.traits.referral) return null;
  return game.entry.ref ?? game.platform.launchRef();
}

/** The referral link of this platform for a code, or null where referral is off. */
export async function platformReferralLink(
  game: Pick<GameServices, 'api' | 'platform'>,
  code: string,
  origin: string,
): Promise<string | null> {
  const source = game.platform.traits.source;
  const settings = source === 'own' ? null : await platformSettings(game).catch(() => null);
  return referralLink(game.platform.traits, code, { origin, settings });
}

/** Invites friends: the platform's dialog where it has one, else the link is shared or copied. */
export async function inviteFriends(
  game: PlatformFlowPorts,
  code: string,
  origin: string,
): Promise<string | null> {
  const link = await platformReferralLink(game, code, origin);
  if (link === null) return null;
  if (!(await game.platform.invite(game.t('platform.invite.text'), code, link))) {
    await game.platform.post(game.t('platform.invite.text'), link);
  }
  return link;
}

/** What the platform's account opens now (SPEC §7 platform search); null off the platforms. */
export async function searchPlatformAccount(game: PlatformFlowPorts) {
  const source = game.platform.traits.source;
  const credentials = source === 'own' ? null : await game.platform.credentials();
  if (!credentials) return null;
  return game.api.call(api.platform.search, { params: { source }, body: credentials });
}

/**
 * Links the platform's account to the character signed in here (SPEC §7 platform remap), and
 * remembers it was done (SPEC §3 browser storage's used-remap flag).
 */
export async function remapPlatformAccount(game: PlatformFlowPorts): Promise<void> {
  const source = game.platform.traits.source;
  const credentials = source === 'own' ? null : await game.platform.credentials();
  if (!credentials) return;
  await game.api.call(api.platform.remap, {
    params: { source },
    body: credentials,
    throttleId: 'platform.remap',
  });
  game.storage.set('usedRemap', true);
  game.ui.getState().toast('success', game.t('account.link.done'));
}

import type { AuthSource } from '../platforms/sources.js';

/**
 * The referral program: a player shares a link carrying their code; a newcomer who opens the game
 * through it is bound to them once, at registration, and from then on a share of every emerald
 * the newcomer buys with real money waits for the referrer to take.
 */
export const REFERRAL = {
  /** Added to the share while the friend is in the referrer's clan at the time of purchase. */
  clanPercent: 5,
  /** Emeralds a newcomer who came through a link receives (`startBonus`), once. */
  startBonus: 50,
} as const;

/**
 * Where referral works, by auth source (SPEC §6: most platforms and the own site). Portals that
 * forbid links leading players elsewhere turn it off; every source decides (a new one fails the
 * typecheck here), and an unknown one read from the database is off.
 */
export const REFERRAL_BY_SOURCE: Readonly<Record<AuthSource, boolean>> = {
  own: true,
  mail: true,
  ya: true,
  tg: true,
  vk: true,
  ok: true,
  mystore: true,
  foto: true,
  google: true,
  exe: true,
  crazygames: false,
  gamedistrib: false,
  beeline: true,
  kong: false,
  gp: true,
  gp_partner: true,
  gp_playdeck: true,
};

/**
 * The share of a friend's emeralds bought grows with the referrer's paying friends (friends with
 * at least one live purchase, counting the one buying now): 30%, 35% from the third, 40% from the
 * tenth; with the clan's 5% the share reaches SPEC §9's 45% (GAME_DESIGN.md "Referral program").
 */
export const REFERRAL_STEPS: readonly {
  readonly payingFriends: number;
  readonly percent: number;
}[] = [
  { payingFriends: 1, percent: 30 },
  { payingFriends: 3, percent: 35 },
  { payingFriends: 10, percent: 40 },
];

/** The referrer's share in percent with this many paying friends (at least the first step). */
export function referralSharePercent(payingFriends: number): number {
  let percent = REFERRAL_STEPS[0]!.percent;
  for (const step of REFERRAL_STEPS)
    if (payingFriends >= step.payingFriends) percent = step.percent;
  return percent;
}

/** The most a referrer earns of a purchase: the last step and the clan's share. */
export const REFERRAL_MAX_PERCENT = REFERRAL_STEPS.at(-1)!.percent + REFERRAL.clanPercent;

export function referralEnabled(source: string): boolean {
  return Object.hasOwn(REFERRAL_BY_SOURCE, source) && REFERRAL_BY_SOURCE[source as AuthSource];
}

/** The referrer's shares of one purchase of `bought` emeralds (rounded down). */
export function referralShares(
  bought: number,
  sameClan: boolean,
  payingFriends: number,
): { readonly ref: number; readonly clan: number } {
  return {
    ref: Math.floor((bought * referralSharePercent(payingFriends)) / 100),
    clan: sameClan ? Math.floor((bought * REFERRAL.clanPercent) / 100) : 0,
  };
}

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function checkChar(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += (i + 1) * ALPHABET.indexOf(body[i]!);
  return ALPHABET[sum % ALPHABET.length]!;
}

/**
 * A player's referral code: the id in Crockford's base 32 and a check character, so a code
 * mistyped by one character names no one rather than somebody else.
 */
export function referralCode(playerId: number): string {
  let n = playerId;
  let body = '';
  do {
    body = ALPHABET[n % 32]! + body;
    n = Math.floor(n / 32);
  } while (n > 0);
  return body + checkChar(body);
}

/** The player a code names, or null for a malformed or mistyped code. */
export function parseReferralCode(code: string): number | null {
  const up = code.trim().toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1');
  if (!/^[0-9A-Z]{2,12}$/.test(up)) return null;
  const body = up.slice(0, -1);
  let n = 0;
  for (const ch of body) {
    const d = ALPHABET.indexOf(ch);
    if (d < 0) return null;
    n = n * 32 + d;
  }
  if (checkChar(body) !== up.slice(-1) || n <= 0 || !Number.isSafeInteger(n)) return null;
  return n;
}

import type { Lang, LocalText } from '../i18n/lang.js';
import { ACCOUNT_ERRORS } from '../errors/account.js';
import { ARENA_ERRORS } from '../errors/arena.js';
import { BANK_ERRORS } from '../errors/bank.js';
import { BATTLE_ERRORS } from '../errors/battle.js';
import { CLANS_ERRORS } from '../errors/clans.js';
import { COMMON_ERRORS } from '../errors/common.js';
import { ECONOMY_ERRORS } from '../errors/economy.js';
import { FACTION_ERRORS } from '../errors/faction.js';
import { CAMPAIGN_ERRORS, FORTUNE_ERRORS } from '../errors/fortune.js';
import { GIFTS_ERRORS } from '../errors/gifts.js';
import { HEROES_ERRORS } from '../errors/heroes.js';
import { MODERATION_ERRORS } from '../errors/moderation.js';
import { PLATFORM_ERRORS } from '../errors/platforms.js';
import { PROGRESSION_ERRORS } from '../errors/progression.js';
import { ROAD_ERRORS } from '../errors/road.js';
import { SECURITY_ERRORS } from '../errors/security.js';
import { SOCIAL_ERRORS } from '../errors/social.js';
import { STORY_ERRORS } from '../errors/story.js';
import { WORLDS_ERRORS } from '../errors/worlds.js';

/**
 * Every domain's errors, merged here once: a new domain adds its file in `errors/` and one line
 * below. A code belongs to one domain only (checked by a test).
 */
export const ERROR_DOMAINS = {
  common: COMMON_ERRORS,
  account: ACCOUNT_ERRORS,
  economy: ECONOMY_ERRORS,
  bank: BANK_ERRORS,
  fortune: FORTUNE_ERRORS,
  campaigns: CAMPAIGN_ERRORS,
  gifts: GIFTS_ERRORS,
  heroes: HEROES_ERRORS,
  road: ROAD_ERRORS,
  battle: BATTLE_ERRORS,
  social: SOCIAL_ERRORS,
  clans: CLANS_ERRORS,
  progression: PROGRESSION_ERRORS,
  story: STORY_ERRORS,
  security: SECURITY_ERRORS,
  moderation: MODERATION_ERRORS,
  arena: ARENA_ERRORS,
  platforms: PLATFORM_ERRORS,
  faction: FACTION_ERRORS,
  worlds: WORLDS_ERRORS,
} as const satisfies Record<string, Readonly<Record<string, LocalText>>>;

type Domains = typeof ERROR_DOMAINS;
type Merged<U> = (U extends unknown ? (u: U) => void : never) extends (m: infer M) => void
  ? M
  : never;

/**
 * Every error a player can see, by code, with its RU and EN text. Texts quoted in SPEC §5 and §8
 * are kept word for word; the rest were written for this game. The server answers
 * `{ code, message }` with the message in the player's language; the client shows the same table.
 */
export const ERROR_MESSAGES = Object.assign({}, ...Object.values(ERROR_DOMAINS)) as Merged<
  Domains[keyof Domains]
>;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export const ERROR_CODES = Object.keys(ERROR_MESSAGES) as ErrorCode[];

export function errorMessage(code: ErrorCode, lang: Lang): string {
  const text: LocalText = ERROR_MESSAGES[code];
  return lang === 'RU' ? text.ru : text.en;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_MESSAGES, value);
}

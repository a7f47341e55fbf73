export * from './endpoint.js';
export * from './schemas/common.js';
export * from './schemas/enums.js';
export * from './schemas/creature.js';
export * from './schemas/player.js';
export * from './schemas/road.js';
export * from './schemas/battle.js';
export * from './schemas/hero.js';
export * from './schemas/chat.js';
export * from './schemas/mail.js';
export * from './schemas/forum.js';
export * from './schemas/economy.js';
export * from './schemas/bank.js';
export * from './schemas/fortune.js';
export * from './schemas/gifts.js';
export * from './schemas/realtime.js';
export * from './schemas/progression.js';
export * from './schemas/cards.js';
export * from './schemas/shops.js';
export * from './schemas/story.js';
export * from './schemas/news.js';
export * from './schemas/staff.js';
export * from './schemas/clan.js';
export * from './schemas/arena.js';
export * from './schemas/rating.js';
export * from './schemas/platform.js';
export * from './schemas/faction.js';
export * from './schemas/worlds.js';
export * from './endpoints/security.js';
export * from './endpoints/player.js';
export * from './endpoints/tech.js';
export * from './endpoints/road.js';
export * from './endpoints/battle.js';
export * from './endpoints/hero.js';
export * from './endpoints/chat.js';
export * from './endpoints/mail.js';
export * from './endpoints/forum.js';
export * from './endpoints/progression.js';
export * from './endpoints/shops.js';
export * from './endpoints/story.js';
export * from './endpoints/news.js';
export * from './endpoints/staff.js';
export * from './endpoints/bank.js';
export * from './endpoints/fortune.js';
export * from './endpoints/campaigns.js';
export * from './endpoints/gifts.js';
export * from './endpoints/clan.js';
export * from './endpoints/arena.js';
export * from './endpoints/rating.js';
export * from './endpoints/platform.js';
export * from './endpoints/faction.js';
export * from './endpoints/worlds.js';
export * from './mappers/battle-status.js';
export * from './mappers/creature.js';
export type { ErrorCode } from '@heroroad/rules';

import { arena } from './endpoints/arena.js';
import { bank } from './endpoints/bank.js';
import { battle } from './endpoints/battle.js';
import { campaigns } from './endpoints/campaigns.js';
import { chat } from './endpoints/chat.js';
import { clan } from './endpoints/clan.js';
import { faction } from './endpoints/faction.js';
import { forum } from './endpoints/forum.js';
import { fortune } from './endpoints/fortune.js';
import { gifts } from './endpoints/gifts.js';
import { hero } from './endpoints/hero.js';
import { mail } from './endpoints/mail.js';
import { platform } from './endpoints/platform.js';
import { player } from './endpoints/player.js';
import { progression } from './endpoints/progression.js';
import { rating } from './endpoints/rating.js';
import { shops } from './endpoints/shops.js';
import { road } from './endpoints/road.js';
import { security } from './endpoints/security.js';
import { story } from './endpoints/story.js';
import { news } from './endpoints/news.js';
import { staff } from './endpoints/staff.js';
import { tech } from './endpoints/tech.js';
import { worlds } from './endpoints/worlds.js';

/** Every endpoint of the wire contract, by domain. */
export const api = {
  security,
  player,
  tech,
  road,
  battle,
  hero,
  chat,
  mail,
  forum,
  progression,
  shops,
  story,
  news,
  bank,
  fortune,
  campaigns,
  gifts,
  staff,
  clan,
  arena,
  rating,
  platform,
  faction,
  worlds,
} as const;

/** Client version this contract was written for (SPEC §9). */
export const CLIENT_VERSION = 631;

/** Session transport names of SPEC §7. */
export const SESSION = {
  cookie: 'JSESSIONID',
  query: 'JSESSIONID',
  queryAlt: 'jsession',
  queryAuthorization: 'Authorization',
  responseHeader: 'jsession',
  responseAuthorization: 'authorization',
} as const;

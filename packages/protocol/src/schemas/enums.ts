/** `as const` lists with derived unions: one declaration for server, client and schema. */
export const INTERFACE_MODES = ['ORIGINAL', 'MODERN'] as const;
export type InterfaceMode = (typeof INTERFACE_MODES)[number];

// Image qualities and resources are the rules' lists: one declaration for every package.
export { QUALITIES, RESOURCES, type Quality } from '@heroroad/rules';
import type { Resource } from '@heroroad/rules';
export type ResourceType = Resource;

export const PLAYER_LANGS = ['RU', 'EN'] as const;

// Auth sources of SPEC §3 are the rules' list: where referral works and how a platform prices are
// typed by it there.
export { AUTH_SOURCES, type AuthSource } from '@heroroad/rules';
import type { AuthSource } from '@heroroad/rules';

/** Identification headers of SPEC §7, each tied to the platform that sends it. */
export const IDENTIFICATION_HEADERS = {
  logged_user_id: 'ok',
  viewer_id: 'vk',
  exe_user: 'exe',
  uid: 'mail',
  fotoUid: 'foto',
  beeline_login: 'beeline',
  ya_unique_id: 'ya',
  gp_player_id: 'gp',
  gp_platform: 'gp',
  tg_user_id: 'tg',
  crazyId: 'crazygames',
  kongId: 'kong',
} as const satisfies Record<string, AuthSource>;
export type IdentificationHeader = keyof typeof IDENTIFICATION_HEADERS;

// Campaigns are the rules' list (their rewards live beside it).
export { CAMPAIGNS, type Campaign } from '@heroroad/rules';

export const CLAN_PARTICIPATION_STATES = [
  'WANTS_TO_THE_CLAN',
  'WANTS_TO_ANY_CLAN',
  'REJECTED',
  'INVITED',
] as const;

export const LOAD_STAGES = [
  'hidden',
  'active',
  'boot',
  'gameStarted',
  'unload',
  'fivePercent',
  'half',
] as const;
export type LoadStage = (typeof LOAD_STAGES)[number];

// Kept apart from the lists, so a module that needs only a list does not pull in the schema builder.
export { literalUnion } from './literal.js';

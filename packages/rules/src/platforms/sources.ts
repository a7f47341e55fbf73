/**
 * Auth sources of SPEC §3: how the player's session was established, the own site or a partner
 * platform. Declared here, beside what the rules decide per platform (where referral works, how
 * a platform prices), so each such table is typed by this one list; the wire re-exports it.
 */
export const AUTH_SOURCES = [
  'own',
  'mail',
  'ya',
  'tg',
  'vk',
  'ok',
  'mystore',
  'foto',
  'google',
  'exe',
  'crazygames',
  'gamedistrib',
  'beeline',
  'kong',
  'gp',
  'gp_partner',
  'gp_playdeck',
] as const;
export type AuthSource = (typeof AUTH_SOURCES)[number];

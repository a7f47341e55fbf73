import type { AuthSource } from '@heroroad/protocol';

/**
 * The platform detection table (SPEC §1), in configuration: the platforms' own CDN host suffixes,
 * subdomain aliases of the game's own domain (vk.example.com …), and exact hosts an operator adds
 * at build time (VITE_PLATFORM_HOSTS="games.partner.example=gp,portal.example=beeline").
 * Anything else is the own site.
 */
export interface PlatformHostTable {
  readonly exact: Readonly<Record<string, AuthSource>>;
  readonly suffixes: ReadonlyArray<readonly [string, AuthSource]>;
  readonly aliases: Readonly<Record<string, AuthSource>>;
}

export const PLATFORM_HOST_SUFFIXES: ReadonlyArray<readonly [string, AuthSource]> = [
  ['.yandex.net', 'ya'],
  ['.playhop.com', 'ya'],
  ['.crazygames.com', 'crazygames'],
  ['.gamedistribution.com', 'gamedistrib'],
  ['.konggames.com', 'kong'],
  ['.vk-apps.com', 'vk'],
  ['.ok.ru', 'ok'],
  ['.fotostrana.ru', 'foto'],
  ['.gamepush.com', 'gp'],
];

export const PLATFORM_HOST_ALIASES: Readonly<Record<string, AuthSource>> = {
  yandex: 'ya',
  telegram: 'tg',
  rustore: 'mystore',
  crazy: 'crazygames',
  kongregate: 'kong',
  playdeck: 'gp_playdeck',
};

/** Parses "host=source,host=source"; entries naming no known source are left out. */
export function parseHostList(
  raw: string | undefined,
  known: readonly string[],
): Record<string, AuthSource> {
  const out: Record<string, AuthSource> = {};
  for (const entry of (raw ?? '').split(',')) {
    const [host, source] = entry.split('=').map((s) => s.trim().toLowerCase());
    if (host && source && known.includes(source)) out[host] = source as AuthSource;
  }
  return out;
}

/**
 * Where each platform's SDK script loads from (configuration; the server's content security
 * policy allows these origins). VK's bridge comes from npm; wrappers inject their own bridges.
 */
const buildEnv = import.meta.env as Record<string, string | undefined>;
/** GamePush's script names the project (`?projectId=…&publicToken=…`): set at build time. */
const GAMEPUSH_SDK_URL = buildEnv.VITE_GAMEPUSH_SDK_URL;
/** The mail portal's `iframeApi` script, set at build time. */
const MAIL_SDK_URL = buildEnv.VITE_MAIL_SDK_URL;

export const PLATFORM_SDK_URLS: Partial<Record<AuthSource, string>> = {
  ...(GAMEPUSH_SDK_URL
    ? { gp: GAMEPUSH_SDK_URL, gp_partner: GAMEPUSH_SDK_URL, gp_playdeck: GAMEPUSH_SDK_URL }
    : {}),
  ...(MAIL_SDK_URL ? { mail: MAIL_SDK_URL } : {}),
  ok: 'https://api.ok.ru/js/fapi5.js',
  ya: 'https://yandex.ru/games/sdk/v2',
  tg: 'https://telegram.org/js/telegram-web-app.js',
  crazygames: 'https://sdk.crazygames.com/crazygames-sdk-v3.js',
  kong: 'https://cdn1.kongregate.com/javascripts/kongregate_api.js',
  gamedistrib: 'https://html5.api.gamedistribution.com/main.min.js',
};

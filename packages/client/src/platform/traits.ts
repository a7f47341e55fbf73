import {
  AUTH_SOURCES,
  IDENTIFICATION_HEADERS,
  type AuthSource,
  type IdentificationHeader,
} from '@heroroad/protocol';
import { referralEnabled } from '@heroroad/rules';
import {
  PLATFORM_HOST_ALIASES,
  PLATFORM_HOST_SUFFIXES,
  parseHostList,
  type PlatformHostTable,
} from './hosts';

/** What the rest of the client needs to know about the platform the game runs on. */
export interface PlatformTraits {
  readonly source: AuthSource;
  /** Referral links work here (SPEC §6: most platforms and the own site). */
  readonly referral: boolean;
  /** The loading screen shows the age-12 badge (SPEC §2: one platform asks for it). */
  readonly ageBadge: boolean;
  /** The platform identifies its users, so a guest must log in through it (SPEC §4). */
  readonly needsLogin: boolean;
  /** Identification headers of SPEC §7 this platform fills. */
  readonly headers: readonly IdentificationHeader[];
  /** The platform has a window to rate the game in its store (SPEC §7: the RuStore bridge). */
  readonly rateWindow: boolean;
}

/**
 * The identification headers a platform's pages send: the protocol's table (which the server
 * reads them by), for the platform itself or the one it is a door of (`identifiedAs`).
 */
function headersOf(source: AuthSource): IdentificationHeader[] {
  return (Object.keys(IDENTIFICATION_HEADERS) as IdentificationHeader[]).filter(
    (header) => IDENTIFICATION_HEADERS[header] === source,
  );
}

const traits = (
  source: AuthSource,
  options: Partial<Pick<PlatformTraits, 'ageBadge' | 'needsLogin' | 'rateWindow'>> & {
    /** A partner door of another platform sends that platform's headers (GamePush's). */
    identifiedAs?: AuthSource;
  } = {},
): PlatformTraits => {
  const headers = headersOf(options.identifiedAs ?? source);
  return {
    source,
    headers,
    referral: referralEnabled(source),
    ageBadge: options.ageBadge ?? false,
    needsLogin: options.needsLogin ?? headers.length > 0,
    rateWindow: options.rateWindow ?? false,
  };
};

/**
 * Every platform of SPEC §1. Where referral links work is the rules' `REFERRAL_BY_SOURCE`
 * (western portals forbid links that lead players off the portal), shared with the server; the
 * Russian search-engine games platform asks for the age rating on the loading screen.
 */
export const PLATFORM_TRAITS: Readonly<Record<AuthSource, PlatformTraits>> = {
  own: traits('own'),
  vk: traits('vk'),
  ok: traits('ok'),
  ya: traits('ya', { ageBadge: true }),
  tg: traits('tg'),
  mail: traits('mail'),
  mystore: traits('mystore', { rateWindow: true }),
  foto: traits('foto'),
  google: traits('google'),
  exe: traits('exe'),
  crazygames: traits('crazygames'),
  gamedistrib: traits('gamedistrib'),
  beeline: traits('beeline'),
  kong: traits('kong'),
  gp: traits('gp'),
  gp_partner: traits('gp_partner', { identifiedAs: 'gp' }),
  gp_playdeck: traits('gp_playdeck', { identifiedAs: 'gp' }),
};

/** The configured detection table, with the operator's exact hosts from the build. */
export const PLATFORM_HOSTS: PlatformHostTable = {
  exact: parseHostList(
    (import.meta.env as Record<string, string | undefined>).VITE_PLATFORM_HOSTS,
    AUTH_SOURCES,
  ),
  suffixes: PLATFORM_HOST_SUFFIXES,
  aliases: PLATFORM_HOST_ALIASES,
};

/**
 * SPEC §1: the platform is detected from the host name: an exact host of the table, a
 * platform's CDN host, or a subdomain named after the platform (vk.example.com). Anything else
 * is the own site.
 */
export function detectPlatform(
  hostname: string,
  table: PlatformHostTable = PLATFORM_HOSTS,
): AuthSource {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const exact = table.exact[host];
  if (exact) return exact;
  for (const [suffix, source] of table.suffixes) {
    if (host.endsWith(suffix) || host === suffix.slice(1)) return source;
  }
  const first = host.split('.')[0] ?? '';
  if (host.includes('.')) {
    if (Object.hasOwn(table.aliases, first)) return table.aliases[first]!;
    if (first !== 'own' && Object.hasOwn(PLATFORM_TRAITS, first)) {
      return first as AuthSource;
    }
  }
  return 'own';
}

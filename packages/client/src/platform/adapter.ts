import type { AuthSource, IdentificationHeader } from '@heroroad/protocol';
import type { Lang } from '@heroroad/rules';
import { PLATFORM_TRAITS, type PlatformTraits } from './traits';

/**
 * Everything the game asks of the platform it runs on. The own site implements it with the
 * game's own accounts; each partner platform gets its own implementation (SDK start-up, its
 * identification headers, its login and payments) registered in PLATFORM_ADAPTERS.
 */
export interface PlatformAdapter {
  readonly traits: PlatformTraits;
  /** Resolves once the platform's SDK is usable. */
  ready(): Promise<void>;
  /** Identification headers of SPEC §7 for the platform's user (empty on the own site). */
  identification(): Partial<Record<IdentificationHeader, string>>;
  /**
   * Opens a game session for the platform's user when the platform identifies its users;
   * answers false when the game's own accounts (stored session, guest, login form) apply.
   */
  authenticate(): Promise<boolean>;
  /** The language the platform's user prefers, when the platform says. */
  languageHint(): Lang | null;
  /** The app version an app-store wrapper reports (SPEC §2 update notice), else null. */
  appVersion(): number | null;
  /** Opens the app's store page for an update; answers false where there is no store. */
  openStore(): boolean;
}

/** The own site: the game's own accounts; the browser's language is the hint. */
export function ownSiteAdapter(
  traits: PlatformTraits = PLATFORM_TRAITS.own,
  navigatorLanguage: () => string | undefined = () =>
    typeof navigator === 'undefined' ? undefined : navigator.language,
): PlatformAdapter {
  return {
    traits,
    ready: () => Promise.resolve(),
    identification: () => ({}),
    authenticate: () => Promise.resolve(false),
    languageHint: () => {
      const lang = navigatorLanguage()?.toLowerCase();
      if (!lang) return null;
      return /^(ru|uk|be|kk)\b/.test(lang) ? 'RU' : 'EN';
    },
    appVersion: () => null,
    openStore: () => false,
  };
}

type AdapterFactory = (traits: PlatformTraits) => PlatformAdapter;

/**
 * Platform implementations by auth source. A platform without one runs with the own site's
 * accounts while keeping its traits (referral, age badge), so the game still starts there.
 */
const PLATFORM_ADAPTERS: Partial<Record<AuthSource, AdapterFactory>> = {
  own: (traits) => ownSiteAdapter(traits),
};

export function createPlatform(source: AuthSource): PlatformAdapter {
  const traits = PLATFORM_TRAITS[source];
  const factory = PLATFORM_ADAPTERS[source] ?? ((t: PlatformTraits) => ownSiteAdapter(t));
  return factory(traits);
}

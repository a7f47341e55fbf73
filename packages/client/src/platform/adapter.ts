import type { IdentificationHeader, PlayerDto } from '@heroroad/protocol';
import type { Lang } from '@heroroad/rules';
import { PLATFORM_TRAITS, type PlatformTraits } from './traits';

/** A platform's signed proof of its user, for the server's sign-in check. */
export interface PlatformCredentials {
  readonly payload: string;
  readonly userId?: string;
}

/** How a purchase on the platform ended, as far as the client can tell. */
export type PurchaseOutcome = 'paid' | 'pending' | 'cancelled' | 'unavailable' | 'failed';

/** The game's server calls a platform purchase needs (app/platform.ts implements them). */
export interface PlatformServer {
  tgInvoice(packId: string): Promise<{ link: string }>;
  yaPurchases(signature: string): Promise<{ consume: readonly string[] }>;
  kongClaim(gameAuthToken: string): Promise<{ granted: number }>;
  rustorePurchase(
    invoiceId: string,
    purchaseId?: string,
  ): Promise<{ status: string; granted: boolean }>;
  yaPromo(code: string, signature: string): Promise<{ player: PlayerDto; consume: string[] }>;
}

/** A pack as the platform sells it (the server's prices in the platform's money). */
export interface PlatformPack {
  readonly packId: string;
  readonly title: string;
  readonly amount: number;
  readonly currency: string;
  readonly playerId: number;
}

/**
 * Everything the game asks of the platform it runs on. The own site implements it with the
 * game's own accounts; each partner platform's implementation (sdk/*.ts) is loaded only there.
 */
export interface PlatformAdapter {
  readonly traits: PlatformTraits;
  /** Resolves once the platform's SDK is usable (or known missing: calls then log and skip). */
  ready(): Promise<void>;
  /** Identification headers of SPEC §7 for the platform's user (empty on the own site). */
  identification(): Partial<Record<IdentificationHeader, string>>;
  /** The platform's signed credentials of its user; null where the game's own accounts apply. */
  credentials(): Promise<PlatformCredentials | null>;
  /** The language the platform's user prefers, when the platform says. */
  languageHint(): Lang | null;
  /** A referral code the platform carried into the launch (Telegram's start parameter …). */
  launchRef(): string | null;
  /** The app version an app-store wrapper reports (SPEC §2 update notice), else null. */
  appVersion(): number | null;
  /** Opens the app's store page for an update; answers false where there is no store. */
  openStore(): boolean;
  /** Whether this platform sells the packs itself (else the bank's own providers apply). */
  sellsPacks(): boolean;
  /** Buys a pack the platform's way; the server grants it, the emeralds arrive by push. */
  purchase(pack: PlatformPack, server: PlatformServer): Promise<PurchaseOutcome>;
  /** Finishes purchases paid but not yet granted (Yandex unconsumed, Kongregate items). */
  restorePurchases(server: PlatformServer): Promise<void>;
  /**
   * Saves a promo code the platform's way (Yandex: the purchases its code brought are granted and
   * their tokens consumed); answers the player after it, or null where the game's own promo
   * codes apply.
   */
  redeemPromo(code: string, server: PlatformServer): Promise<PlayerDto | null>;
  /** The platform's invite dialog for a referral code; false where it has none (share instead). */
  invite(text: string, code: string, link: string): Promise<boolean>;
  /** A post on the player's wall or a share; false where the platform has none. */
  post(text: string, link: string): Promise<boolean>;
  /** The platform's rate window (RuStore); false where it has none. */
  rate(): Promise<boolean>;
}

/** What every platform without a feature answers. */
export const PLATFORM_DEFAULTS = {
  identification: () => ({}),
  credentials: () => Promise.resolve(null),
  launchRef: () => null,
  appVersion: () => null,
  openStore: () => false,
  sellsPacks: () => false,
  purchase: () => Promise.resolve('unavailable' as const),
  restorePurchases: () => Promise.resolve(),
  redeemPromo: () => Promise.resolve(null),
  invite: () => Promise.resolve(false),
  post: () => Promise.resolve(false),
  rate: () => Promise.resolve(false),
} satisfies Partial<PlatformAdapter>;

export function browserLang(language: string | undefined): Lang | null {
  const lang = language?.toLowerCase();
  if (!lang) return null;
  return /^(ru|uk|be|kk)\b/.test(lang) ? 'RU' : 'EN';
}

/** The own site: the game's own accounts; the browser's language is the hint. */
export function ownSiteAdapter(
  traits: PlatformTraits = PLATFORM_TRAITS.own,
  navigatorLanguage: () => string | undefined = () =>
    typeof navigator === 'undefined' ? undefined : navigator.language,
): PlatformAdapter {
  return {
    ...PLATFORM_DEFAULTS,
    traits,
    ready: () => Promise.resolve(),
    languageHint: () => browserLang(navigatorLanguage()),
  };
}

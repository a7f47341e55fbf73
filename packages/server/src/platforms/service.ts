import type { AuthSource, PlatformSettingsDto, PlayerDto } from '@heroroad/protocol';
import { isPricedPlatform, platformCatalogue, type Lang } from '@heroroad/rules';
import type { AuthContext } from '../core/auth-context.js';
import type { Clock } from '../core/clock.js';
import { AppError } from '../core/errors.js';
import type { PlatformsConfig } from '../core/platforms-config.js';
import type { SessionMeta } from '../auth/sessions.js';
import type { PlatformAccounts, PlatformSession } from './accounts.js';
import type { PlatformPaymentSet } from './payments/index.js';
import { OWN_ACCOUNT_PLATFORMS, verifierFor, type SignInVerifier } from './signin.js';

/** Partner platforms as the game's client sees them: settings, sign-in, and the purchases it starts. */
export class PlatformService {
  constructor(
    private readonly config: PlatformsConfig,
    private readonly verifiers: ReadonlyMap<AuthSource, SignInVerifier>,
    private readonly accounts: PlatformAccounts,
    readonly payments: PlatformPaymentSet,
    private readonly clock: Clock,
    /** Binds a new player to the player a referral code names (the gifts domain's referrals). */
    private readonly bindReferral: (playerId: number, code: string | undefined) => Promise<boolean>,
    /** The campaigns domain's promo codes, and the player as the client sees it. */
    private readonly promos: {
      redeem(playerId: number, code: string): Promise<PlayerDto>;
      current(playerId: number): Promise<PlayerDto>;
    },
  ) {}

  settings(source: AuthSource): PlatformSettingsDto {
    const own = OWN_ACCOUNT_PLATFORMS.includes(source);
    const payments = this.payments.sells(source);
    return {
      source,
      signIn: own ? 'own' : this.verifiers.has(source) ? 'platform' : 'off',
      payments,
      prices: payments && isPricedPlatform(source) ? [...platformCatalogue(source)] : [],
      appId: source === 'vk' ? (this.config.vk?.appId ?? null) : null,
      botName: source === 'tg' ? (this.config.tg?.botName ?? null) : null,
      appName: source === 'tg' ? (this.config.tg?.appName ?? null) : null,
    };
  }

  async signIn(
    source: AuthSource,
    input: { payload: string; userId?: string | undefined; ref?: string | undefined },
    auth: AuthContext | null,
    lang: Lang,
    meta: SessionMeta,
  ): Promise<PlatformSession> {
    const user = await verifierFor(this.verifiers, source)(input, this.clock());
    const session = await this.accounts.signIn(source, user, auth, lang, meta);
    // A player made by this sign-in is a newcomer the launch's referral link brought.
    if (session.created) await this.bindReferral(session.playerId, input.ref);
    return session;
  }

  /**
   * A promo code saved on Yandex Games (SPEC §7: it returns a token list, which is consumed). A
   * code Yandex gave out (its console's promo codes) reaches the game as purchases the player
   * has not consumed: the client sends the signed `getPurchases()` list with the code, the
   * purchases are granted once by token as at start, and their tokens come back to be consumed.
   * The code is then redeemed as one of our own (`admin promo`); a code we do not know is no
   * error when Yandex's purchases answered for it.
   */
  async yandexPromo(
    playerId: number,
    code: string,
    signature: string,
  ): Promise<{ player: PlayerDto; consume: string[] }> {
    const claim = await this.need(this.payments.ya).claim(playerId, signature, this.clock());
    try {
      return { player: await this.promos.redeem(playerId, code), consume: claim.consume };
    } catch (e) {
      if (!(e instanceof AppError) || e.code !== 'PROMO_UNKNOWN' || claim.consume.length === 0)
        throw e;
      return { player: await this.promos.current(playerId), consume: claim.consume };
    }
  }

  /** The handler of a configured platform's payments, or the clear refusal. */
  need<T>(handler: T | null): T {
    if (!handler) throw new AppError('PLATFORM_NOT_CONFIGURED', 503);
    return handler;
  }
}

import type { AuthSource, PlatformSettingsDto } from '@heroroad/protocol';
import { isPricedPlatform, platformCatalogue, type Lang } from '@heroroad/rules';
import type { AuthContext } from '../core/auth-context.js';
import type { Clock } from '../core/clock.js';
import { AppError } from '../core/errors.js';
import type { PlatformsConfig } from '../core/platforms-config.js';
import type { SessionMeta } from '../security/sessions.js';
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

  /** The handler of a configured platform's payments, or the clear refusal. */
  need<T>(handler: T | null): T {
    if (!handler) throw new AppError('PLATFORM_NOT_CONFIGURED', 503);
    return handler;
  }
}

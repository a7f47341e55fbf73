import type { AuthSource } from '@heroroad/protocol';
import { AppError } from '../core/errors.js';
import type { PlatformsConfig } from '../core/platforms-config.js';
import { CrazyGamesVerifier } from './verifiers/crazygames.js';
import { verifyFotostranaLaunch } from './verifiers/fotostrana.js';
import { verifyGamePushPlayer } from './verifiers/gamepush.js';
import { verifyKongregate } from './verifiers/kongregate.js';
import { verifyMailLaunch } from './verifiers/mail.js';
import { verifyOkLaunch } from './verifiers/ok.js';
import { verifySignedToken } from './verifiers/signed.js';
import { verifyTelegramInitData } from './verifiers/telegram.js';
import type { PlatformUser, SignInInput } from './verifiers/types.js';
import { verifyVkLaunch } from './verifiers/vk.js';
import { verifyYandexPlayer } from './verifiers/yandex.js';

export type SignInVerifier = (input: SignInInput, nowMs: number) => Promise<PlatformUser>;

/**
 * Platforms whose players sign in with the game's own accounts: the own site, RuStore (its app
 * bridge only passes our player id to its payments) and GameDistribution (an ads SDK only).
 */
export const OWN_ACCOUNT_PLATFORMS: readonly AuthSource[] = ['own', 'mystore', 'gamedistrib'];

/** The sign-in check of each configured platform; an unconfigured one is absent. */
export function signInVerifiers(c: PlatformsConfig): Map<AuthSource, SignInVerifier> {
  const out = new Map<AuthSource, SignInVerifier>();
  const launch = c.launchMaxAgeSeconds;
  const token = c.tokenMaxAgeSeconds;
  const sync =
    (f: (input: SignInInput, nowMs: number) => PlatformUser): SignInVerifier =>
    async (input, nowMs) =>
      f(input, nowMs);
  const { tg, vk, ok, ya, crazygames, kong, mail } = c;
  if (tg)
    out.set(
      'tg',
      sync((i, now) => verifyTelegramInitData(i.payload, tg.botToken, now, launch)),
    );
  if (vk)
    out.set(
      'vk',
      sync((i, now) => verifyVkLaunch(i.payload, vk, now, launch)),
    );
  if (ok)
    out.set(
      'ok',
      sync((i) => verifyOkLaunch(i.payload, ok)),
    );
  if (ya)
    out.set(
      'ya',
      sync((i, now) => verifyYandexPlayer(i.payload, ya.secret, now, launch)),
    );
  if (mail)
    out.set(
      'mail',
      sync((i) => verifyMailLaunch(i.payload, mail)),
    );
  if (crazygames) {
    const verifier = new CrazyGamesVerifier(crazygames, token);
    out.set('crazygames', (i, now) => verifier.verify(i.payload, now));
  }
  if (kong) out.set('kong', (i) => verifyKongregate(i.userId, i.payload, kong));
  for (const source of ['gp', 'gp_partner', 'gp_playdeck'] as const) {
    const project = c[source];
    if (project)
      out.set(
        source,
        sync((i, now) => verifyGamePushPlayer(i.payload, project, now, launch)),
      );
  }
  const { fotoLaunch } = c;
  if (fotoLaunch)
    out.set(
      'foto',
      sync((i) => verifyFotostranaLaunch(i.payload, fotoLaunch)),
    );
  for (const source of ['foto', 'beeline', 'google', 'exe'] as const) {
    const settings = c[source];
    // The photo network's own launch check wins over our signed token where it is configured.
    if (source === 'foto' && fotoLaunch) continue;
    if (settings)
      out.set(
        source,
        sync((i, now) => verifySignedToken(i.payload, source, settings.secret, now, token)),
      );
  }
  return out;
}

/** The verifier of a platform, or the clear refusal why there is none. */
export function verifierFor(
  verifiers: ReadonlyMap<AuthSource, SignInVerifier>,
  source: AuthSource,
): SignInVerifier {
  if (OWN_ACCOUNT_PLATFORMS.includes(source)) throw new AppError('PLATFORM_NO_SIGN_IN');
  const verifier = verifiers.get(source);
  if (!verifier) throw new AppError('PLATFORM_NOT_CONFIGURED', 503);
  return verifier;
}

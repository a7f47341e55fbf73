import { PLATFORM_DEFAULTS, type PlatformAdapter } from '../adapter';
import type { PlatformTraits } from '../traits';
import { guarded, sdkGlobal, type SdkEnv } from './base';

interface CrazySdk {
  init(): Promise<void>;
  user: { getUserToken(): Promise<string>; getUser(): Promise<{ userId?: string } | null> };
}

/**
 * CrazyGames: the SDK's user token (RS256, checked by the server) is the credential. Its
 * purchases run through Xsolla's own page; the server grants on Xsolla's notification.
 */
export async function createSdkAdapter(
  traits: PlatformTraits,
  env: SdkEnv,
): Promise<PlatformAdapter> {
  const sdk = (await sdkGlobal<{ SDK?: CrazySdk }>(env, 'CrazyGames'))?.SDK ?? null;
  const ok = sdk
    ? await guarded(env, 'Could not init external api', async () => (await sdk.init(), true), false)
    : false;
  if (!sdk) env.console.error('Could not init external api');
  let userId: string | null = null;
  return {
    ...PLATFORM_DEFAULTS,
    traits,
    ready: () => Promise.resolve(),
    identification: () => (userId ? { crazyId: userId } : {}),
    credentials: async () => {
      if (!sdk || !ok) return null;
      const token = await guarded(
        env,
        'CrazyGames user token failed',
        () => sdk.user.getUserToken(),
        null,
      );
      userId =
        (await guarded(env, 'CrazyGames user failed', () => sdk.user.getUser(), null))?.userId ??
        null;
      return token ? { payload: token } : null;
    },
    languageHint: () => null,
  };
}

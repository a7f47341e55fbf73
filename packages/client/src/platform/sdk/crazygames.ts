import { PLATFORM_DEFAULTS, type PlatformAdapter } from '../adapter';
import type { PlatformTraits } from '../traits';
import { guarded, sdkGlobal, type SdkEnv } from './base';

interface CrazyUser {
  userId?: string;
}
interface CrazySdk {
  init(): Promise<void>;
  user: {
    getUserToken(): Promise<string>;
    getUser(): Promise<CrazyUser | null>;
    showAuthPrompt?(): Promise<CrazyUser | null>;
  };
  /** The store module (docs.crazygames.com/sdk/store): Xsolla's Pay Station for an item id. */
  store?: { buyItem(itemId: string): Promise<{ itemId: string }> };
}

export const CRAZY_PAYMENT_ERROR = 'CrazyGames purchase failed';

/**
 * CrazyGames: the SDK's user token (RS256, checked by the server) is the credential. Packs are
 * sold through the store module: `store.buyItem(packId)` opens Xsolla's Pay Station for the
 * Xsolla item of that id and resolves once the payer finished; the goods are granted only by
 * Xsolla's signed webhook to our server (the docs: always confirm ownership on the back end), so
 * the purchase answers 'pending' and the emeralds arrive by push. Guests may not buy (the docs'
 * rule): a guest is shown the sign-in prompt first, and a purchase without a signed-in user is
 * cancelled.
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
  const store = ok ? (sdk?.store ?? null) : null;
  let userId: string | null = null;

  /** The signed-in CrazyGames user, after the sign-in prompt where the player is a guest. */
  const signedInUser = async (): Promise<CrazyUser | null> => {
    const user = await sdk!.user.getUser();
    if (user?.userId || !sdk!.user.showAuthPrompt) return user;
    return sdk!.user.showAuthPrompt();
  };

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
    sellsPacks: () => store !== null,
    purchase: async (pack) => {
      if (!store) {
        env.console.warn('Payments are not available on this platform');
        return 'unavailable';
      }
      return guarded(
        env,
        CRAZY_PAYMENT_ERROR,
        async () => {
          const user = await signedInUser();
          if (!user?.userId) return 'cancelled' as const;
          userId = user.userId;
          const done = await store.buyItem(pack.packId);
          return done?.itemId === pack.packId ? ('pending' as const) : ('failed' as const);
        },
        'cancelled' as const,
      );
    },
  };
}

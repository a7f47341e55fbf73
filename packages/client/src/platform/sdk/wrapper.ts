import { browserLang, PLATFORM_DEFAULTS, type PlatformAdapter } from '../adapter';
import type { PlatformTraits } from '../traits';
import { guarded, queryParam, sdkGlobal, type SdkEnv } from './base';

/**
 * The bridge a wrapper injects (the photo network's page script, the carrier portal, the Google
 * Play and desktop apps): our own design, like their server confirmations. The launch carries a
 * signed token (`?token=`) that the server checks; a purchase is handed to the bridge (the photo
 * network's purchase event takes the price in kopecks, price × 100), and the platform's server
 * confirms it to ours.
 */
interface WrapperBridge {
  purchase(o: { packId: string; price: number; currency: string }): Promise<'paid' | 'cancelled'>;
  share?(o: { text: string; link: string }): Promise<boolean>;
  appVersion?(): number;
}

const IDENT_HEADER = { foto: 'fotoUid', beeline: 'beeline_login', exe: 'exe_user' } as const;

export async function createSdkAdapter(
  traits: PlatformTraits,
  env: SdkEnv,
): Promise<PlatformAdapter> {
  const bridge = await sdkGlobal<WrapperBridge>(env, 'HeroRoadBridge');
  // The photo network's own iframe launch (viewerId, sessionKey, authKey) goes to the server as
  // it came; elsewhere (or without it) our signed token does.
  const fotoLaunch =
    traits.source === 'foto' && queryParam(env, 'authKey') && queryParam(env, 'viewerId');
  const token = fotoLaunch ? env.search.replace(/^\?/, '') : queryParam(env, 'token');
  const header = IDENT_HEADER[traits.source as keyof typeof IDENT_HEADER];
  const uid = fotoLaunch ? queryParam(env, 'viewerId') : queryParam(env, 'uid');
  return {
    ...PLATFORM_DEFAULTS,
    traits,
    ready: () => Promise.resolve(),
    identification: () => (header && uid ? { [header]: uid } : {}),
    credentials: async () => (token ? { payload: token } : null),
    languageHint: () => browserLang(queryParam(env, 'lang') ?? undefined),
    appVersion: () => bridge?.appVersion?.() ?? null,
    sellsPacks: () => bridge !== null,
    purchase: async (pack) => {
      if (!bridge) {
        env.console.warn('Payments are not available on this platform');
        return 'unavailable';
      }
      return guarded(
        env,
        'Wrapper payment failed',
        async () =>
          (await bridge.purchase({
            packId: pack.packId,
            price: pack.amount,
            currency: pack.currency,
          })) === 'paid'
            ? ('pending' as const)
            : ('cancelled' as const),
        'failed' as const,
      );
    },
    post: async (text, link) => (bridge?.share ? bridge.share({ text, link }) : false),
  };
}

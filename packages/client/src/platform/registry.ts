import type { AuthSource } from '@heroroad/protocol';
import { ownSiteAdapter, type PlatformAdapter } from './adapter';
import type { SdkEnv, SdkModule } from './sdk/base';
import { PLATFORM_TRAITS, type PlatformTraits } from './traits';

/**
 * Each platform's SDK adapter, as its own chunk: a page downloads only its platform's code (and
 * the SDK script that code loads), never another platform's.
 */
const SDK_MODULES: Partial<Record<AuthSource, () => Promise<SdkModule>>> = {
  vk: () => import('./sdk/vk'),
  ok: () => import('./sdk/ok'),
  ya: () => import('./sdk/yandex'),
  tg: () => import('./sdk/telegram'),
  crazygames: () => import('./sdk/crazygames'),
  kong: () => import('./sdk/kongregate'),
  gp: () => import('./sdk/gamepush'),
  gp_partner: () => import('./sdk/gamepush'),
  gp_playdeck: () => import('./sdk/gamepush'),
  mail: () => import('./sdk/mail'),
  mystore: () => import('./sdk/rustore'),
  foto: () => import('./sdk/wrapper'),
  beeline: () => import('./sdk/wrapper'),
  google: () => import('./sdk/wrapper'),
  exe: () => import('./sdk/wrapper'),
  gamedistrib: () => import('./sdk/gamedistribution'),
};

/**
 * An adapter that loads its platform's module on `ready()` and delegates to it afterwards; until
 * then (and if the module fails to load) it answers like a platform without the feature.
 */
function lazyAdapter(
  traits: PlatformTraits,
  load: () => Promise<SdkModule>,
  env: SdkEnv,
): PlatformAdapter {
  const fallback = ownSiteAdapter(traits);
  let impl: PlatformAdapter = { ...fallback, languageHint: () => null };
  let loading: Promise<void> | null = null;
  const wrapper: PlatformAdapter = {
    traits,
    ready: () =>
      (loading ??= load().then(async (m) => {
        const made = await m.createSdkAdapter(traits, env);
        impl = made;
      })),
    identification: () => impl.identification(),
    credentials: () => impl.credentials(),
    languageHint: () => impl.languageHint() ?? env.queryLang(),
    launchRef: () => impl.launchRef(),
    appVersion: () => impl.appVersion(),
    openStore: () => impl.openStore(),
    sellsPacks: () => impl.sellsPacks(),
    purchase: (pack, server) => impl.purchase(pack, server),
    restorePurchases: (server) => impl.restorePurchases(server),
    redeemPromo: (code, server) => impl.redeemPromo(code, server),
    invite: (text, code, link) => impl.invite(text, code, link),
    post: (text, link) => impl.post(text, link),
    rate: () => impl.rate(),
  };
  return wrapper;
}

export function createPlatform(source: AuthSource, env: SdkEnv): PlatformAdapter {
  const traits = PLATFORM_TRAITS[source];
  const load = SDK_MODULES[source];
  return load ? lazyAdapter(traits, load, env) : ownSiteAdapter(traits);
}

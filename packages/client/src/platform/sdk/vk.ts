import { browserLang, PLATFORM_DEFAULTS, type PlatformAdapter } from '../adapter';
import type { PlatformTraits } from '../traits';
import type { VKBridge } from '@vkontakte/vk-bridge';
import { guarded, queryParam, type SdkEnv } from './base';

type VkBridge = Pick<VKBridge, 'send'>;

/** Within the platform-ready limit of SPEC §9 (5 s), so the game starts even without VK. */
const INIT_TIMEOUT_MS = 3000;

/**
 * VK Mini Apps through `@vkontakte/vk-bridge` (from npm, in this chunk only): the signed launch
 * parameters are the credentials; packs are VK items bought in the order box (the server prices
 * them in its get_item answer); invites and wall posts use VK's own dialogs.
 */
export async function createSdkAdapter(
  traits: PlatformTraits,
  env: SdkEnv,
): Promise<PlatformAdapter> {
  // A stand-in bridge (tests, a wrapper) is used as is; otherwise VK's bridge from npm.
  const injected = (env.window as unknown as { vkBridge?: VkBridge }).vkBridge;
  const bridge: VkBridge = injected ?? (await import('@vkontakte/vk-bridge')).default;
  // Outside VK the bridge never answers: give up after a while rather than hang the start.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const started = await guarded(
    env,
    'Could not init external api',
    () =>
      Promise.race([
        bridge.send('VKWebAppInit'),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('VKWebAppInit timed out')), INIT_TIMEOUT_MS);
        }),
      ]),
    null,
  );
  clearTimeout(timer);
  const userId = queryParam(env, 'vk_user_id');
  const ok = started !== null;
  return {
    ...PLATFORM_DEFAULTS,
    traits,
    ready: () => Promise.resolve(),
    identification: () => (userId ? { viewer_id: userId } : {}),
    credentials: async () =>
      queryParam(env, 'sign') ? { payload: env.search.replace(/^\?/, '') } : null,
    languageHint: () => browserLang(queryParam(env, 'vk_language') ?? undefined),
    // VK app links carry the referral after '#' (vk.com/app<id>#ref=<code>).
    launchRef: () =>
      new URLSearchParams((env.window.location?.hash ?? '').replace(/^#/, '')).get('ref'),
    sellsPacks: () => ok,
    purchase: (pack) =>
      guarded(
        env,
        'VK payment failed',
        async () => {
          const r = await bridge.send('VKWebAppShowOrderBox', { type: 'item', item: pack.packId });
          return r.status === 'success' ? ('paid' as const) : ('cancelled' as const);
        },
        'cancelled' as const,
      ),
    invite: () =>
      guarded(
        env,
        'VK invite failed',
        async () => (await bridge.send('VKWebAppShowInviteBox')).success,
        false,
      ),
    post: (text, link) =>
      guarded(
        env,
        'VK post failed',
        async () => {
          await bridge.send('VKWebAppShowWallPostBox', { message: text, attachments: link });
          return true;
        },
        false,
      ),
  };
}

import { browserLang, PLATFORM_DEFAULTS, type PlatformAdapter } from '../adapter';
import type { PlatformTraits } from '../traits';
import { guarded, queryParam, type SdkEnv } from './base';

/**
 * VK Mini Apps through `@vkontakte/vk-bridge` (from npm, in this chunk only): the signed launch
 * parameters are the credentials; packs are VK items bought in the order box (the server prices
 * them in its get_item answer); invites and wall posts use VK's own dialogs.
 */
export async function createSdkAdapter(
  traits: PlatformTraits,
  env: SdkEnv,
): Promise<PlatformAdapter> {
  const { default: bridge } = await import('@vkontakte/vk-bridge');
  const started = await guarded(
    env,
    'Could not init external api',
    () => bridge.send('VKWebAppInit'),
    null,
  );
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

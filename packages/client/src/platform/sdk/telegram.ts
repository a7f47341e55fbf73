import { browserLang, PLATFORM_DEFAULTS, type PlatformAdapter } from '../adapter';
import type { PlatformTraits } from '../traits';
import { sdkGlobal, type SdkEnv } from './base';
import { TG_REF_PREFIX } from './telegram-ref';

interface WebApp {
  initData: string;
  initDataUnsafe: { user?: { id: number; language_code?: string }; start_param?: string };
  ready(): void;
  openInvoice(
    link: string,
    done: (status: 'paid' | 'cancelled' | 'failed' | 'pending') => void,
  ): void;
  openTelegramLink(url: string): void;
}

/**
 * Telegram Mini App: the raw initData is the credential (the server checks its hash); a pack is
 * a Stars invoice the server makes, bought on 'paid' (the server grants on the bot's
 * successful_payment). Invites share the bot's start link.
 */
export async function createSdkAdapter(
  traits: PlatformTraits,
  env: SdkEnv,
): Promise<PlatformAdapter> {
  const tg = (await sdkGlobal<{ WebApp?: WebApp }>(env, 'Telegram'))?.WebApp ?? null;
  if (!tg) env.console.error('Could not init external api');
  tg?.ready();
  const user = tg?.initDataUnsafe.user;
  return {
    ...PLATFORM_DEFAULTS,
    traits,
    ready: () => Promise.resolve(),
    identification: () => (user ? { tg_user_id: String(user.id) } : {}),
    credentials: async () => (tg?.initData ? { payload: tg.initData } : null),
    languageHint: () => browserLang(user?.language_code),
    launchRef: () => {
      const start = tg?.initDataUnsafe.start_param ?? '';
      return start.startsWith(TG_REF_PREFIX) ? start.slice(TG_REF_PREFIX.length) : null;
    },
    sellsPacks: () => tg !== null,
    purchase: async (pack, server) => {
      if (!tg) {
        env.console.warn('Payments are not available on this platform');
        return 'unavailable';
      }
      const { link } = await server.tgInvoice(pack.packId);
      return new Promise((resolve) =>
        tg.openInvoice(link, (status) =>
          resolve(status === 'paid' ? 'pending' : status === 'pending' ? 'pending' : 'cancelled'),
        ),
      );
    },
    invite: async (text, _code, link) => {
      if (!tg) return false;
      tg.openTelegramLink(
        `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(text)}`,
      );
      return true;
    },
  };
}

import {
  browserLang,
  PLATFORM_DEFAULTS,
  type PlatformAdapter,
  type PlatformServer,
} from '../adapter';
import type { PlatformTraits } from '../traits';
import { guarded, sdkGlobal, type SdkEnv } from './base';

interface YaPayments {
  purchase(o: { id: string }): Promise<{ signature: string; purchaseToken: string }>;
  getPurchases(): Promise<{ signature: string }>;
  consumePurchase(token: string): Promise<void>;
}
interface YaSdk {
  environment?: { i18n?: { lang?: string } };
  getPlayer(o: { signed: boolean }): Promise<{ signature: string; getMode(): string }>;
  getPayments(o: { signed: boolean }): Promise<YaPayments>;
}
interface YaGames {
  init(): Promise<YaSdk>;
}

const PAYMENT_ERROR = 'Yandex Payment ERROR';

/**
 * Yandex Games: the signed player is the credential; purchases are signed, granted by the server,
 * then consumed here; at every start the unconsumed ones are sent to the server (granted once by
 * their token) and consumed. Saving a promo code (SPEC §7) sends the code with the signed
 * unconsumed purchases its Yandex-side gift brought; the server answers the token list, which is
 * consumed here. A missing SDK logs 'Yandex Payment ERROR' on payment calls.
 */
export async function createSdkAdapter(
  traits: PlatformTraits,
  env: SdkEnv,
): Promise<PlatformAdapter> {
  const games = await sdkGlobal<YaGames>(env, 'YaGames');
  const ysdk = games
    ? await guarded(env, 'Could not init external api', () => games.init(), null)
    : null;
  const payments = ysdk
    ? await guarded(env, PAYMENT_ERROR, () => ysdk.getPayments({ signed: true }), null)
    : null;
  const player = ysdk
    ? await guarded(
        env,
        'Could not init external api',
        () => ysdk.getPlayer({ signed: true }),
        null,
      )
    : null;

  /** Sends signed purchases to the server and consumes what it granted. */
  const settle = async (server: PlatformServer, signature: string) => {
    const { consume } = await server.yaPurchases(signature);
    for (const token of consume) await payments!.consumePurchase(token);
    return consume.length;
  };
  return {
    ...PLATFORM_DEFAULTS,
    traits,
    ready: () => Promise.resolve(),
    credentials: async () =>
      player && player.getMode() !== 'lite' ? { payload: player.signature } : null,
    languageHint: () => browserLang(ysdk?.environment?.i18n?.lang),
    sellsPacks: () => true,
    purchase: async (pack, server) => {
      if (!payments) {
        env.console.error(PAYMENT_ERROR);
        return 'unavailable';
      }
      return guarded(
        env,
        PAYMENT_ERROR,
        async () =>
          (await settle(server, (await payments.purchase({ id: pack.packId })).signature)) > 0
            ? 'paid'
            : 'failed',
        'cancelled' as const,
      );
    },
    redeemPromo: async (code, server) => {
      if (!payments) {
        env.console.error(PAYMENT_ERROR);
        return null;
      }
      const { signature } = await payments.getPurchases();
      const { player, consume } = await server.yaPromo(code, signature);
      for (const token of consume)
        await guarded(env, PAYMENT_ERROR, () => payments.consumePurchase(token), undefined);
      return player;
    },
    restorePurchases: async (server) => {
      if (!payments) return;
      await guarded(
        env,
        PAYMENT_ERROR,
        async () => settle(server, (await payments.getPurchases()).signature),
        0,
      );
    },
  };
}

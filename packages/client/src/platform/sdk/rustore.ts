import { PLATFORM_DEFAULTS, type PlatformAdapter } from '../adapter';
import type { PlatformTraits } from '../traits';
import { guarded, sdkGlobal, type SdkEnv } from './base';

/**
 * The RuStore app's bridge (our Android wrapper injects it as `RuStoreBridge`; its shape is our
 * design): payments are started for our player id, which RuStore keeps as the purchase's
 * developer payload; the server reads the invoice back from RuStore before granting.
 */
interface RuStoreBridge {
  appVersion(): number;
  initPayments(playerId: string): Promise<void>;
  purchase(
    productId: string,
    developerPayload: string,
  ): Promise<{ invoiceId?: string; purchaseId?: string; status: string }>;
  openRate(): void;
  openStore(): void;
}

export async function createSdkAdapter(
  traits: PlatformTraits,
  env: SdkEnv,
): Promise<PlatformAdapter> {
  const bridge = await sdkGlobal<RuStoreBridge>(env, 'RuStoreBridge');
  if (!bridge) env.console.error('Could not init external api');
  const initialised = new Set<number>();
  return {
    ...PLATFORM_DEFAULTS,
    traits,
    ready: () => Promise.resolve(),
    languageHint: () => null,
    appVersion: () => (bridge ? bridge.appVersion() : null),
    openStore: () => {
      bridge?.openStore();
      return bridge !== null;
    },
    sellsPacks: () => bridge !== null,
    purchase: async (pack, server) => {
      if (!bridge) {
        env.console.warn('Payments are not available on this platform');
        return 'unavailable';
      }
      return guarded(
        env,
        'RuStore payment failed',
        async () => {
          if (!initialised.has(pack.playerId)) {
            await bridge.initPayments(String(pack.playerId));
            initialised.add(pack.playerId);
          }
          const r = await bridge.purchase(pack.packId, String(pack.playerId));
          if (!r.invoiceId) return 'cancelled' as const;
          // The server reads the invoice back, grants it, and confirms a held (PAID) one with
          // the purchase id the Pay SDK answered.
          const answer = await server.rustorePurchase(r.invoiceId, r.purchaseId);
          return answer.granted || answer.status === 'CONFIRMED'
            ? ('paid' as const)
            : ('pending' as const);
        },
        'failed' as const,
      );
    },
    rate: async () => {
      bridge?.openRate();
      return bridge !== null;
    },
  };
}

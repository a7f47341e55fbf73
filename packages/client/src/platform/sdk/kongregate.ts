import { PLATFORM_DEFAULTS, type PlatformAdapter } from '../adapter';
import type { PlatformTraits } from '../traits';
import { sdkGlobal, type SdkEnv } from './base';

type KongDone = (r: { success: boolean }) => void;
interface KongApi {
  services: { getUserId(): number; getGameAuthToken(): string; isGuest(): boolean };
  mtx: {
    purchaseItems(items: string[], done: KongDone): void;
    /** Dynamic purchasing: the order info string reaches the game's server in the order's callback. */
    purchaseItemsRemote?(orderInfo: string, done: KongDone): void;
  };
}
interface KongLoader {
  loadAPI(done: () => void): void;
  getAPI(): KongApi;
}

/**
 * Kongregate: the user id and game auth token are the credential (the server asks Kongregate's
 * service). A pack is bought by dynamic purchasing (`mtx.purchaseItemsRemote` with the pack id as
 * the order info): Kongregate asks the game's server for the order's items and price
 * (`item_order_request`, priced from the catalogue) and tells it once the buyer paid
 * (`item_order_placed`), where the server grants the pack; the wallet's push then shows it.
 * An API without dynamic purchasing buys the catalogue item of the same identifier, which the
 * server grants and consumes when asked to claim (also at every start, for one left unclaimed).
 */
export async function createSdkAdapter(
  traits: PlatformTraits,
  env: SdkEnv,
): Promise<PlatformAdapter> {
  const loader = await sdkGlobal<KongLoader>(env, 'kongregateAPI');
  const kong = loader
    ? await new Promise<KongApi | null>((resolve) => {
        try {
          loader.loadAPI(() => resolve(loader.getAPI()));
        } catch {
          resolve(null);
        }
      })
    : null;
  if (!kong) env.console.error('Could not init external api');
  const signedIn = kong !== null && !kong.services.isGuest();
  const token = () => kong!.services.getGameAuthToken();
  return {
    ...PLATFORM_DEFAULTS,
    traits,
    ready: () => Promise.resolve(),
    identification: () => (signedIn ? { kongId: String(kong!.services.getUserId()) } : {}),
    credentials: async () =>
      signedIn ? { payload: token(), userId: String(kong!.services.getUserId()) } : null,
    languageHint: () => null,
    sellsPacks: () => signedIn,
    purchase: async (pack, server) => {
      if (!signedIn) {
        env.console.warn('Payments are not available on this platform');
        return 'unavailable';
      }
      const mtx = kong!.mtx;
      const remote = mtx.purchaseItemsRemote?.bind(mtx);
      const paid = await new Promise<boolean>((resolve) =>
        remote
          ? remote(pack.packId, (r) => resolve(r.success))
          : mtx.purchaseItems([pack.packId], (r) => resolve(r.success)),
      );
      if (!paid) return 'cancelled';
      if (remote) return 'pending';
      return (await server.kongClaim(token())).granted > 0 ? 'paid' : 'pending';
    },
    restorePurchases: async (server) => {
      if (signedIn) await server.kongClaim(token());
    },
  };
}

import { PLATFORM_DEFAULTS, type PlatformAdapter } from '../adapter';
import type { PlatformTraits } from '../traits';
import { sdkGlobal, type SdkEnv } from './base';

interface KongApi {
  services: { getUserId(): number; getGameAuthToken(): string; isGuest(): boolean };
  mtx: { purchaseItems(items: string[], done: (r: { success: boolean }) => void): void };
}
interface KongLoader {
  loadAPI(done: () => void): void;
  getAPI(): KongApi;
}

/**
 * Kongregate: the user id and game auth token are the credential (the server asks Kongregate's
 * service). A pack is an item bought with Kreds; the server then grants and consumes the item.
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
      const paid = await new Promise<boolean>((resolve) =>
        kong!.mtx.purchaseItems([pack.packId], (r) => resolve(r.success)),
      );
      if (!paid) return 'cancelled';
      return (await server.kongClaim(token())).granted > 0 ? 'paid' : 'pending';
    },
    restorePurchases: async (server) => {
      if (signedIn) await server.kongClaim(token());
    },
  };
}

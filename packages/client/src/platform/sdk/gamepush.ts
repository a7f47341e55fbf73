import { browserLang, PLATFORM_DEFAULTS, type PlatformAdapter } from '../adapter';
import type { PlatformTraits } from '../traits';
import { guarded, sdkGlobal, type SdkEnv } from './base';

interface GamePush {
  player: { id: number; signature?: string };
  platform: { type: string };
  language?: string;
  payments: { isAvailable: boolean; purchase(o: { tag: string }): Promise<unknown> };
}

const PAYMENT_ERROR = 'GamePush payment error';

/**
 * GamePush (gp, gp_partner, gp_playdeck): the SDK's signed player (`base64(JSON).signature`, the
 * format of its webhooks; the exact field is UNKNOWN in the public docs and read from
 * `player.signature`) is the credential. Packs are products bought by tag (the pack id); the
 * server grants on GamePush's webhook.
 */
export async function createSdkAdapter(
  traits: PlatformTraits,
  env: SdkEnv,
): Promise<PlatformAdapter> {
  // GamePush's script announces itself through window.onGPInit once it is ready.
  const win = env.window as unknown as { gp?: GamePush; onGPInit?: (gp: GamePush) => void };
  const announced = new Promise<GamePush>((resolve) => {
    if (!win.gp) win.onGPInit = resolve;
  });
  const gp = (await sdkGlobal<GamePush>(env, 'gp')) ?? (env.sdkUrl ? await announced : null);
  if (!gp) env.console.error('Could not init external api');
  return {
    ...PLATFORM_DEFAULTS,
    traits,
    ready: () => Promise.resolve(),
    identification: () =>
      gp ? { gp_player_id: String(gp.player.id), gp_platform: gp.platform.type } : {},
    credentials: async () => (gp?.player.signature ? { payload: gp.player.signature } : null),
    languageHint: () => browserLang(gp?.language),
    sellsPacks: () => gp?.payments.isAvailable === true,
    purchase: async (pack) => {
      if (!gp?.payments.isAvailable) {
        env.console.error(PAYMENT_ERROR);
        return 'unavailable';
      }
      return guarded(
        env,
        PAYMENT_ERROR,
        async () => (await gp.payments.purchase({ tag: pack.packId }), 'pending' as const),
        'cancelled' as const,
      );
    },
  };
}

import { PLATFORM_DEFAULTS, type PlatformAdapter } from '../adapter';
import type { PlatformTraits } from '../traits';
import { queryParam, sdkGlobal, type SdkEnv } from './base';

interface Fapi {
  init(server: string, connection: string, ok: () => void, fail: (e: unknown) => void): void;
  UI: {
    showPayment(
      name: string,
      description: string,
      code: string,
      price: number,
      options: null,
      attributes: null,
      currency: string,
      callback: string,
    ): void;
    showInvite(text: string, params: string): void;
  };
}

/**
 * OK (Odnoklassniki) through its FAPI script: the launch parameters with auth_sig are the
 * credentials; payments and invites go through FAPI's dialogs, and the server grants on OK's
 * callbacks.payment. A missing FAPI logs SPEC §8's messages and skips the call.
 */
export async function createSdkAdapter(
  traits: PlatformTraits,
  env: SdkEnv,
): Promise<PlatformAdapter> {
  const fapi = await sdkGlobal<Fapi>(env, 'FAPI');
  const server = queryParam(env, 'api_server');
  const connection = queryParam(env, 'apiconnection');
  let inited = false;
  if (fapi && server && connection) {
    inited = await new Promise<boolean>((resolve) => {
      try {
        fapi.init(
          server,
          connection,
          () => resolve(true),
          () => resolve(false),
        );
      } catch {
        resolve(false);
      }
    });
  }
  if (!inited) env.console.error('Failed to init FAPI');
  const userId = queryParam(env, 'logged_user_id');
  return {
    ...PLATFORM_DEFAULTS,
    traits,
    ready: () => Promise.resolve(),
    identification: () => (userId ? { logged_user_id: userId } : {}),
    credentials: async () =>
      queryParam(env, 'auth_sig') ? { payload: env.search.replace(/^\?/, '') } : null,
    languageHint: () => null,
    sellsPacks: () => true,
    purchase: async (pack) => {
      if (!fapi || !inited) {
        env.console.error('OK Payment failed: FAPI is not defined.');
        return 'unavailable';
      }
      fapi.UI.showPayment(
        pack.title,
        pack.title,
        pack.packId,
        pack.amount,
        null,
        null,
        'ok',
        'true',
      );
      // OK confirms to the server (callbacks.payment); the emeralds arrive by push.
      return 'pending';
    },
    invite: async (text, code) => {
      if (!fapi || !inited) {
        env.console.error('OK invite failed: FAPI is not defined.');
        return false;
      }
      // OK hands custom_args back to the invited player's launch (an encoded ref).
      fapi.UI.showInvite(text, `ref=${encodeURIComponent(code)}`);
      return true;
    },
  };
}

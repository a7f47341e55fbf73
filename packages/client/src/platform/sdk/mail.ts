import { mailPortalCurrency } from '@heroroad/rules';
import { PLATFORM_DEFAULTS, type PlatformAdapter } from '../adapter';
import type { PlatformTraits } from '../traits';
import { queryParam, sdkGlobal, type SdkEnv } from './base';

interface MailApi {
  registerUser(): void;
  userInfo(): void;
  paymentFrame(o: { merchant_param: string; currency: string }): void;
}
type IframeApi = (o: Record<string, unknown>) => Promise<MailApi>;

/** The mail portal's "already registered" answer to a registration (SPEC §4). */
export const ALREADY_REGISTERED = 1001;

/**
 * The mail portal store through its `iframeApi`: the signed launch parameters are the
 * credential. At start the player is registered with the portal; error 1001 means already
 * registered, and user info is fetched instead; the outcome shows as 'Инициализация прошла
 * успешно' or 'Ошибка инициализации'. Packs open the portal's payment frame, in the launch
 * currency where it is USD or EUR and in roubles otherwise (SPEC §5).
 */
export async function createSdkAdapter(
  traits: PlatformTraits,
  env: SdkEnv,
): Promise<PlatformAdapter> {
  const iframeApi = await sdkGlobal<IframeApi>(env, 'iframeApi');
  let api: MailApi | null = null;
  if (!iframeApi) env.console.error('Cannot find iframeApi function');
  else {
    let settle: (ok: boolean) => void = () => undefined;
    const registered = new Promise<boolean>((resolve) => (settle = resolve));
    try {
      api = await iframeApi({
        appid: queryParam(env, 'app_id'),
        registerUserCallback: (r: { status?: string; errcode?: number }) => {
          if (r.status === 'ok') settle(true);
          else if (r.errcode === ALREADY_REGISTERED) api?.userInfo();
          else settle(false);
        },
        userInfoCallback: (r: { status?: string }) => settle(r.status === 'ok'),
      });
      api.registerUser();
      env.notify((await registered) ? 'success' : 'error');
    } catch (error) {
      env.console.error('Could not init external api', error);
      env.notify('error');
      api = null;
    }
  }
  const uid = queryParam(env, 'uid');
  return {
    ...PLATFORM_DEFAULTS,
    traits,
    ready: () => Promise.resolve(),
    identification: () => (uid ? { uid } : {}),
    credentials: async () =>
      queryParam(env, 'sign') ? { payload: env.search.replace(/^\?/, '') } : null,
    languageHint: () => null,
    sellsPacks: () => api !== null,
    purchase: async (pack) => {
      if (!api) {
        env.console.error('Cannot find iframeApi function');
        return 'unavailable';
      }
      api.paymentFrame({
        merchant_param: pack.packId,
        currency: mailPortalCurrency(queryParam(env, 'currency')),
      });
      return 'pending';
    },
  };
}

import { md5Hex, queryParams, sameHex } from '../crypto.js';
import { refuse, type PlatformUser } from './types.js';

/**
 * OK launch parameters (apiok.ru/en/dev/app/): `auth_sig = md5(logged_user_id + session_key +
 * application secret key)`, for this application's key. OK documents no timestamp, so there is no
 * freshness check: the session key itself expires on OK's side.
 */
export function verifyOkLaunch(
  launch: string,
  app: { appKey: string; secret: string },
): PlatformUser {
  const params = queryParams(launch);
  const userId = params.get('logged_user_id');
  const sessionKey = params.get('session_key');
  if (!userId || !/^\d+$/.test(userId) || !sessionKey || !params.get('auth_sig'))
    throw refuse.malformed();
  if (!sameHex(md5Hex(userId + sessionKey + app.secret), params.get('auth_sig')))
    throw refuse.signature();
  if (params.get('application_key') !== app.appKey) throw refuse.wrongApp();
  return { id: userId, name: null, lang: null };
}

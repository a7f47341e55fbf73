import { md5Hex, queryParams, sameHex } from '../crypto.js';
import { refuse, type PlatformUser } from './types.js';

/**
 * The photo network's iframe launch (`?viewerId=…&sessionKey=…&authKey=…`). The platform's own
 * server SDK (its PHP `checkAuth`, `FOTOSTRANA_AUTH_KEY_CHECK`) accepts a launch when
 * `authKey == md5(appId + "_" + viewerId + "_" + serverKey)`, lowercase hex; we check the same,
 * in constant time. The key binds our application id, so another application's launch fails
 * the same check. The launch carries no timestamp, so there is no freshness check (the
 * session key expires on the platform's side). Off unless `FOTO_APP_ID` and `FOTO_SERVER_KEY`
 * are set.
 */
export function verifyFotostranaLaunch(
  launch: string,
  app: { appId: string; serverKey: string },
): PlatformUser {
  const params = queryParams(launch);
  const viewerId = params.get('viewerId');
  const authKey = params.get('authKey');
  if (!viewerId || !/^\d{1,20}$/.test(viewerId) || !authKey || !params.get('sessionKey'))
    throw refuse.malformed();
  if (!sameHex(md5Hex(`${app.appId}_${viewerId}_${app.serverKey}`), authKey))
    throw refuse.signature();
  return { id: viewerId, name: null, lang: null };
}

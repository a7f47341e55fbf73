import { queryParams, sameHex, sortedPairsMd5 } from '../crypto.js';
import { refuse, type PlatformUser } from './types.js';

/**
 * The mail portal's launch parameters: `sign = md5(k=v… sorted by key, no separators + secret)`
 * over every parameter but `sign`, as its billing callback is signed
 * (dev.games.mail.ru/en/docs/free_to_play/billing/). The launch signature and any timestamp in
 * it are UNKNOWN in the public docs: this follows the billing rule, for this app only.
 */
export function verifyMailLaunch(
  launch: string,
  app: { appId: string; secret: string },
): PlatformUser {
  const params = queryParams(launch);
  const uid = params.get('uid');
  if (!uid || !params.get('sign')) throw refuse.malformed();
  if (!sameHex(sortedPairsMd5(params, app.secret, ['sign']), params.get('sign')))
    throw refuse.signature();
  if (params.get('app_id') !== app.appId) throw refuse.wrongApp();
  return { id: uid, name: null, lang: null };
}

import { hmacSha256, queryParams, sameBase64 } from '../crypto.js';
import { fresh, langOf, refuse, type PlatformUser } from './types.js';

/**
 * The `sign` of VK launch parameters (dev.vk.com, launch-params-sign): the parameters named by
 * `sign_keys` in that order, else every `vk_*` parameter sorted by key, as a query string; its
 * HMAC-SHA256 under the app's secure key in base64url without padding.
 */
export function vkLaunchSign(params: URLSearchParams, secret: string): string {
  const signKeys = params.get('sign_keys');
  const keys = signKeys
    ? signKeys.split(',')
    : [...params.keys()].filter((k) => k.startsWith('vk_')).sort();
  const query = keys.map((k) => `${k}=${encodeURIComponent(params.get(k) ?? '')}`).join('&');
  return hmacSha256(secret, query)
    .toString('base64')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** VK launch parameters: signed by the app's secure key, for this app, launched recently. */
export function verifyVkLaunch(
  launch: string,
  app: { appId: string; secret: string },
  nowMs: number,
  maxAgeSeconds: number,
): PlatformUser {
  const params = queryParams(launch);
  const userId = params.get('vk_user_id');
  if (!params.get('sign') || !userId || !/^\d+$/.test(userId)) throw refuse.malformed();
  if (!sameBase64(vkLaunchSign(params, app.secret), params.get('sign'))) throw refuse.signature();
  if (params.get('vk_app_id') !== app.appId) throw refuse.wrongApp();
  if (!fresh(params.get('vk_ts'), nowMs, maxAgeSeconds)) throw refuse.stale();
  return { id: userId, name: null, lang: langOf(params.get('vk_language')) };
}

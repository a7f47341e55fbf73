import { decodeBase64, hmacSha256, jsonObject, sameBase64 } from '../crypto.js';
import { refuse, text, type PlatformUser } from './types.js';

/**
 * Kongregate identity (developer center, authentication web service): the client's `user_id` and
 * `game_auth_token` are confirmed by Kongregate's server (`authenticate.json` with our API key),
 * never believed from the client. The service answers `{ success, user_id, username }`.
 */
export async function verifyKongregate(
  userId: string | undefined,
  gameAuthToken: string,
  api: { apiKey: string; apiUrl: string },
): Promise<PlatformUser> {
  if (!userId || !/^\d+$/.test(userId) || !gameAuthToken.trim()) throw refuse.malformed();
  const url = new URL(`${api.apiUrl}/authenticate.json`);
  url.searchParams.set('user_id', userId);
  url.searchParams.set('game_auth_token', gameAuthToken.trim());
  url.searchParams.set('api_key', api.apiKey);
  let body: Record<string, unknown>;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (res.status >= 500) throw new Error(`Kongregate answered ${res.status}`);
    body = (await res.json()) as Record<string, unknown>;
  } catch {
    throw refuse.unavailable();
  }
  if (body.success !== true || String(body.user_id ?? '') !== userId) throw refuse.signature();
  return { id: userId, name: text(body.username), lang: null };
}

/**
 * Kongregate's signed requests (docs.kongregate.com, "Signed Requests/Callbacks"), the format
 * Facebook made: `<signature>.<payload>`, both base64url; the payload is JSON whose `algorithm`
 * must be `HMAC-SHA256`; the signature is HMAC-SHA256 under the game's API key of the payload
 * exactly as received (still encoded). Answers the payload, or null when anything is off.
 */
export function verifyKongSigned(
  signedRequest: string,
  apiKey: string,
): Record<string, unknown> | null {
  const at = signedRequest.indexOf('.');
  if (at <= 0) return null;
  const signature = signedRequest.slice(0, at);
  const payload = signedRequest.slice(at + 1);
  const data = jsonObject(decodeBase64(payload));
  if (!data || String(data.algorithm ?? '').toUpperCase() !== 'HMAC-SHA256') return null;
  return sameBase64(hmacSha256(apiKey, payload).toString('base64'), signature) ? data : null;
}

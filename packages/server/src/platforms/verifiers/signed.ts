import { decodeBase64, hmacSha256, jsonObject, sameBase64 } from '../crypto.js';
import { fresh, langOf, refuse, text, type PlatformUser } from './types.js';

/**
 * The signed launch token of platforms without a public sign-in check (the photo network, the
 * carrier portal, the Google Play and desktop wrappers): our own design, off unless the
 * platform's secret is configured. The platform's server (or the wrapper's backend) issues
 * `base64url(JSON) + "." + base64url(HMAC-SHA256(secret, first part))` with JSON
 * `{ platform, userId, iat, name?, lang? }`; the token must name this platform and be recent.
 */
export function verifySignedToken(
  token: string,
  platform: string,
  secret: string,
  nowMs: number,
  maxAgeSeconds: number,
): PlatformUser {
  const [body, sig, extra] = token.trim().split('.');
  if (!body || !sig || extra !== undefined) throw refuse.malformed();
  if (!sameBase64(hmacSha256(secret, body).toString('base64'), sig)) throw refuse.signature();
  const payload = jsonObject(decodeBase64(body));
  const id = text(payload?.userId, 100);
  if (!payload || !id) throw refuse.malformed();
  if (payload.platform !== platform) throw refuse.wrongApp();
  if (!fresh(payload.iat, nowMs, maxAgeSeconds)) throw refuse.stale();
  return { id, name: text(payload.name), lang: langOf(payload.lang) };
}

/** Issues such a token (the wrappers' backends and the tests use the same rule). */
export function signToken(payload: Record<string, unknown>, secret: string): string {
  const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return `${body}.${hmacSha256(secret, body).toString('base64url')}`;
}

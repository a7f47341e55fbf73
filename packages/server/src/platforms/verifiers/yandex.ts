import { decodeBase64, hmacSha256, jsonObject, sameBase64 } from '../crypto.js';
import { fresh, langOf, refuse, text, type PlatformUser } from './types.js';

/**
 * Yandex Games signed data (sdk-purchases, signature section): `base64(HMAC) + "." +
 * base64(JSON)`; the HMAC-SHA256 under the game's secret covers the decoded JSON text exactly as
 * it arrived. `issuedAt` (unix seconds) must be recent. Answers the payload.
 */
export function verifyYandexSigned(
  signature: string,
  secret: string,
  nowMs: number,
  maxAgeSeconds: number,
): Record<string, unknown> {
  const parts = signature.trim().split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) throw refuse.malformed();
  const json = decodeBase64(parts[1]);
  if (json === null) throw refuse.malformed();
  if (!sameBase64(hmacSha256(secret, json).toString('base64'), parts[0])) throw refuse.signature();
  const payload = jsonObject(json);
  if (!payload || payload.algorithm !== 'HMAC-SHA256') throw refuse.malformed();
  if (!fresh(payload.issuedAt, nowMs, maxAgeSeconds)) throw refuse.stale();
  return payload;
}

/** The signed player (`getPlayer({ signed: true })`): its `uniqueID`. */
export function verifyYandexPlayer(
  signature: string,
  secret: string,
  nowMs: number,
  maxAgeSeconds: number,
): PlatformUser {
  const payload = verifyYandexSigned(signature, secret, nowMs, maxAgeSeconds);
  const data = payload.data as Record<string, unknown> | undefined;
  const id = text(data?.uniqueID, 200);
  if (!id) throw refuse.malformed();
  return { id, name: text(data?.publicName), lang: langOf(data?.lang) };
}

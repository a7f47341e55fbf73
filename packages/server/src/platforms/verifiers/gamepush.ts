import { decodeBase64, hmacSha256, jsonObject, sameBase64 } from '../crypto.js';
import { fresh, refuse, text, type PlatformUser } from './types.js';

/**
 * The two parts of GamePush signed data (docs.gamepush.com/docs/api/webhooks, "Getting the
 * result"): `base64(JSON) + "." + signature`, the signature itself base64 text (the documented
 * example `eyJ2YWx1ZSI6ICJzb21lIHJlYWwgZGF0YSJ9.cmVhbHNl…` has letters no hex digest has).
 */
export function gamePushParts(
  signed: string,
): { body: string; signature: string; payload: Record<string, unknown> } | null {
  const [body, signature, extra] = signed.trim().split('.');
  if (!body || !signature || extra !== undefined || !/^[A-Za-z0-9+/_-]+=*$/.test(signature))
    return null;
  const payload = jsonObject(decodeBase64(body));
  return payload && { body, signature, payload };
}

/**
 * GamePush signed data, checked with the project's secret key (the "Public zone" secret that the
 * docs say verifies player and payment signatures on the server). The docs show the format but
 * not the hash, so the hash is our design, off unless the project's secret is configured:
 * base64 HMAC-SHA256 under the secret of the base64 part exactly as received (compared as base64
 * or base64url, padded or not). The JSON must name this project (`projectId`, or
 * `player.projectId`) and carry a recent `time` (unix seconds, milliseconds or an ISO time as in
 * the documented webhook).
 */
export function verifyGamePushSigned(
  signed: string,
  project: { projectId: string; secret: string },
  nowMs: number,
  maxAgeSeconds: number,
): Record<string, unknown> {
  const parts = gamePushParts(signed);
  if (!parts) throw refuse.malformed();
  const { body, signature, payload } = parts;
  if (!sameBase64(hmacSha256(project.secret, body).toString('base64'), signature))
    throw refuse.signature();
  const player = payload.player as Record<string, unknown> | undefined;
  const projectId = text(payload.projectId ?? player?.projectId);
  if (projectId !== project.projectId) throw refuse.wrongApp();
  const iso = typeof payload.time === 'string' && !/^\d+$/.test(payload.time);
  const time = iso ? Date.parse(payload.time as string) : NaN;
  if (!fresh(Number.isNaN(time) ? payload.time : time, nowMs, maxAgeSeconds)) throw refuse.stale();
  return payload;
}

/** The signed player of a GamePush launch: `{ player: { id, name }, projectId, time }`. */
export function verifyGamePushPlayer(
  signed: string,
  project: { projectId: string; secret: string },
  nowMs: number,
  maxAgeSeconds: number,
): PlatformUser {
  const payload = verifyGamePushSigned(signed, project, nowMs, maxAgeSeconds);
  const player = payload.player as Record<string, unknown> | undefined;
  const id = text(player?.id, 100);
  if (!id) throw refuse.malformed();
  return { id, name: text(player?.name), lang: null };
}

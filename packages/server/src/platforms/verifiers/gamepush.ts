import { decodeBase64, hmacSha256, jsonObject, sameHex } from '../crypto.js';
import { fresh, refuse, text, type PlatformUser } from './types.js';

/**
 * GamePush signed data (docs.gamepush.com, webhooks): `base64(JSON) + "." + signature`. The hash
 * algorithm is UNKNOWN in the public docs, so this is our design, off unless the project's secret
 * is configured: the signature is hex HMAC-SHA256 under the project secret of the base64 part
 * exactly as received. The JSON must name this project (`projectId`, or `player.projectId`) and
 * carry a recent `time` (unix seconds or milliseconds).
 */
export function verifyGamePushSigned(
  signed: string,
  project: { projectId: string; secret: string },
  nowMs: number,
  maxAgeSeconds: number,
): Record<string, unknown> {
  const dot = signed.trim().lastIndexOf('.');
  if (dot <= 0) throw refuse.malformed();
  const body = signed.trim().slice(0, dot);
  const sig = signed.trim().slice(dot + 1);
  if (!sameHex(hmacSha256(project.secret, body).toString('hex'), sig)) throw refuse.signature();
  const payload = jsonObject(decodeBase64(body));
  if (!payload) throw refuse.malformed();
  const player = payload.player as Record<string, unknown> | undefined;
  const projectId = text(payload.projectId ?? player?.projectId);
  if (projectId !== project.projectId) throw refuse.wrongApp();
  if (!fresh(payload.time, nowMs, maxAgeSeconds)) throw refuse.stale();
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

import { hmacSha256, jsonObject, sameHex } from '../crypto.js';
import { fresh, langOf, refuse, text, type PlatformUser } from './types.js';

function checkString(params: URLSearchParams, skip: readonly string[]): string {
  return [...params]
    .filter(([k]) => !skip.includes(k))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('\n');
}

/**
 * Telegram Mini App `initData` (core.telegram.org/bots/webapps): the raw string, never
 * `initDataUnsafe`. The data-check string is every field but `hash`, decoded and sorted, joined by
 * newlines; its HMAC-SHA256 under HMAC-SHA256("WebAppData", bot token) is the hash. Newer payloads
 * add an Ed25519 `signature` whose place in the HMAC check is disputed, so both the string with it
 * and the string without it are accepted. No official age limit: ours is the launch maximum.
 */
export function verifyTelegramInitData(
  initData: string,
  botToken: string,
  nowMs: number,
  maxAgeSeconds: number,
): PlatformUser {
  const params = new URLSearchParams(initData);
  const hash = params.get('hash');
  if (!hash || !params.get('user') || !params.get('auth_date')) throw refuse.malformed();
  const secret = hmacSha256('WebAppData', botToken);
  const ok = [['hash'], ['hash', 'signature']].some((skip) =>
    sameHex(hmacSha256(secret, checkString(params, skip)).toString('hex'), hash),
  );
  if (!ok) throw refuse.signature();
  if (!fresh(params.get('auth_date'), nowMs, maxAgeSeconds)) throw refuse.stale();
  const user = jsonObject(params.get('user'));
  const id = user?.id;
  if (typeof id !== 'number' && typeof id !== 'string') throw refuse.malformed();
  const name = [text(user?.first_name), text(user?.last_name)].filter(Boolean).join(' ');
  return {
    id: String(id),
    name: text(user?.username) ?? (name || null),
    lang: langOf(user?.language_code),
  };
}

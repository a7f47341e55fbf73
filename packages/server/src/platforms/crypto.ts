import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const hmacSha256 = (key: string | Buffer, msg: string | Buffer): Buffer =>
  createHmac('sha256', key).update(msg).digest();

export const md5Hex = (text: string): string =>
  createHash('md5').update(text, 'utf8').digest('hex');

/** Standard base64 without padding, whatever alphabet or padding it arrived in. */
function normalBase64(value: string): string {
  return value.trim().replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
}

/** Constant-time comparison of two byte strings (different lengths compare unequal). */
function sameBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

/** Compares hex digests in constant time, ignoring case (platforms.md rule 1). */
export function sameHex(expected: string, got: string | null | undefined): boolean {
  if (!got || !/^[0-9a-f]+$/i.test(got.trim())) return false;
  return sameBytes(
    Buffer.from(expected.toLowerCase(), 'utf8'),
    Buffer.from(got.trim().toLowerCase(), 'utf8'),
  );
}

/** Compares base64 digests in constant time, whether base64 or base64url, padded or not. */
export function sameBase64(expected: string, got: string | null | undefined): boolean {
  if (!got) return false;
  return sameBytes(
    Buffer.from(normalBase64(expected), 'utf8'),
    Buffer.from(normalBase64(got), 'utf8'),
  );
}

/** Decodes base64 or base64url text; null when it is not valid base64. */
export function decodeBase64(value: string): string | null {
  const normal = normalBase64(value);
  if (!/^[A-Za-z0-9+/]*$/.test(normal)) return null;
  return Buffer.from(normal, 'base64').toString('utf8');
}

/** Parses JSON into a plain object, or null. */
export function jsonObject(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** A query string as received (with or without a leading `?` or a whole URL before it). */
export function queryParams(raw: string): URLSearchParams {
  const q = raw.includes('?') ? raw.slice(raw.indexOf('?') + 1) : raw;
  return new URLSearchParams(q.split('#')[0]);
}

/** `md5(k1=v1k2=v2…secret)` over every pair but `sig`, sorted by key (VK and OK callbacks, mail portal). */
export function sortedPairsMd5(
  params: Iterable<readonly [string, string]>,
  secret: string,
  skip: readonly string[],
): string {
  const pairs = [...params].filter(([k]) => !skip.includes(k));
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return md5Hex(pairs.map(([k, v]) => `${k}=${v}`).join('') + secret);
}

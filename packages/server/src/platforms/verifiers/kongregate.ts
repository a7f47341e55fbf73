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

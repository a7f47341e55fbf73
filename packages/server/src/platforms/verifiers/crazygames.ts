import { errors, importSPKI, jwtVerify, type CryptoKey as JoseKey } from 'jose';
import { refuse, text, type PlatformUser } from './types.js';
import { MINUTE_MS } from '@heroroad/rules';

/** A failed key fetch is not retried more often than this. */
const REFETCH_MS = MINUTE_MS;

/**
 * CrazyGames user tokens (docs.crazygames.com/sdk/html5-v2/user): RS256 JWTs `{ userId, gameId,
 * username, iat, exp }` of an hour, under a published public key that rotates. The key is cached;
 * a token that does not verify under the cached key fetches the key again (at most once a minute)
 * and is checked once more. The token must be unexpired, recent and for this game.
 */
export class CrazyGamesVerifier {
  private key: Promise<JoseKey> | null = null;
  private fetchedAt = 0;

  constructor(
    private readonly settings: { gameId: string; keyUrl: string },
    private readonly maxAgeSeconds: number,
  ) {}

  private load(nowMs: number): Promise<JoseKey> {
    this.fetchedAt = nowMs;
    const loading = (async () => {
      const res = await fetch(this.settings.keyUrl, { signal: AbortSignal.timeout(5000) });
      if (!res.ok) throw new Error(`CrazyGames key answered ${res.status}`);
      const body = (await res.json()) as { publicKey?: unknown };
      if (typeof body.publicKey !== 'string') throw new Error('CrazyGames key is missing');
      return importSPKI(body.publicKey, 'RS256');
    })();
    loading.catch(() => {
      if (this.key === loading) this.key = null;
    });
    this.key = loading;
    return loading;
  }

  private async keyFor(nowMs: number, fresh: boolean): Promise<JoseKey> {
    try {
      return await (fresh || !this.key ? this.load(nowMs) : this.key);
    } catch {
      throw refuse.unavailable();
    }
  }

  async verify(token: string, nowMs: number): Promise<PlatformUser> {
    if (token.split('.').length !== 3) throw refuse.malformed();
    const check = async (key: JoseKey) =>
      jwtVerify(token, key, {
        algorithms: ['RS256'],
        currentDate: new Date(nowMs),
        maxTokenAge: this.maxAgeSeconds,
        requiredClaims: ['exp', 'iat'],
      });
    let result;
    try {
      result = await check(await this.keyFor(nowMs, false));
    } catch (e) {
      if (!(e instanceof errors.JWSSignatureVerificationFailed)) throw this.refusal(e);
      // The key may have rotated since it was cached.
      if (nowMs - this.fetchedAt < REFETCH_MS) throw refuse.signature();
      try {
        result = await check(await this.keyFor(nowMs, true));
      } catch (again) {
        throw this.refusal(again);
      }
    }
    const p = result.payload;
    if (String(p.gameId ?? '') !== this.settings.gameId) throw refuse.wrongApp();
    const id = text(p.userId, 100);
    if (!id) throw refuse.malformed();
    return { id, name: text(p.username), lang: null };
  }

  private refusal(e: unknown): Error {
    if (e instanceof errors.JWTExpired) return refuse.stale();
    if (e instanceof errors.JWTClaimValidationFailed) return refuse.stale();
    if (e instanceof errors.JOSEError) return refuse.signature();
    return e instanceof Error ? e : refuse.signature();
  }
}

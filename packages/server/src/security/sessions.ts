import { createHmac, randomBytes } from 'node:crypto';
import type { AccessLevel, Lang } from '@heroroad/rules';
import type { Clock } from '../core/clock.js';
import type { SessionRepository } from './session-repository.js';

/** Who is calling: resolved from a live session on every authenticated request. */
export interface AuthContext {
  readonly playerId: number;
  readonly accessLevel: AccessLevel;
  readonly lang: Lang;
  readonly authSource: string;
  /** Hash of the session id, to revoke this very session. */
  readonly sessionHash: string;
}

export interface SessionMeta {
  readonly authSource: string;
  readonly identification: Readonly<Record<string, string>>;
  readonly userAgent: string | null;
  readonly ip: string | null;
}

/** A session's last-seen time is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export class SessionService {
  constructor(
    private readonly repo: SessionRepository,
    private readonly clock: Clock,
    private readonly secret: string,
    private readonly ttlMs: number,
  ) {}

  /** Session ids are 256 random bits; only a keyed hash of them is stored. */
  hashOf(token: string): string {
    return createHmac('sha256', this.secret).update(token).digest('base64url');
  }

  async create(playerId: number, meta: SessionMeta): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock();
    await this.repo.insert({
      idHash: this.hashOf(token),
      playerId,
      authSource: meta.authSource,
      identification: meta.identification,
      userAgent: meta.userAgent,
      ip: meta.ip,
      now,
      expiresAt: now + this.ttlMs,
    });
    return token;
  }

  async resolve(token: string): Promise<AuthContext | null> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
    const sessionHash = this.hashOf(token);
    const found = await this.repo.find(sessionHash);
    const now = this.clock();
    if (!found || found.revokedAt !== null || found.expiresAt <= now) return null;
    if (now - found.lastSeenAt > TOUCH_INTERVAL_MS) {
      await this.repo.touch(sessionHash, now, now + this.ttlMs);
    }
    return {
      playerId: found.playerId,
      accessLevel: found.accessLevel,
      lang: found.lang,
      authSource: found.authSource,
      sessionHash,
    };
  }

  revoke(sessionHash: string): Promise<void> {
    return this.repo.revoke(sessionHash, this.clock());
  }

  revokeAllFor(playerId: number): Promise<void> {
    return this.repo.revokeAllFor(playerId, this.clock());
  }
}

import { createHmac, randomBytes } from 'node:crypto';
import type { AuthContext } from '../core/auth-context.js';
import type { Clock } from '../core/clock.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import * as sessionRepo from './session-repository.js';
import { HOUR_MS, MINUTE_MS } from '@heroroad/rules';

export interface SessionMeta {
  readonly authSource: string;
  readonly identification: Readonly<Record<string, string>>;
  readonly userAgent: string | null;
  readonly ip: string | null;
  /** A login-as session: the staff member it is for. Such a session skips the admission check. */
  readonly viewerId?: number;
  /** A guest's session (no password stands behind it): it lasts the guests' longer idle time. */
  readonly guest?: boolean;
}

/** A session's last-seen time is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 5 * MINUTE_MS;
/**
 * A resolved session is remembered this long, so the many calls of one player do not each look
 * it up. Revoking through this instance forgets it at once; another instance (or the operator
 * command) is believed after at most this long.
 */
export const SESSION_CACHE_TTL_MS = 5_000;
/** A login-as session ends after this long unused, however long players' own sessions last. */
export const VIEW_SESSION_TTL_MS = 2 * HOUR_MS;
/** Entries kept at most; past it the oldest are dropped (Map order is insertion order). */
const SESSION_CACHE_MAX = 20_000;

interface CachedSession {
  readonly auth: AuthContext;
  readonly cachedAt: number;
  readonly lastSeenAt: number;
  readonly expiresAt: number;
}

/** Which sessions a change is about: all of a player's, or one. */
export type SessionChange = { playerId: number } | { sessionHash: string };

export class SessionService {
  /**
   * Keyed by the session id itself, so a remembered session costs no HMAC. Ids live here only as
   * long as they are in use (as they do in every request); the database still keeps only hashes.
   */
  private readonly cache = new Map<string, CachedSession>();
  /** Bumped by every revocation: a lookup that raced one is not remembered. */
  private epoch = 0;
  /** Refuses a new session to a player who may not enter (a game ban); set by moderation. */
  private admission: (playerId: number) => Promise<void> = async () => undefined;
  /** Tells the other instances what this one forgot (set when several instances share Redis). */
  private announce: (change: SessionChange) => void = () => undefined;
  /** Told of every revocation once it is written: realtime ends the sessions' connections. */
  private revoked: (change: SessionChange) => void = () => undefined;

  /** Sessions revoked at or after `since`, by id hash. */
  revokedSince(since: number): Promise<string[]> {
    return sessionRepo.revokedSince(this.db, since);
  }

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly secret: string,
    private readonly ttl: { readonly player: number; readonly guest: number },
  ) {}

  /** How long a session lasts idle: a staff view briefly, a guest's longest. */
  private ttlOf(viewer: boolean, guest: boolean): number {
    if (viewer) return VIEW_SESSION_TTL_MS;
    return guest ? this.ttl.guest : this.ttl.player;
  }

  /** Session ids are 256 random bits; only a keyed hash of them is stored. */
  hashOf(token: string): string {
    return createHmac('sha256', this.secret).update(token).digest('base64url');
  }

  /**
   * When the player was last seen playing: a session opened or used (recorded at most every
   * TOUCH_INTERVAL_MS), never a staff member's login-as view; null if never since records began.
   */
  lastSeen(playerId: number): Promise<number | null> {
    return sessionRepo.lastSeen(this.db, playerId);
  }

  /** Every new session of a player first passes `check`, which throws to refuse it. */
  setAdmission(check: (playerId: number) => Promise<void>): void {
    this.admission = check;
  }

  async create(playerId: number, meta: SessionMeta): Promise<string> {
    if (meta.viewerId === undefined) await this.admission(playerId);
    const token = randomBytes(32).toString('base64url');
    const now = this.clock();
    await sessionRepo.insert(this.db, {
      idHash: this.hashOf(token),
      playerId,
      authSource: meta.authSource,
      identification: meta.identification,
      userAgent: meta.userAgent,
      ip: meta.ip,
      viewerId: meta.viewerId ?? null,
      now,
      expiresAt: now + this.ttlOf(meta.viewerId !== undefined, meta.guest === true),
    });
    if (meta.viewerId === undefined) await sessionRepo.seen(this.db, playerId, now);
    return token;
  }

  async resolve(token: string): Promise<AuthContext | null> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
    const now = this.clock();
    const cached = this.cache.get(token);
    if (
      cached &&
      now - cached.cachedAt < SESSION_CACHE_TTL_MS &&
      cached.expiresAt > now &&
      now - cached.lastSeenAt <= TOUCH_INTERVAL_MS
    ) {
      return cached.auth;
    }
    const sessionHash = this.hashOf(token);
    const epoch = this.epoch;
    const found = await sessionRepo.find(this.db, sessionHash);
    if (!found || found.revokedAt !== null || found.expiresAt <= now) {
      this.cache.delete(token);
      return null;
    }
    let { lastSeenAt, expiresAt } = found;
    if (now - lastSeenAt > TOUCH_INTERVAL_MS) {
      const ttl = this.ttlOf(found.viewerId !== null, found.accessLevel === 'TRIAL');
      await sessionRepo.touch(this.db, sessionHash, now, now + ttl);
      // A staff member looking through a login-as session is not the player coming back.
      if (found.viewerId === null) await sessionRepo.seen(this.db, found.playerId, now);
      lastSeenAt = now;
      expiresAt = now + ttl;
    }
    const auth: AuthContext = {
      playerId: found.playerId,
      accessLevel: found.accessLevel,
      lang: found.lang,
      authSource: found.authSource,
      sessionHash,
      viewerId: found.viewerId,
    };
    if (epoch === this.epoch) this.remember(token, { auth, cachedAt: now, lastSeenAt, expiresAt });
    return auth;
  }

  private remember(token: string, entry: CachedSession): void {
    this.cache.delete(token);
    // Oldest first (Map order is insertion order): drop a few that are past their time, and the
    // oldest of all when full, so ids no longer in use do not stay in memory.
    let pruned = 0;
    for (const [key, old] of this.cache) {
      const full = this.cache.size >= SESSION_CACHE_MAX;
      if (!full && (pruned >= 8 || entry.cachedAt - old.cachedAt < SESSION_CACHE_TTL_MS)) break;
      this.cache.delete(key);
      pruned++;
    }
    this.cache.set(token, entry);
  }

  private forget(match: (auth: AuthContext) => boolean): void {
    this.epoch++;
    for (const [key, entry] of this.cache) if (match(entry.auth)) this.cache.delete(key);
  }

  /**
   * Forgets what this instance remembers of a player's sessions: after a revocation, or when the
   * access level or language the sessions carry changed.
   */
  forgetPlayer(playerId: number): void {
    this.forget((auth) => auth.playerId === playerId);
    this.announce({ playerId });
  }

  /**
   * Connects the instances: what one forgets, every other forgets too, so a logout or a
   * password change ends the session at once everywhere, not after the remembering time.
   */
  shareForgetting(announce: (change: SessionChange) => void): void {
    this.announce = announce;
  }

  /**
   * Calls `listener` after each revocation (logout, password change, a guest's registration):
   * realtime closes the sessions' connections on every instance.
   */
  onRevoke(listener: (change: SessionChange) => void): void {
    this.revoked = listener;
  }

  /** Another instance forgot this: do the same, without announcing it again. */
  forgetFromPeer(change: SessionChange): void {
    if ('playerId' in change) this.forget((auth) => auth.playerId === change.playerId);
    else this.forget((auth) => auth.sessionHash === change.sessionHash);
  }

  async revoke(sessionHash: string): Promise<void> {
    const match = (auth: AuthContext) => auth.sessionHash === sessionHash;
    this.forget(match);
    await sessionRepo.revoke(this.db, sessionHash, this.clock());
    // A lookup that read the row before the revocation landed must not be remembered either.
    this.forget(match);
    this.announce({ sessionHash });
    this.revoked({ sessionHash });
  }

  async revokeAllFor(playerId: number): Promise<void> {
    this.forgetPlayer(playerId);
    await sessionRepo.revokeAllFor(this.db, playerId, this.clock());
    this.forgetPlayer(playerId);
    this.revoked({ playerId });
  }
}

import { nicknameKey, validateNickname, type AccessLevel, type Lang } from '@heroroad/rules';
import type { AuthContext } from '../core/auth-context.js';
import type { Clock } from '../core/clock.js';
import { AppError } from '../core/errors.js';
import type { Random } from '../core/random.js';
import type { Db } from '../db/database.js';
import { isUniqueViolation } from '../db/errors.js';
import type { Executor } from '../db/tx.js';
import { guestName, newPlayerRow } from '../player/defaults.js';
import * as playerRepo from '../player/repository.js';
import type { SessionMeta, SessionService } from '../auth/sessions.js';
import type { PlatformUser } from './verifiers/types.js';

export interface PlatformSession {
  readonly token: string;
  readonly playerId: number;
  readonly accessLevel: AccessLevel;
  /** A new player was made for this platform user. */
  readonly created: boolean;
  /** The caller's own-site guest was bound to this platform user and kept its progress. */
  readonly merged: boolean;
}

/** The player bound to a platform user, if any. */
export async function identityOwner(
  db: Executor,
  source: string,
  platformUserId: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('platform_identity')
    .select('player_id')
    .where('source', '=', source)
    .where('platform_user_id', '=', platformUserId)
    .executeTakeFirst();
  return row ? Number(row.player_id) : null;
}

/**
 * Platform accounts: a platform identity belongs to one player. A verified platform user signs in
 * as that player; an unknown one becomes a new player, or, when the caller is signed in on the
 * own site without an identity of this platform, is bound to the caller (an own-site guest keeps
 * its progress). When the identity already belongs to another player the answer is
 * PLAYER_ALREADY_EXISTS (SPEC §5): the client logs out and reloads, then signs in as that player.
 */
export class PlatformAccounts {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
    private readonly clock: Clock,
    private readonly random: Random,
  ) {}

  async signIn(
    source: string,
    user: PlatformUser,
    auth: AuthContext | null,
    lang: Lang,
    meta: SessionMeta,
  ): Promise<PlatformSession> {
    const kysely = this.db.kysely;
    const owner = await identityOwner(kysely, source, user.id);
    if (owner !== null) {
      if (auth && auth.playerId !== owner) throw new AppError('PLAYER_ALREADY_EXISTS');
      return this.open(owner, meta, { created: false, merged: false }, auth);
    }
    if (auth) {
      await this.bind(kysely, source, user.id, auth.playerId);
      // A bound guest is identified by the platform from now on.
      await kysely
        .updateTable('player')
        .set({ access_level: 'PLAYER', user_source: source, updated_at: this.clock() })
        .where('id', '=', auth.playerId)
        .where('access_level', '=', 'TRIAL')
        .execute();
      return this.open(auth.playerId, meta, { created: false, merged: true }, auth);
    }
    const playerId = await this.create(source, user, user.lang ?? lang);
    return this.open(playerId, meta, { created: true, merged: false }, null);
  }

  private async bind(db: Executor, source: string, userId: string, playerId: number) {
    try {
      await db
        .insertInto('platform_identity')
        .values({ source, platform_user_id: userId, player_id: playerId, created_at: this.clock() })
        .execute();
    } catch (error) {
      // The identity was bound meanwhile, or this player already has one of this platform.
      if (isUniqueViolation(error)) throw new AppError('PLAYER_ALREADY_EXISTS');
      throw error;
    }
  }

  /** The platform's name when it is a free, valid nickname; else a generated one. */
  private async nameFor(db: Executor, user: PlatformUser, attempt: number): Promise<string> {
    if (attempt === 0 && user.name) {
      const valid = validateNickname(user.name);
      if (valid.ok && !(await playerRepo.nameKeyExists(db, nicknameKey(valid.value))))
        return valid.value;
    }
    return guestName();
  }

  private async create(source: string, user: PlatformUser, lang: Lang): Promise<number> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.db.kysely.transaction().execute(async (trx) => {
          const name = await this.nameFor(trx, user, attempt);
          const playerId = await playerRepo.insert(
            trx,
            newPlayerRow({
              name,
              nameKey: nicknameKey(name),
              accessLevel: 'PLAYER',
              passwordHash: null,
              mailOrPhone: null,
              lang,
              userSource: source,
              now: this.clock(),
              random: this.random,
            }),
          );
          await this.bind(trx, source, user.id, playerId);
          return playerId;
        });
      } catch (error) {
        // Two first sign-ins of one user at once: the second finds the first one's player.
        if (error instanceof AppError) {
          const owner = await identityOwner(this.db.kysely, source, user.id);
          if (owner !== null) return owner;
          throw error;
        }
        if (!isUniqueViolation(error) || attempt >= 5) throw error;
      }
    }
  }

  private async open(
    playerId: number,
    meta: SessionMeta,
    how: { created: boolean; merged: boolean },
    previous: AuthContext | null,
  ): Promise<PlatformSession> {
    const row = await playerRepo.findById(this.db.kysely, playerId);
    if (!row) throw new AppError('UNAUTHORIZED');
    // A new level of trust gets a new session id; the caller's earlier one ends here.
    if (previous) await this.sessions.revoke(previous.sessionHash);
    const token = await this.sessions.create(playerId, meta);
    return { token, playerId, accessLevel: row.access_level as AccessLevel, ...how };
  }
}

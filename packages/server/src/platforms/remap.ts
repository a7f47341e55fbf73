import type { AuthSource } from '@heroroad/protocol';
import type { Clock } from '../core/clock.js';
import { AppError } from '../core/errors.js';
import type { Db } from '../db/database.js';
import type { Executor } from '../db/tx.js';
import { identityOwner } from './accounts.js';
import { verifierFor, type SignInVerifier } from './signin.js';
import type { SignInInput } from './verifiers/types.js';

export interface FoundAccount {
  readonly playerId: number;
  readonly name: string;
  readonly level: number;
}

/**
 * SPEC §7 platform "search" and "remap": a player signed in here who proves a platform account
 * (its signed credentials, checked as at sign-in) may see which player that account opens, and
 * move it to the player signed in. Both ownerships are proven, so the move is theirs to make,
 * except where the player losing the link would have no other way in (no password, no other
 * platform's account): that player would be lost, so the move is refused.
 */
export class PlatformLinks {
  constructor(
    private readonly db: Db,
    private readonly verifiers: ReadonlyMap<AuthSource, SignInVerifier>,
    private readonly clock: Clock,
  ) {}

  private verify(source: AuthSource, input: SignInInput) {
    return verifierFor(this.verifiers, source)(input, this.clock());
  }

  async search(
    playerId: number,
    source: AuthSource,
    input: SignInInput,
  ): Promise<{ found: FoundAccount | null; yours: boolean }> {
    const user = await this.verify(source, input);
    const owner = await identityOwner(this.db.kysely, source, user.id);
    if (owner === null) return { found: null, yours: false };
    const row = await this.db.kysely
      .selectFrom('player')
      .select(['id', 'name', 'level'])
      .where('id', '=', owner)
      .executeTakeFirstOrThrow();
    return {
      found: { playerId: Number(row.id), name: row.name, level: Number(row.level) },
      yours: owner === playerId,
    };
  }

  async remap(
    playerId: number,
    source: AuthSource,
    input: SignInInput,
  ): Promise<{ playerId: number; moved: boolean; from: number | null }> {
    const user = await this.verify(source, input);
    return this.db.kysely.transaction().execute(async (trx) => {
      const owner = await identityOwner(trx, source, user.id);
      if (owner === playerId) return { playerId, moved: false, from: null };
      const mine = await trx
        .selectFrom('platform_identity')
        .select('platform_user_id')
        .where('player_id', '=', playerId)
        .where('source', '=', source)
        .executeTakeFirst();
      if (mine) throw new AppError('PLATFORM_ALREADY_LINKED', 409);
      const now = this.clock();
      if (owner === null) {
        await trx
          .insertInto('platform_identity')
          .values({ source, platform_user_id: user.id, player_id: playerId, created_at: now })
          .execute();
      } else {
        if (!(await this.keepsAWayIn(trx, owner, source)))
          throw new AppError('PLATFORM_REMAP_ORPHAN', 409);
        const moved = await trx
          .updateTable('platform_identity')
          .set({ player_id: playerId, created_at: now })
          .where('source', '=', source)
          .where('platform_user_id', '=', user.id)
          .where('player_id', '=', owner)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) throw new AppError('CONFLICT');
      }
      // A guest the platform now names is a registered player, as at sign-in.
      await trx
        .updateTable('player')
        .set({ access_level: 'PLAYER', user_source: source, updated_at: now })
        .where('id', '=', playerId)
        .where('access_level', '=', 'TRIAL')
        .execute();
      return { playerId, moved: owner !== null, from: owner };
    });
  }

  /** A password, or another platform's account, still opens the player. */
  private async keepsAWayIn(trx: Executor, playerId: number, source: string): Promise<boolean> {
    const row = await trx
      .selectFrom('player')
      .select('password_hash')
      .where('id', '=', playerId)
      .executeTakeFirst();
    if (row?.password_hash) return true;
    const other = await trx
      .selectFrom('platform_identity')
      .select('source')
      .where('player_id', '=', playerId)
      .where('source', '!=', source)
      .executeTakeFirst();
    return other !== undefined;
  }
}

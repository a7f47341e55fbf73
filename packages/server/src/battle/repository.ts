import type { BattleKind, BattleState } from '@heroroad/rules';
import { reusable } from '../db/reusable.js';
import type { Executor } from '../db/tx.js';
import type { BattleStateCache } from './state-cache.js';

export interface StoredBattle {
  readonly id: number;
  readonly kind: BattleKind;
  readonly placeId: number | null;
  readonly contextId: number;
  readonly opponentId: number | null;
  readonly state: BattleState;
  readonly version: number;
  readonly finalized: boolean;
}

/** Battles as JSON states; every write names the version it read. */
export class BattleRepository {
  constructor(private readonly db: Executor) {}

  async create(
    input: {
      playerId: number;
      kind: BattleKind;
      placeId: number | null;
      contextId: number;
      opponentId: number | null;
    },
    build: (id: number) => BattleState,
    now: number,
  ): Promise<StoredBattle> {
    const row = await this.db
      .insertInto('battle')
      .values({
        player_id: input.playerId,
        kind: input.kind,
        place_id: input.placeId,
        context_id: input.contextId,
        opponent_id: input.opponentId,
        status: 'IN_PROGRESS',
        state: '{}',
        version: 0,
        finalized: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const state = build(row.id);
    await this.db
      .updateTable('battle')
      .set({ state: JSON.stringify(state), status: state.status, version: 1 })
      .where('id', '=', row.id)
      .execute();
    return {
      id: row.id,
      kind: input.kind,
      placeId: input.placeId,
      contextId: input.contextId,
      opponentId: input.opponentId,
      state,
      version: 1,
      finalized: false,
    };
  }

  async get(playerId: number, id: number): Promise<StoredBattle | undefined> {
    const r = await this.db
      .selectFrom('battle')
      .select([
        'id',
        'kind',
        'place_id',
        'context_id',
        'opponent_id',
        'state',
        'version',
        'finalized',
      ])
      .where('id', '=', id)
      .where('player_id', '=', playerId)
      .executeTakeFirst();
    if (!r) return undefined;
    return {
      id: r.id,
      kind: r.kind as BattleKind,
      placeId: r.place_id,
      contextId: r.context_id,
      opponentId: r.opponent_id,
      state: JSON.parse(r.state) as BattleState,
      version: r.version,
      finalized: r.finalized === 1,
    };
  }

  /**
   * The player's current battle in one query; its state comes from `cache` when the stored
   * version still matches, and is read and parsed otherwise.
   */
  async current(playerId: number, cache: BattleStateCache): Promise<StoredBattle | undefined> {
    const [r] = (await currentBattle(this.db, playerId, playerId)).rows;
    if (!r) return undefined;
    let version = r.version;
    let state = cache.get(r.id, version);
    if (!state) {
      // State and version are read together, so they match even if a write came in between.
      const s = await this.db
        .selectFrom('battle')
        .select(['state', 'version'])
        .where('id', '=', r.id)
        .executeTakeFirstOrThrow();
      state = JSON.parse(s.state) as BattleState;
      version = s.version;
      cache.set(r.id, version, state);
    }
    return {
      id: r.id,
      kind: r.kind as BattleKind,
      placeId: r.place_id,
      contextId: r.context_id,
      opponentId: r.opponent_id,
      state,
      version,
      finalized: r.finalized === 1,
    };
  }

  /** Stores a new state if nobody changed the battle since `version` was read. */
  async save(id: number, state: BattleState, version: number, now: number): Promise<boolean> {
    const r = await saveState(
      this.db,
      JSON.stringify(state),
      state.status,
      version + 1,
      now,
      id,
      version,
    );
    return Number(r.numAffectedRows ?? 0) === 1;
  }

  /** Marks a finished battle's outcome applied; false if it already was. */
  async finalize(id: number, now: number): Promise<boolean> {
    const r = await this.db
      .updateTable('battle')
      .set({ finalized: 1, updated_at: now })
      .where('id', '=', id)
      .where('finalized', '=', 0)
      .where('status', '=', 'COMPLETED')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }
}

// A subquery rather than a join: SQLite then finds the battle by its key (about 4 times
// faster than the join plan it picked).
const currentBattle = reusable(
  (db, playerId: number, owner: number) =>
    db
      .selectFrom('battle')
      .select(['id', 'kind', 'place_id', 'context_id', 'opponent_id', 'version', 'finalized'])
      .where('id', '=', (eb) =>
        eb.selectFrom('player').select('player.battle_id').where('player.id', '=', playerId),
      )
      .where('player_id', '=', owner),
  [-101, -102],
);

const saveState = reusable(
  (
    db,
    state: string,
    status: string,
    nextVersion: number,
    now: number,
    id: number,
    version: number,
  ) =>
    db
      .updateTable('battle')
      .set({ state, status, version: nextVersion, updated_at: now })
      .where('id', '=', id)
      .where('version', '=', version),
  ['{}', 'sample', -101, -102, -103, -104],
);

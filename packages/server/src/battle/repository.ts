import type { BattleKind, BattleState, BattleStep, Team } from '@heroroad/rules';
import type { Engine } from '../db/engine.js';
import { reusable } from '../db/reusable.js';
import type { Executor } from '../db/tx.js';
import { appendMoves } from './move-log.js';
import type { BattleStateCache } from './state-cache.js';

export interface StoredBattle {
  readonly id: number;
  /** Who started it: team 0. In a MULTI battle the opponent (team 1) plays too. */
  readonly playerId: number;
  readonly kind: BattleKind;
  readonly placeId: number | null;
  readonly contextId: number;
  readonly opponentId: number | null;
  readonly state: BattleState;
  readonly version: number;
  readonly finalized: boolean;
}

// Battles as JSON states, their moves in a log beside them (move-log.ts); every write names the
// version it read.

/** Creates a battle with its first state and moves; run it in a transaction. */
export async function create(
  db: Executor,
  input: {
    playerId: number;
    kind: BattleKind;
    placeId: number | null;
    contextId: number;
    opponentId: number | null;
  },
  build: (id: number) => BattleStep,
  now: number,
): Promise<StoredBattle & { readonly moves: BattleStep['moves'] }> {
  const row = await db
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
  const { state, moves } = build(row.id);
  await db
    .updateTable('battle')
    .set({ state: JSON.stringify(state), status: state.status, version: 1 })
    .where('id', '=', row.id)
    .execute();
  await appendMoves(db, row.id, moves);
  return {
    id: row.id,
    playerId: input.playerId,
    kind: input.kind,
    placeId: input.placeId,
    contextId: input.contextId,
    opponentId: input.opponentId,
    state,
    moves,
    version: 1,
    finalized: false,
  };
}

export async function get(
  db: Executor,
  playerId: number,
  id: number,
): Promise<StoredBattle | undefined> {
  const r = await db
    .selectFrom('battle')
    .select([
      'id',
      'player_id',
      'kind',
      'place_id',
      'context_id',
      'opponent_id',
      'state',
      'version',
      'finalized',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!r || !plays(r, playerId)) return undefined;
  return {
    id: r.id,
    playerId: r.player_id,
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
export async function current(
  db: Executor,
  playerId: number,
  cache: BattleStateCache,
): Promise<StoredBattle | undefined> {
  const [r] = (await currentBattle(db, playerId)).rows;
  if (!r || !plays(r, playerId)) return undefined;
  let version = r.version;
  let state = cache.get(r.id, version);
  if (!state) {
    // State and version are read together, so they match even if a write came in between.
    const s = await db
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
    playerId: r.player_id,
    kind: r.kind as BattleKind,
    placeId: r.place_id,
    contextId: r.context_id,
    opponentId: r.opponent_id,
    state,
    version,
    finalized: r.finalized === 1,
  };
}

/**
 * Stores a step's state and appends its moves, if nobody changed the battle since `version` was
 * read: both or neither. On PostgreSQL they are one statement (the updated row feeds the insert),
 * one round trip to the database; on SQLite, two in a transaction (the caller's, or one of its
 * own).
 */
export async function save(
  db: Executor,
  engine: Engine,
  id: number,
  step: BattleStep,
  version: number,
  now: number,
): Promise<boolean> {
  const { state, moves } = step;
  const json = JSON.stringify(state);
  const last = moves.at(-1);
  if (last === undefined) {
    return saved(await saveState(db, json, state.status, version + 1, now, id, version));
  }
  if (engine === 'postgres') {
    const log = JSON.stringify(moves);
    const r = await saveWithMoves(
      db,
      json,
      state.status,
      version + 1,
      now,
      id,
      version,
      last.moveNumber,
      log,
    );
    return saved(r);
  }
  if (!db.isTransaction) {
    return db.transaction().execute((trx) => save(trx, engine, id, step, version, now));
  }
  if (!saved(await saveState(db, json, state.status, version + 1, now, id, version))) return false;
  await appendMoves(db, id, moves);
  return true;
}

/** Whether a write that names its version found the battle still at it. */
function saved(r: { numAffectedRows?: bigint }): boolean {
  return Number(r.numAffectedRows ?? 0) === 1;
}

/** Marks a finished battle's outcome applied; false if it already was. */
export async function finalize(db: Executor, id: number, now: number): Promise<boolean> {
  const r = await db
    .updateTable('battle')
    .set({ finalized: 1, updated_at: now })
    .where('id', '=', id)
    .where('finalized', '=', 0)
    .where('status', '=', 'COMPLETED')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

// A subquery rather than a join: SQLite then finds the battle by its key (about 4 times
// faster than the join plan it picked).
const currentBattle = reusable(
  (db, playerId: number) =>
    db
      .selectFrom('battle')
      .select([
        'id',
        'player_id',
        'kind',
        'place_id',
        'context_id',
        'opponent_id',
        'version',
        'finalized',
      ])
      .where('id', '=', (eb) =>
        eb.selectFrom('player').select('player.battle_id').where('player.id', '=', playerId),
      ),
  [-101],
);

/** The battle's own player, or the second player of a MULTI battle. */
function plays(
  r: { player_id: number; kind: string; opponent_id: number | null },
  playerId: number,
): boolean {
  return r.player_id === playerId || (r.kind === 'MULTI' && r.opponent_id === playerId);
}

/** The side a player fights on: team 0 for the battle's own player, 1 for a duel's second. */
export function teamOf(b: Pick<StoredBattle, 'playerId'>, playerId: number): Team {
  return b.playerId === playerId ? 0 : 1;
}

/** A state write's values, in the order its statement binds them. */
type StateWrite = [
  state: string,
  status: string,
  nextVersion: number,
  now: number,
  id: number,
  version: number,
];
const STATE_SAMPLE: StateWrite = ['{}', 'sample', -101, -102, -103, -104];

/** The state written if the battle is still at `version`. */
function stateUpdate(db: Executor, ...[state, status, nextVersion, now, id, version]: StateWrite) {
  return db
    .updateTable('battle')
    .set({ state, status, version: nextVersion, updated_at: now })
    .where('id', '=', id)
    .where('version', '=', version);
}

const saveState = reusable(stateUpdate, STATE_SAMPLE);

/** `stateUpdate` and, from the row it updated, the step's moves appended: one statement. */
const saveWithMoves = reusable(
  (db, ...p: [...StateWrite, last: number, moves: string]) => {
    const [last, moves] = [p[6], p[7]];
    return db
      .with('saved', () => stateUpdate(db, ...(p.slice(0, 6) as StateWrite)).returning('id'))
      .insertInto('battle_move')
      .columns(['battle_id', 'last', 'moves'])
      .expression((eb) =>
        eb
          .selectFrom('saved')
          .select([
            'saved.id',
            eb.cast<number>(eb.val(last), 'integer').as('last'),
            eb.cast<string>(eb.val(moves), 'text').as('moves'),
          ]),
      );
  },
  [...STATE_SAMPLE, -105, '[]'],
);

/** A player's battles started before `before`, newest first (the staff's player log). */
export function battlesStartedBefore(
  db: Executor,
  playerId: number,
  before: number,
  limit: number,
) {
  return db
    .selectFrom('battle')
    .select(['id', 'kind', 'place_id', 'status', 'created_at'])
    .where('player_id', '=', playerId)
    .where('created_at', '<', before)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

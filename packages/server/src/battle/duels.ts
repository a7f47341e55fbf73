import { maxHealth, MULTI, startBattle, withHealth } from '@heroroad/rules';
import {
  toBattleStatusDto,
  type BattleStatusDto,
  type DuelBoardDto,
  type DuelDto,
  type DuelViewDto,
} from '@heroroad/protocol';
import { AppError, unwrap } from '../core/errors.js';
import type { Executor } from '../db/tx.js';
import type { Kernel } from '../kernel.js';
import type { PlayerService } from '../player/service.js';
import type { PlayerUnit } from '../player/unit.js';
import { movesAfter } from './move-log.js';
import type { StoredBattle } from './repository.js';
import type { BattleService } from './service.js';

/**
 * Duels, the MULTI battles of SPEC §3: a player challenges anyone (an OPEN duel on the board),
 * another player takes it up and the battle starts with both squads at full health, each side
 * moved by its own player through the ordinary battle commands; anyone may watch a running
 * duel. Completion and the winner's reward are in complete.ts and duel-reward.ts.
 */
export class DuelService {
  constructor(
    private readonly kernel: Kernel,
    private readonly players: PlayerService,
    private readonly battles: BattleService,
  ) {}

  private gate(p: PlayerUnit): void {
    if (p.row.level < MULTI.minLevel) throw new AppError('DUEL_LEVEL');
  }

  /** The board: my open challenge, others' open ones (newest first), duels being fought. */
  async board(playerId: number, db: Executor = this.kernel.db.kysely): Promise<DuelBoardDto> {
    const since = this.kernel.clock() - MULTI.openForMs;
    const open = await db
      .selectFrom('duel as d')
      .innerJoin('player as p', 'p.id', 'd.host_id')
      .select(['d.id', 'd.host_id', 'd.created_at', 'p.name', 'p.level'])
      .where('d.status', '=', 'OPEN')
      .where('d.created_at', '>', since)
      .orderBy('d.id', 'desc')
      .limit(MULTI.listSize + 1)
      .execute();
    const toDto = (r: (typeof open)[number]): DuelDto => ({
      id: r.id,
      hostId: r.host_id,
      hostName: r.name,
      hostLevel: r.level,
      createdAt: r.created_at,
    });
    const live = await db
      .selectFrom('duel as d')
      .innerJoin('battle as b', 'b.id', 'd.battle_id')
      .innerJoin('player as h', 'h.id', 'd.host_id')
      .innerJoin('player as j', 'j.id', 'd.joiner_id')
      .select(['d.battle_id', 'h.name as host', 'j.name as joiner'])
      .where('d.status', '=', 'STARTED')
      .where('b.status', '=', 'IN_PROGRESS')
      .orderBy('d.id', 'desc')
      .limit(MULTI.listSize)
      .execute();
    const mine = open.find((r) => r.host_id === playerId);
    return {
      mine: mine ? toDto(mine) : null,
      open: open
        .filter((r) => r.host_id !== playerId)
        .slice(0, MULTI.listSize)
        .map(toDto),
      live: live.map((r) => ({
        battleId: r.battle_id!,
        hostName: r.host,
        joinerName: r.joiner,
      })),
    };
  }

  /** Opens the player's challenge (one at a time: asking again keeps the one there is). */
  async open(playerId: number): Promise<DuelBoardDto> {
    await this.players.changeOnly(playerId, async (p) => {
      this.gate(p);
      if ((await p.heroes.squad()).length === 0) throw new AppError('SQUAD_EMPTY');
      await withdrawStale(p.trx, playerId, p.now);
      const there = await p.trx
        .selectFrom('duel')
        .select('id')
        .where('host_id', '=', playerId)
        .where('status', '=', 'OPEN')
        .executeTakeFirst();
      if (!there)
        await p.trx
          .insertInto('duel')
          .values({ host_id: playerId, status: 'OPEN', created_at: p.now })
          .execute();
    });
    return this.board(playerId);
  }

  /** Withdraws the player's open challenge (nothing to withdraw is not an error). */
  async cancel(playerId: number): Promise<DuelBoardDto> {
    await this.kernel.db.kysely
      .updateTable('duel')
      .set({ status: 'WITHDRAWN' })
      .where('host_id', '=', playerId)
      .where('status', '=', 'OPEN')
      .execute();
    return this.board(playerId);
  }

  /**
   * Takes up a challenge: in the joiner's change the duel is claimed (a conditional update, so
   * of two players taking it up at once one gets it), the battle is built from both squads at
   * full health, and the challenger is put into it through the player kernel; a challenger busy
   * in another battle refuses the whole change. The challenger moves first.
   */
  async join(playerId: number, duelId: number): Promise<BattleStatusDto> {
    let started: StoredBattle | undefined;
    let hostId = 0;
    // The challenger's row is written too (put into the battle): both rows are locked, in id
    // order, before anything else, so two players taking up each other's duels at once wait
    // in turn instead of deadlocking. A duel's challenger never changes, so this read holds.
    const host = await this.kernel.db.kysely
      .selectFrom('duel')
      .select('host_id')
      .where('id', '=', duelId)
      .executeTakeFirst();
    const alsoLock = host && host.host_id !== playerId ? [host.host_id] : [];
    await this.players.changeOnly(
      playerId,
      async (p) => {
        this.gate(p);
        const duel = await p.trx
          .selectFrom('duel')
          .select(['id', 'host_id', 'created_at'])
          .where('id', '=', duelId)
          .where('status', '=', 'OPEN')
          .executeTakeFirst();
        if (!duel || duel.created_at <= p.now - MULTI.openForMs)
          throw new AppError('DUEL_NOT_FOUND', 404);
        if (duel.host_id === playerId) throw new AppError('DUEL_OWN');
        // A player with an open challenge may not take up another's: no two changes then wait
        // on each other's player rows.
        const mineOpen = await p.trx
          .selectFrom('duel')
          .select('id')
          .where('host_id', '=', playerId)
          .where('status', '=', 'OPEN')
          .executeTakeFirst();
        if (mineOpen)
          await p.trx
            .updateTable('duel')
            .set({ status: 'WITHDRAWN' })
            .where('id', '=', mineOpen.id)
            .execute();
        const theirs = await this.kernel.players.view(duel.host_id, p.trx).heroes.squad();
        if (theirs.length === 0) throw new AppError('DUEL_NOT_FOUND', 404);
        const squad = await p.heroes.squad();
        const seed = this.kernel.random.seed();
        const battle = await this.battles.create(
          p,
          { kind: 'MULTI', placeId: null, opponentId: playerId },
          (id) =>
            unwrap(
              startBattle(
                {
                  id,
                  kind: 'MULTI',
                  stair: 1,
                  squad: theirs.map((c) => withHealth(c, maxHealth(c))),
                  enemies: squad.map((c) => withHealth(c, maxHealth(c))),
                },
                seed,
              ),
            ),
          duel.host_id,
        );
        const claimed = await p.trx
          .updateTable('duel')
          .set({ status: 'STARTED', joiner_id: playerId, battle_id: battle.id })
          .where('id', '=', duel.id)
          .where('status', '=', 'OPEN')
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) throw new AppError('DUEL_NOT_FOUND', 404);
        if (!(await this.kernel.players.enterBattle(duel.host_id, battle.id, p.trx)))
          throw new AppError('DUEL_HOST_BUSY', 409);
        started = battle;
        hostId = duel.host_id;
      },
      { alsoLock },
    );
    this.battles.remember(started!);
    await this.battles.sides.started(started!.id, hostId, playerId);
    return this.battles.status(playerId, 0);
  }

  /** A running or finished duel for anyone to watch, from the challenger's side. */
  async watch(battleId: number, offset: number | undefined): Promise<DuelViewDto> {
    const db = this.kernel.db.kysely;
    const r = await db
      .selectFrom('duel as d')
      .innerJoin('battle as b', 'b.id', 'd.battle_id')
      .innerJoin('player as h', 'h.id', 'd.host_id')
      .innerJoin('player as j', 'j.id', 'd.joiner_id')
      .select(['b.state', 'd.host_id', 'd.joiner_id', 'h.name as host', 'j.name as joiner'])
      .where('d.battle_id', '=', battleId)
      .executeTakeFirst();
    if (!r) throw new AppError('DUEL_NOT_FOUND', 404);
    const state = JSON.parse(r.state) as Parameters<typeof toBattleStatusDto>[0];
    const moves = await movesAfter(db, battleId, state.moveCount, offset ?? 0);
    const status = { ...toBattleStatusDto(state, moves), consumables: [] };
    const b = { id: battleId, playerId: r.host_id, opponentId: r.joiner_id, state };
    return {
      hostName: r.host,
      joinerName: r.joiner,
      // A watcher sees the challenger's side: both players named, the challenger as `own`.
      status: await this.battles.sides.name(b, 0, status),
    };
  }
}

/** Challenges left open past MULTI.openForMs are withdrawn. */
async function withdrawStale(db: Executor, hostId: number, now: number): Promise<void> {
  await db
    .updateTable('duel')
    .set({ status: 'WITHDRAWN' })
    .where('host_id', '=', hostId)
    .where('status', '=', 'OPEN')
    .where('created_at', '<=', now - MULTI.openForMs)
    .execute();
}

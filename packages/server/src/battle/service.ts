import {
  ask as askMove,
  canFightAt,
  consumableDef,
  giveUp,
  hit,
  levelGateOpen,
  maxHealth,
  precalculate,
  removeConsumable,
  skip,
  startBattle,
  startPlaceBattle,
  useConsumable,
  withHealth,
  type BattleState,
  type CommandOutcome,
  type Result,
} from '@heroroad/rules';
import { toBattleStatusDto, type BattleStatusDto } from '@heroroad/protocol';
import type { Clock } from '../core/clock.js';
import { AppError, unwrap } from '../core/errors.js';
import type { Db } from '../db/database.js';
import { BackpackRepository } from '../hero/backpack-repository.js';
import { CreatureRepository } from '../hero/creature-repository.js';
import { progressOf, squadOf } from '../hero/progress.js';
import type { HeroService, HeroTx } from '../hero/service.js';
import { PlaceStateRepository } from '../road/place-repository.js';
import { RoadService } from '../road/service.js';
import { effectiveState } from '../road/view.js';
import { completeBattle } from './complete.js';
import { BattleRepository, type StoredBattle } from './repository.js';
import { BattleStateCache } from './state-cache.js';

/** The battle stock: every consumable in the bag except road markers. */
async function battleStock(tx: HeroTx) {
  return (await tx.backpack.consumables(tx.row.id)).filter(
    (c) => consumableDef(c.consumableId)?.kind !== 'MARKER',
  );
}

/** Battles on the rules engine: start, commands, replay. Completion is in complete.ts. */
export class BattleService {
  private readonly states = new BattleStateCache();

  constructor(
    private readonly db: Db,
    private readonly heroes: HeroService,
    private readonly clock: Clock,
  ) {}

  /** SPEC §7 battle/place/attack: a MOB battle against a place's guards. */
  async attackPlace(playerId: number, placeId: number): Promise<BattleStatusDto> {
    let status: BattleStatusDto | undefined;
    let started: StoredBattle | undefined;
    await this.heroes.changeOnly(playerId, async (tx) => {
      const place = RoadService.placeOf(tx.row, placeId);
      unwrap(canFightAt(progressOf(tx.row), place));
      const state = effectiveState(
        place,
        await new PlaceStateRepository(tx.trx).get(playerId, placeId),
        tx.now,
      );
      if (state.used) throw new AppError('PLACE_USED', 409);
      if (state.guardBeaten) throw new AppError('PLACE_NOT_FIGHT');
      const consumables = await battleStock(tx);
      const squad = squadOf(tx.all);
      const battle = await this.create(tx, { kind: 'MOB', placeId, opponentId: null }, (id) =>
        unwrap(
          startPlaceBattle(
            { place, squad, battleId: id, consumables },
            `${tx.row.road_seed}:${id}:${tx.now}`,
          ),
        ),
      );
      started = battle;
      status = toBattleStatusDto(battle.state, 0);
    });
    // Remembered only once committed: an id from a rolled-back insert may be handed out again.
    this.remember(started!);
    return status!;
  }

  private remember(b: StoredBattle): void {
    this.states.set(b.id, b.version, b.state);
  }

  /** An ARENA battle against another player's squad at full health, played by the AI. */
  async attackArena(playerId: number, opponentId: number): Promise<BattleStatusDto> {
    let status: BattleStatusDto | undefined;
    let started: StoredBattle | undefined;
    await this.heroes.changeOnly(playerId, async (tx) => {
      if (!levelGateOpen('arena', tx.row.level)) throw new AppError('ARENA_NOT_OPEN');
      if (opponentId === playerId) throw new AppError('OPPONENT_NOT_FOUND', 404);
      const opponent = await tx.trx
        .selectFrom('player')
        .select(['id', 'best_victory_stair'])
        .where('id', '=', opponentId)
        .executeTakeFirst();
      const theirs = opponent
        ? squadOf(
            (await new CreatureRepository(tx.trx).list(opponentId, tx.now)).map((s) => s.creature),
          )
        : [];
      if (!opponent || theirs.length === 0) throw new AppError('OPPONENT_NOT_FOUND', 404);
      const consumables = await battleStock(tx);
      const battle = await this.create(tx, { kind: 'ARENA', placeId: null, opponentId }, (id) =>
        unwrap(
          startBattle(
            {
              id,
              kind: 'ARENA',
              stair: Math.max(1, opponent.best_victory_stair),
              squad: squadOf(tx.all),
              enemies: theirs.map((c) => withHealth(c, maxHealth(c))),
              consumables,
            },
            `${tx.row.road_seed}:${id}:${tx.now}`,
          ),
        ),
      );
      started = battle;
      status = toBattleStatusDto(battle.state, 0);
    });
    this.remember(started!);
    return status!;
  }

  private async create(
    tx: HeroTx,
    input: { kind: 'MOB' | 'ARENA'; placeId: number | null; opponentId: number | null },
    build: (id: number) => BattleState,
  ) {
    const battle = await new BattleRepository(tx.trx).create(
      {
        playerId: tx.row.id,
        kind: input.kind,
        placeId: input.placeId,
        contextId: tx.row.context_id,
        opponentId: input.opponentId,
      },
      build,
      tx.now,
    );
    await tx.patch({ battle_id: battle.id });
    return battle;
  }

  /** SPEC §7 battle/complete (see complete.ts); the finished battle's state is let go. */
  async complete(playerId: number) {
    const done = await completeBattle(this.heroes, playerId);
    this.states.delete(done.status.battle.id);
    return done;
  }

  /** The player's current battle (or the last one, until it is completed). */
  async current(playerId: number): Promise<StoredBattle> {
    const battle = await new BattleRepository(this.db.kysely).current(playerId, this.states);
    if (!battle) throw new AppError('NO_BATTLE');
    return battle;
  }

  async status(playerId: number, offset: number | null): Promise<BattleStatusDto> {
    const b = await this.current(playerId);
    return toBattleStatusDto(b.state, offset ?? b.state.moves.length);
  }

  async ask(playerId: number): Promise<BattleStatusDto> {
    const b = await this.current(playerId);
    return toBattleStatusDto(b.state, b.state.moves.length, unwrap(askMove(b.state)));
  }

  async precalculate(playerId: number, attackerId: number, defenderId: number) {
    const b = await this.current(playerId);
    const p = unwrap(precalculate(b.state, attackerId, defenderId));
    return { ...p, moves: p.moves.map((m) => ({ ...m })) };
  }

  hit(playerId: number, attackerId: number, defenderId: number, offset?: number) {
    return this.command(playerId, offset, (s) => hit(s, attackerId, defenderId));
  }

  skip(playerId: number, offset?: number) {
    return this.command(playerId, offset, (s) => skip(s));
  }

  giveUp(playerId: number) {
    return this.command(playerId, undefined, (s) => giveUp(s));
  }

  /** Uses a consumable: the bag loses it in the same transaction as the battle changes. */
  useConsumable(playerId: number, consumableId: string, targetId: number) {
    return this.command(
      playerId,
      undefined,
      (s) => useConsumable(s, consumableId, targetId),
      async (bag) => {
        if (!(await bag.takeConsumable(playerId, consumableId, 1)))
          throw new AppError('CONSUMABLE_MISSING');
      },
    );
  }

  /** Takes an unspent ward off a hero; it goes back into the bag. */
  removeConsumable(playerId: number, consumableId: string, targetId: number) {
    return this.command(
      playerId,
      undefined,
      (s) => removeConsumable(s, consumableId, targetId),
      (bag) => bag.addConsumable(playerId, consumableId, 1),
    );
  }

  /**
   * Applies one command to the stored battle. A client sends the number of moves it has seen:
   * a command from a stale view (the same hit sent twice) is refused with CONFLICT, and the write
   * names the version it read, so of two racing commands only one lands.
   */
  private async command(
    playerId: number,
    offset: number | undefined,
    apply: (s: BattleState) => Result<CommandOutcome>,
    alsoBag?: (bag: BackpackRepository) => Promise<void>,
  ): Promise<BattleStatusDto> {
    const b = await this.current(playerId);
    const before = b.state.moves.length;
    if (offset !== undefined && offset !== before) throw new AppError('CONFLICT');
    const outcome = unwrap(apply(b.state));
    const now = this.clock();
    const saved = alsoBag
      ? await this.db.kysely.transaction().execute(async (trx) => {
          const ok = await new BattleRepository(trx).save(b.id, outcome.state, b.version, now);
          if (ok) await alsoBag(new BackpackRepository(trx));
          return ok;
        })
      : await new BattleRepository(this.db.kysely).save(b.id, outcome.state, b.version, now);
    if (!saved) {
      this.states.delete(b.id);
      throw new AppError('CONFLICT');
    }
    this.states.set(b.id, b.version + 1, outcome.state);
    return toBattleStatusDto(outcome.state, offset ?? before);
  }
}

import {
  ask as askMove,
  battleConsumables,
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
  battleAsSeenBy,
  movesAsSeenBy,
  type BattleKind,
  type BattleState,
  type BattleStep,
  type Move,
  type Team,
  type MoveChoice,
  type Result,
} from '@heroroad/rules';
import { toBattleStatusDto, type BattleStatusDto } from '@heroroad/protocol';
import { AppError, unwrap } from '../core/errors.js';
import type { Executor } from '../db/tx.js';
import type { Kernel } from '../kernel.js';
import type { PlayerService } from '../player/service.js';
import type { PlayerUnit } from '../player/unit.js';
import type { RoadBattles } from '../road/battles.js';
import type { ArenaBattles } from './arena-hooks.js';
import type { ClanBonuses, RaidBattles } from './raid-hooks.js';
import { setupOf } from '../progression/boosters.js';
import { completeBattle } from './complete.js';
import { DuelSides } from './duel-sides.js';
import { movesAfter } from './move-log.js';
import * as battleRepo from './repository.js';
import { teamOf, type StoredBattle } from './repository.js';
import { BattleStateCache } from './state-cache.js';

/**
 * The battle stock: from stair 25 the elixir and scroll setup, as far as the bag holds it;
 * otherwise (or with no setup saved) every consumable in the bag except road markers.
 */
async function battleStock(p: PlayerUnit) {
  return battleConsumables(
    await p.bag.consumables(),
    await setupOf(p.trx, p.id),
    p.progress.reached(),
  );
}

/**
 * Battles on the rules engine: start, commands, replay. Completion is in complete.ts. Seeds come
 * from the kernel's Random, so a test replays the same battle. A duel's statuses name both
 * players and each command is pushed to the other duellist (duel-sides.ts).
 */
export class BattleService {
  private readonly states = new BattleStateCache();
  private arena: ArenaBattles | null = null;
  private raids: RaidBattles | null = null;
  private clanBonuses: ClanBonuses | null = null;
  readonly sides: DuelSides;

  constructor(
    private readonly kernel: Kernel,
    private readonly players: PlayerService,
    private readonly road: RoadBattles,
  ) {
    this.sides = new DuelSides(kernel);
  }

  /** The arena domain's rules for ARENA battles (offers, attempts, ratings). */
  useArena(arena: ArenaBattles): void {
    this.arena = arena;
  }

  /**
   * The clans domain's rules for raid battles (the raid, the boss, the damage counted) and the
   * bonuses its buildings give members in every battle.
   */
  useRaids(raids: RaidBattles, bonuses: ClanBonuses): void {
    this.raids = raids;
    this.clanBonuses = bonuses;
  }

  /** SPEC §7 battle/place/attack: a MOB battle against a place's guards. */
  async attackPlace(playerId: number, placeId: number): Promise<BattleStatusDto> {
    let status: BattleStatusDto | undefined;
    let started: StoredBattle | undefined;
    await this.players.changeOnly(playerId, async (p) => {
      const place = await this.road.placeToFight(p, placeId);
      const consumables = await battleStock(p);
      const squad = await p.heroes.squad();
      const seed = this.kernel.random.seed();
      const battle = await this.create(p, { kind: 'MOB', placeId, opponentId: null }, (id) =>
        unwrap(startPlaceBattle({ place, squad, battleId: id, consumables }, seed)),
      );
      started = battle;
      status = toBattleStatusDto(battle.state, battle.moves);
    });
    // Remembered only once committed: an id from a rolled-back insert may be handed out again.
    this.remember(started!);
    return status!;
  }

  remember(b: StoredBattle): void {
    this.states.set(b.id, b.version, b.state);
  }

  /** An ARENA battle against another player's squad at full health, played by the AI. */
  async attackArena(playerId: number, opponentId: number): Promise<BattleStatusDto> {
    let status: BattleStatusDto | undefined;
    let started: StoredBattle | undefined;
    await this.players.changeOnly(playerId, async (p) => {
      if (!levelGateOpen('arena', p.row.level)) throw new AppError('ARENA_NOT_OPEN');
      if (opponentId === playerId) throw new AppError('OPPONENT_NOT_FOUND', 404);
      const opponent = await this.players.findRow(opponentId, p.trx);
      const theirs = opponent
        ? await this.kernel.players.view(opponentId, p.trx).heroes.squad()
        : [];
      if (!opponent || theirs.length === 0) throw new AppError('OPPONENT_NOT_FOUND', 404);
      await this.arena?.starting(p, opponentId);
      const consumables = await battleStock(p);
      const squad = await p.heroes.squad();
      const seed = this.kernel.random.seed();
      const battle = await this.create(p, { kind: 'ARENA', placeId: null, opponentId }, (id) =>
        unwrap(
          startBattle(
            {
              id,
              kind: 'ARENA',
              stair: Math.max(1, opponent.best_victory_stair),
              squad,
              enemies: theirs.map((c) => withHealth(c, maxHealth(c))),
              consumables,
            },
            seed,
          ),
        ),
      );
      await this.arena?.started(p, battle.id, opponentId);
      started = battle;
      status = toBattleStatusDto(battle.state, battle.moves);
    });
    this.remember(started!);
    return status!;
  }

  /**
   * A clan raid fight: a MULTI battle against the raid boss, which the AI plays; the player fights
   * and watches it on the battle scene like any battle, and its completion counts the damage.
   */
  async attackRaidBoss(playerId: number): Promise<BattleStatusDto> {
    const raids = this.raids;
    if (!raids) throw new AppError('NO_BATTLE');
    let status: BattleStatusDto | undefined;
    let started: StoredBattle | undefined;
    await this.players.changeOnly(playerId, async (p) => {
      const opening = await raids.starting(p);
      const consumables = await battleStock(p);
      const squad = await p.heroes.squad();
      const seed = this.kernel.random.seed();
      const battle = await this.create(
        p,
        { kind: 'MULTI', placeId: null, opponentId: null },
        (id) =>
          unwrap(
            startBattle(
              {
                id,
                kind: 'MULTI',
                stair: opening.stair,
                squad,
                enemies: opening.enemies,
                consumables,
                aiEnemies: true,
              },
              seed,
            ),
          ),
      );
      await opening.started(battle.id);
      started = battle;
      status = toBattleStatusDto(battle.state, battle.moves);
    });
    this.remember(started!);
    return status!;
  }

  /** Creates a battle the player enters (a MULTI battle's second player is put in by duels.ts). */
  async create(
    p: PlayerUnit,
    input: { kind: BattleKind; placeId: number | null; opponentId: number | null },
    build: (id: number) => BattleStep,
    /** Team 0's player when not the one entering (a duel's challenger). */
    ownerId: number = p.id,
  ) {
    const battle = await battleRepo.create(
      p.trx,
      {
        playerId: ownerId,
        kind: input.kind,
        placeId: input.placeId,
        contextId: p.row.context_id,
        opponentId: input.opponentId,
      },
      build,
      p.now,
    );
    await p.patch({ battle_id: battle.id });
    return battle;
  }

  /** SPEC §7 battle/complete (see complete.ts); the finished battle's state is let go. */
  async complete(playerId: number) {
    const done = await completeBattle(
      this.players,
      this.road,
      playerId,
      this.arena,
      this.raids,
      this.clanBonuses,
    );
    this.states.delete(done.status.battle.id);
    return done;
  }

  /** The player's current battle (or the last one, until it is completed). */
  async current(playerId: number): Promise<StoredBattle> {
    const battle = await battleRepo.current(this.kernel.db.kysely, playerId, this.states);
    if (!battle) throw new AppError('NO_BATTLE');
    return battle;
  }

  async status(playerId: number, offset: number | null): Promise<BattleStatusDto> {
    const b = await this.current(playerId);
    const team = teamOf(b, playerId);
    const { moveCount } = b.state;
    const moves = await movesAfter(this.kernel.db.kysely, b.id, moveCount, offset ?? moveCount);
    return this.sides.name(b, team, view(b.state, team, moves));
  }

  async ask(playerId: number): Promise<BattleStatusDto> {
    const b = await this.current(playerId);
    const team = teamOf(b, playerId);
    const status = view(b.state, team, [], unwrap(askMove(b.state, team)));
    return this.sides.name(b, team, status);
  }

  async precalculate(playerId: number, attackerId: number, defenderId: number, ability = false) {
    const b = await this.current(playerId);
    const p = unwrap(precalculate(b.state, attackerId, defenderId, teamOf(b, playerId), ability));
    // Moves name teams: the second player of a duel sees their side as team 0, as everywhere.
    const moves = movesAsSeenBy(p.moves, teamOf(b, playerId));
    return { ...p, killed: [...p.killed], moves: moves.map((m) => ({ ...m })) };
  }

  hit(playerId: number, attackerId: number, defenderId: number, offset?: number, ability = false) {
    return this.command(playerId, offset, (s, team) =>
      hit(s, attackerId, defenderId, team, ability),
    );
  }

  skip(playerId: number, offset?: number) {
    return this.command(playerId, offset, (s, team) => skip(s, team));
  }

  giveUp(playerId: number) {
    return this.command(playerId, undefined, (s, team) => giveUp(s, team));
  }

  /** Uses a consumable: the bag loses it in the same transaction as the battle changes. */
  useConsumable(playerId: number, consumableId: string, targetId: number) {
    return this.command(
      playerId,
      undefined,
      (s, team) => useConsumable(s, consumableId, targetId, team),
      async (bag) => {
        if (!(await bag.takeConsumable(consumableId, 1))) throw new AppError('CONSUMABLE_MISSING');
      },
    );
  }

  /** Takes an unspent ward off a hero; it goes back into the bag. */
  removeConsumable(playerId: number, consumableId: string, targetId: number) {
    return this.command(
      playerId,
      undefined,
      (s, team) => removeConsumable(s, consumableId, targetId, team),
      (bag) => bag.addConsumable(consumableId, 1),
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
    apply: (s: BattleState, team: Team) => Result<BattleStep>,
    alsoBag?: (bag: PlayerUnit['bag']) => Promise<void>,
  ): Promise<BattleStatusDto> {
    const b = await this.current(playerId);
    if (offset !== undefined && offset !== b.state.moveCount) throw new AppError('CONFLICT');
    const team = teamOf(b, playerId);
    const outcome = unwrap(apply(b.state, team));
    const now = this.kernel.clock();
    const { kysely: db, engine } = this.kernel.db;
    const save = (x: Executor) => battleRepo.save(x, engine, b.id, outcome, b.version, now);
    // The state and its new moves land together, and with the bag's change when there is one.
    const saved = alsoBag
      ? await db.transaction().execute(async (trx) => {
          const ok = await save(trx);
          if (ok) await alsoBag(this.kernel.players.bag(playerId, trx));
          return ok;
        })
      : await save(db);
    if (!saved) {
      this.states.delete(b.id);
      throw new AppError('CONFLICT');
    }
    this.states.set(b.id, b.version + 1, outcome.state);
    await this.sides.moved(b, team, outcome.state.moveCount);
    // The client has seen every move before this command (its offset was checked): it is
    // missing exactly the command's own.
    return this.sides.name(b, team, view(outcome.state, team, outcome.moves));
  }
}

/**
 * The status as one side sees it: its own squad is team 0 (a duel's second player's too), with
 * `moves`, the ones the client has not seen.
 */
function view(
  state: BattleState,
  team: Team,
  moves: readonly Move[],
  ask: MoveChoice | null = null,
) {
  return toBattleStatusDto(battleAsSeenBy(state, team), movesAsSeenBy(moves, team), ask);
}

import {
  ARENA,
  attemptTickets,
  leagueAfterSeason,
  leagueDef,
  LAST_LEAGUE,
  levelGateOpen,
  moscowDay,
  pickOpponents,
  ratingChange,
  rewardDue,
  seasonEnd,
  seasonOf,
  seedRng,
} from '@heroroad/rules';
import {
  toBattleStatusDto,
  type ArenaHistoryDto,
  type ArenaOpponentDto,
  type ArenaStateDto,
  type BattleStatusDto,
} from '@heroroad/protocol';
import { AppError } from '../core/errors.js';
import { ledgerKey } from '../economy/keys.js';
import type { ArenaBattles } from '../battle/arena-hooks.js';
import * as battleRepo from '../battle/repository.js';
import type { StoredBattle } from '../battle/repository.js';
import { movesAfter } from '../battle/move-log.js';
import type { Executor } from '../db/tx.js';
import type { Kernel } from '../kernel.js';
import type { PlayerService } from '../player/service.js';
import type { PlayerUnit } from '../player/unit.js';
import * as arenaRepo from './repository.js';
import type { ArenaPlayerRow } from './repository.js';

const offersOf = (row: ArenaPlayerRow): number[] => JSON.parse(row.offers) as number[];

/**
 * The arena (GAME_DESIGN.md "Arena"): asynchronous attacks on other players' squads played by
 * the AI, an Elo rating, leagues held for a season, offers near the rating, free attempts a day
 * and tickets beyond them. The battle itself is the battle domain's ARENA battle; this service
 * is what it asks before, after the start and at completion (`ArenaBattles`).
 */
export class ArenaService implements ArenaBattles {
  constructor(
    private readonly kernel: Kernel,
    private readonly players: PlayerService,
  ) {}

  /** The player's arena row in a change, opened (and offered opponents) on first use. */
  private async open(p: PlayerUnit): Promise<ArenaPlayerRow> {
    if (!levelGateOpen('arena', p.row.level)) throw new AppError('ARENA_NOT_OPEN');
    let row = await arenaRepo.ensure(p.trx, p.id, p.now, moscowDay(p.now));
    const today = moscowDay(p.now);
    if (row.attempts_day !== today) {
      await arenaRepo.update(p.trx, p.id, { attempts_day: today, attempts_used: 0 });
      row = { ...row, attempts_day: today, attempts_used: 0 };
    }
    if (offersOf(row).length === 0) row = await this.offer(p, row);
    return row;
  }

  /** A fresh set of opponents near the rating (rules' `pickOpponents`). */
  private async offer(p: PlayerUnit, row: ArenaPlayerRow): Promise<ArenaPlayerRow> {
    const candidates = await arenaRepo.nearest(p.trx, row.rating, p.id);
    const picked = pickOpponents(row.rating, candidates, seedRng(this.kernel.random.seed()));
    const offers = JSON.stringify(picked.map((c) => c.playerId));
    await arenaRepo.update(p.trx, p.id, { offers });
    return { ...row, offers };
  }

  async state(playerId: number): Promise<ArenaStateDto> {
    return this.players.changeOnly(playerId, async (p) => this.dto(p, await this.open(p)), {
      duringBattle: true,
    });
  }

  async refresh(playerId: number): Promise<ArenaStateDto> {
    return this.players.changeOnly(playerId, async (p) =>
      this.dto(p, await this.offer(p, await this.open(p))),
    );
  }

  async setRewardTime(playerId: number, hour: number, minute: number): Promise<ArenaStateDto> {
    return this.players.changeOnly(
      playerId,
      async (p) => {
        const row = await this.open(p);
        const reward_minute = hour * 60 + minute;
        await arenaRepo.update(p.trx, p.id, { reward_minute });
        return this.dto(p, { ...row, reward_minute });
      },
      { duringBattle: true },
    );
  }

  private async dto(p: PlayerUnit, row: ArenaPlayerRow): Promise<ArenaStateDto> {
    const season = seasonOf(p.now);
    const active = (row.last_attack_at ?? -1) >= seasonEnd(season - 1);
    const next = leagueAfterSeason(row.league, row.rating, active);
    const daily = leagueDef(row.league).daily;
    return {
      rating: row.rating,
      league: row.league,
      nextLeague: next,
      nextLeagueRating: row.league < LAST_LEAGUE ? leagueDef(row.league + 1).minRating : null,
      previousLeague: row.previous_league,
      season,
      seasonEndsAt: seasonEnd(season),
      attemptsUsed: row.attempts_used,
      freeAttempts: ARENA.freeAttempts,
      attemptTickets: attemptTickets(row.attempts_used),
      rewardMinute: row.reward_minute,
      rewardPaidToday: row.reward_day === moscowDay(p.now),
      dailyReward: { gold: daily.GOLD, gems: daily.MITHRIL, tickets: daily.TICKETS },
      wins: row.wins,
      losses: row.losses,
      defenceWins: row.defence_wins,
      defenceLosses: row.defence_losses,
      opponents: await this.opponents(p.trx, offersOf(row)),
    };
  }

  private async opponents(db: Executor, ids: number[]): Promise<ArenaOpponentDto[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('arena_player as a')
      .innerJoin('player as p', 'p.id', 'a.player_id')
      .select(['p.id', 'p.name', 'p.level', 'a.rating', 'a.league'])
      .where('a.player_id', 'in', ids)
      .orderBy('a.rating', 'desc')
      .execute();
    return Promise.all(
      rows.map(async (r) => ({
        playerId: r.id,
        name: r.name,
        level: r.level,
        rating: r.rating,
        league: r.league,
        heroes: (await this.kernel.players.view(r.id, db).heroes.squad()).map((c) => c.identifier),
      })),
    );
  }

  // ArenaBattles: what the battle domain asks in the attacker's change.

  async starting(p: PlayerUnit, opponentId: number): Promise<void> {
    const row = await this.open(p);
    if (!offersOf(row).includes(opponentId)) throw new AppError('ARENA_OPPONENT_NOT_OFFERED', 409);
    const tickets = attemptTickets(row.attempts_used);
    if (tickets > 0)
      await p.wallet.spend(
        { TICKETS: tickets },
        {
          reason: 'arena-attempt',
          key: ledgerKey('arena-attempt', p.id, row.attempts_day, row.attempts_used),
        },
      );
  }

  async started(p: PlayerUnit, battleId: number, opponentId: number): Promise<void> {
    const mine = (await arenaRepo.find(p.trx, p.id))!;
    const theirs = await arenaRepo.find(p.trx, opponentId);
    if (!theirs) throw new AppError('OPPONENT_NOT_FOUND', 404);
    await arenaRepo.insertAttack(p.trx, {
      attacker_id: p.id,
      defender_id: opponentId,
      battle_id: battleId,
      season: seasonOf(p.now),
      attacker_rating: mine.rating,
      defender_rating: theirs.rating,
      won: null,
      rating_change: null,
      created_at: p.now,
      finished_at: null,
    });
    await arenaRepo.update(p.trx, p.id, {
      attempts_used: mine.attempts_used + 1,
      last_attack_at: p.now,
    });
    await this.offer(p, mine);
  }

  /**
   * The change is computed from both ratings as they stood when the attack began, and added to
   * each row by one additive update, the lower player id first (two players attacking each other
   * at once lock the two rows in the same order).
   */
  async completed(p: PlayerUnit, battle: StoredBattle, won: boolean): Promise<void> {
    const attack = await arenaRepo.attackByBattle(p.trx, battle.id);
    if (!attack) return;
    const change = ratingChange(attack.attacker_rating, attack.defender_rating, won);
    if (!(await arenaRepo.finishAttack(p.trx, attack.id, won, change, p.now))) return;
    const sides = [
      { id: attack.attacker_id, delta: change, counter: won ? 'wins' : 'losses' },
      { id: attack.defender_id, delta: -change, counter: won ? 'defence_losses' : 'defence_wins' },
    ] as const;
    for (const s of [...sides].sort((a, b) => a.id - b.id))
      await arenaRepo.addResult(p.trx, s.id, s.delta, s.counter);
  }

  async history(playerId: number): Promise<ArenaHistoryDto> {
    const db = this.kernel.db.kysely;
    const [made, suffered] = await Promise.all([
      arenaRepo.history(db, playerId, 'attacker', false),
      arenaRepo.history(db, playerId, 'defender', true),
    ]);
    const view = (sign: 1 | -1) => (r: (typeof made)[number]) => ({
      id: r.id,
      opponentId: r.opponent_id,
      opponentName: r.opponent_name,
      won: r.won === null ? null : (r.won === 1) === (sign === 1),
      ratingChange: r.rating_change === null ? null : sign * r.rating_change,
      at: r.finished_at ?? r.created_at,
    });
    return { made: made.map(view(1)), suffered: suffered.map(view(-1)) };
  }

  /** A finished attack's battle from its first move, for either side. */
  async replay(playerId: number, attackId: number): Promise<BattleStatusDto> {
    const db = this.kernel.db.kysely;
    const attack = await arenaRepo.attack(db, attackId);
    if (
      !attack ||
      attack.won === null ||
      (attack.attacker_id !== playerId && attack.defender_id !== playerId)
    )
      throw new AppError('ARENA_ATTACK_NOT_FOUND', 404);
    const battle = await battleRepo.get(db, attack.attacker_id, attack.battle_id);
    if (!battle) throw new AppError('ARENA_ATTACK_NOT_FOUND', 404);
    const moves = await movesAfter(db, battle.id, battle.state.moveCount, 0);
    return toBattleStatusDto(battle.state, moves);
  }

  /** Today's daily reward for one player, when due: once per Moscow day under its own key. */
  async payDaily(playerId: number): Promise<boolean> {
    return this.kernel.players.withPlayer(playerId, async (p) => {
      const row = await arenaRepo.find(p.trx, p.id);
      if (!row || !rewardDue(p.now, row.reward_day, row.reward_minute)) return false;
      const day = moscowDay(p.now);
      const d = leagueDef(row.league).daily;
      const amounts = Object.fromEntries(Object.entries(d).filter(([, v]) => v > 0));
      await p.wallet.grant(amounts, {
        reason: 'arena-daily',
        key: ledgerKey('arena-daily', p.id, day),
      });
      await arenaRepo.update(p.trx, p.id, { reward_day: day });
      return true;
    });
  }
}

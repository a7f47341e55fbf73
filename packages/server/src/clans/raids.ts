import type { BattleStatusDto, RaidInfoDto, RaidOptionsDto } from '@heroroad/protocol';
import {
  RAID_COOLDOWN_MS,
  RAID_DIFFICULTIES,
  RAID_DIFFICULTY_DEFS,
  RAID_DURATION_MS,
  RAID_FIGHT_EVERY_MS,
  raidDifficultyOpen,
  raidState,
  remainingMs,
  speedUpPrice,
  type RaidDifficulty,
} from '@heroroad/rules';
import type { Executor } from '../db/tx.js';
import type { BattleService } from '../battle/service.js';
import type { Kernel } from '../kernel.js';
import { ClanBudgetPort } from './budget.js';
import { clanError } from './errors.js';
import type { ClanEvents } from './events.js';
import { requireRight } from './membership.js';
import { fighterOf, lastRaid, type RaidRow } from './raid-battles.js';
import { buildings, findClan, lockClan, memberIn, writeLog, clanIdOf } from './store.js';

/**
 * Raids (SPEC §4): closed without a snow world; a raid runs 24 hours against a boss whose health
 * grows with the clan's members; after it the clan rests 48 hours (RAID_WAITING), which the
 * budget's emeralds may cut short.
 */
export class ClanRaids {
  constructor(
    private readonly k: Kernel,
    private readonly events: ClanEvents,
    private readonly battles: BattleService,
  ) {}

  private async clanOf(playerId: number): Promise<number> {
    return clanIdOf(this.k.db.kysely, playerId);
  }

  private async snow(db: Executor, clanId: number): Promise<number> {
    return (await buildings(db, clanId)).get('SNOW_WORLD')!.level;
  }

  private async view(
    db: Executor,
    clanId: number,
    now: number,
    playerId: number,
  ): Promise<RaidInfoDto> {
    const snow = await this.snow(db, clanId);
    const raid = await lastRaid(db, clanId);
    const r = raid
      ? {
          endsAt: Number(raid.ends_at),
          endedAt: raid.ended_at === null ? null : Number(raid.ended_at),
        }
      : null;
    const state = raidState(snow, r, now);
    const availableAt =
      r && state === 'RAID_WAITING' ? (r.endedAt ?? r.endsAt) + RAID_COOLDOWN_MS : null;
    const mine = raid ? await fighterOf(db, Number(raid.id), playerId) : undefined;
    const nextFight =
      mine && state === 'IN_RAID' ? Number(mine.last_at) + RAID_FIGHT_EVERY_MS : null;
    return {
      state,
      difficulty: raid ? (raid.difficulty as RaidDifficulty) : null,
      startedAt: raid ? Number(raid.started_at) : null,
      endsAt: r ? (r.endedAt ?? r.endsAt) : null,
      availableAt,
      bossHealth: raid ? raid.boss_health : null,
      bossHealthMax: raid ? raid.boss_health_max : null,
      speedUpGems: availableAt === null ? 0 : speedUpPrice(remainingMs(availableAt, now)),
      nextFightAt: nextFight !== null && nextFight > now ? nextFight : null,
      myDamage: mine?.damage ?? 0,
      lastFight: raid ? await lastFightOf(db, raid, playerId) : null,
    };
  }

  async get(playerId: number): Promise<RaidInfoDto> {
    return this.view(this.k.db.kysely, await this.clanOf(playerId), this.k.clock(), playerId);
  }

  async options(playerId: number): Promise<RaidOptionsDto> {
    const clanId = await this.clanOf(playerId);
    const clan = await findClan(this.k.db.kysely, clanId);
    const snow = await this.snow(this.k.db.kysely, clanId);
    return {
      chosen: (clan?.raid_difficulty ?? 'EASY') as RaidDifficulty,
      options: RAID_DIFFICULTIES.map((d) => ({
        difficulty: d,
        open: raidDifficultyOpen(d, snow),
        bossHealth: RAID_DIFFICULTY_DEFS[d].bossHealth,
        redCrystals: RAID_DIFFICULTY_DEFS[d].redCrystals,
        goldCrystals: RAID_DIFFICULTY_DEFS[d].goldCrystals,
      })),
    };
  }

  private async change(
    playerId: number,
    fn: (trx: Executor, clanId: number, now: number) => Promise<void>,
  ) {
    const clanId = await this.clanOf(playerId);
    const now = this.k.clock();
    await this.k.db.kysely.transaction().execute(async (trx) => {
      await lockClan(trx, this.k.db.engine, clanId);
      requireRight((await memberIn(trx, clanId, playerId)).rank, 'START_RAID');
      await fn(trx, clanId, now);
    });
    return this.view(this.k.db.kysely, clanId, now, playerId);
  }

  async start(playerId: number): Promise<RaidInfoDto> {
    let clanIdOut = 0;
    const info = await this.change(playerId, async (trx, clanId, now) => {
      clanIdOut = clanId;
      const v = await this.view(trx, clanId, now, playerId);
      if (v.state === 'RAID_CLOSED') throw clanError('CLAN_RAID_CLOSED');
      if (v.state !== 'RAID_AVAILABLE') throw clanError('CLAN_RAID_BUSY');
      const clan = (await findClan(trx, clanId))!;
      const difficulty = clan.raid_difficulty as RaidDifficulty;
      if (!raidDifficultyOpen(difficulty, await this.snow(trx, clanId)))
        throw clanError('CLAN_RAID_DIFFICULTY_CLOSED');
      const health = RAID_DIFFICULTY_DEFS[difficulty].bossHealth * clan.members;
      await trx
        .insertInto('clan_raid')
        .values({
          clan_id: clanId,
          difficulty,
          started_at: now,
          ends_at: now + RAID_DURATION_MS,
          ended_at: null,
          boss_health: health,
          boss_health_max: health,
        })
        .execute();
      await writeLog(trx, {
        clanId,
        at: now,
        type: 'RAID_STARTED',
        actorId: playerId,
        data: { difficulty },
      });
    });
    void this.events.push(clanIdOut, 'RAID_STARTED', playerId, null, false);
    return info;
  }

  /**
   * Ends the running raid (SPEC §7 raid/end): the clan rests 48 hours after it. With `reset` the
   * raid is called off instead, as if never started, so another may start at once; only while no
   * fight has counted damage, so it cannot skip the rest after a real raid.
   */
  async end(playerId: number, reset = false): Promise<RaidInfoDto> {
    return this.change(playerId, async (trx, clanId, now) => {
      const raid = await lastRaid(trx, clanId);
      if (!raid || raid.ended_at !== null || Number(raid.ends_at) <= now)
        throw clanError('CLAN_NO_RAID');
      if (reset && raid.boss_health < raid.boss_health_max)
        throw clanError('CLAN_RAID_RESET_FOUGHT');
      const endedAt = reset ? now - RAID_COOLDOWN_MS : now;
      await trx
        .updateTable('clan_raid')
        .set({ ended_at: endedAt, ...(reset ? { ends_at: endedAt } : {}) })
        .where('id', '=', raid.id)
        .where('ended_at', 'is', null)
        .execute();
      await writeLog(trx, {
        clanId,
        at: now,
        type: 'RAID_ENDED',
        actorId: playerId,
        data: { difficulty: raid.difficulty, ...(reset ? { reset: 1 } : {}) },
      });
    });
  }

  /** Ends the rest after a raid now, for the budget's emeralds. */
  async speedUp(playerId: number): Promise<RaidInfoDto> {
    return this.change(playerId, async (trx, clanId, now) => {
      const v = await this.view(trx, clanId, now, playerId);
      const raid = await lastRaid(trx, clanId);
      if (v.state !== 'RAID_WAITING' || !raid || v.availableAt === null)
        throw clanError('CLAN_NO_RAID');
      await new ClanBudgetPort(trx, clanId, now).debit(
        { gems: v.speedUpGems },
        { reason: 'raid-speedup', key: `clan:${clanId}:raid:${raid.id}:speedup`, playerId },
      );
      // The rest is over: the raid counts as ended long enough ago.
      await trx
        .updateTable('clan_raid')
        .set({
          ended_at: now - RAID_COOLDOWN_MS,
          ends_at: Math.min(Number(raid.ends_at), now - RAID_COOLDOWN_MS),
        })
        .where('id', '=', raid.id)
        .execute();
    });
  }

  /** Starts this member's battle with the boss (see raid-battles.ts); the battle scene shows it. */
  fight(playerId: number): Promise<BattleStatusDto> {
    return this.battles.attackRaidBoss(playerId);
  }
}

async function lastFightOf(db: Executor, raid: RaidRow, playerId: number) {
  const row = await db
    .selectFrom('clan_raid_battle')
    .selectAll()
    .where('raid_id', '=', raid.id)
    .where('player_id', '=', playerId)
    .orderBy('battle_id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row
    ? {
        battleId: Number(row.battle_id),
        damage: row.damage,
        gold: row.gold,
        bossFell: row.boss_fell === 1,
        // What the killing blow paid (raid-battles.ts): the difficulty's, to the finisher only.
        goldCrystals:
          row.boss_fell === 1
            ? RAID_DIFFICULTY_DEFS[raid.difficulty as RaidDifficulty].goldCrystals
            : 0,
      }
    : null;
}

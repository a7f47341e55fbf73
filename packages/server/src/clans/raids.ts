import type { RaidFightResultDto, RaidInfoDto, RaidOptionsDto } from '@heroroad/protocol';
import {
  RAID_COOLDOWN_MS,
  RAID_DIFFICULTIES,
  RAID_DIFFICULTY_DEFS,
  RAID_DURATION_MS,
  RAID_FIGHT_EVERY_MS,
  raidDifficultyOpen,
  raidFight,
  raidState,
  remainingMs,
  speedUpPrice,
  type RaidDifficulty,
} from '@heroroad/rules';
import type { Selectable } from 'kysely';
import type { Executor } from '../db/tx.js';
import { ledgerKey } from '../economy/keys.js';
import type { Kernel } from '../kernel.js';
import { ClanBudgetPort } from './budget.js';
import { clanError, must } from './errors.js';
import type { ClanEvents } from './events.js';
import { requireRight } from './membership.js';
import { buildings, findClan, lockClan, memberIn, writeLog, clanIdOf } from './store.js';
import type { ClanRaidTable } from './tables.js';

type RaidRow = Selectable<ClanRaidTable>;

async function lastRaid(db: Executor, clanId: number): Promise<RaidRow | undefined> {
  return db
    .selectFrom('clan_raid')
    .selectAll()
    .where('clan_id', '=', clanId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Raids (SPEC §4): closed without a snow world; a raid runs 24 hours against a boss whose health
 * grows with the clan's members; after it the clan rests 48 hours (RAID_WAITING), which the
 * budget's emeralds may cut short.
 */
export class ClanRaids {
  constructor(
    private readonly k: Kernel,
    private readonly events: ClanEvents,
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

  async end(playerId: number): Promise<RaidInfoDto> {
    return this.change(playerId, async (trx, clanId, now) => {
      const raid = await lastRaid(trx, clanId);
      if (!raid || raid.ended_at !== null || Number(raid.ends_at) <= now)
        throw clanError('CLAN_NO_RAID');
      await trx
        .updateTable('clan_raid')
        .set({ ended_at: now })
        .where('id', '=', raid.id)
        .where('ended_at', 'is', null)
        .execute();
      await writeLog(trx, {
        clanId,
        at: now,
        type: 'RAID_ENDED',
        actorId: playerId,
        data: { difficulty: raid.difficulty },
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

  /**
   * One fight with the boss (rules' `raidFight`): under the member's and the clan's locks, an hour
   * apart; the damage comes off the shared health with a conditional update, the gold goes to the
   * fighter under `clan-raid:<raid>:<player>:<n>`, and the fight that fells the boss ends the raid
   * and pays its red crystals into the budget under `clan:<id>:raid:<raid>:reward`.
   */
  async fight(playerId: number): Promise<RaidFightResultDto> {
    let clanIdOut = 0;
    let fell = false;
    const out = await this.k.players.withPlayer(playerId, async (unit) => {
      const clanId = await clanIdOf(unit.trx, playerId);
      clanIdOut = clanId;
      await lockClan(unit.trx, this.k.db.engine, clanId);
      await memberIn(unit.trx, clanId, playerId);
      const raid = await lastRaid(unit.trx, clanId);
      if (
        !raid ||
        raid.ended_at !== null ||
        Number(raid.ends_at) <= unit.now ||
        raid.boss_health <= 0
      )
        throw clanError('CLAN_NO_RAID');
      const raidId = Number(raid.id);
      const mine = await fighterOf(unit.trx, raidId, playerId);
      if (mine && unit.now - Number(mine.last_at) < RAID_FIGHT_EVERY_MS)
        throw clanError('CLAN_RAID_FIGHT_WAIT');
      const squad = await unit.heroes.squad();
      if (squad.length === 0) throw clanError('CLAN_RAID_NO_SQUAD');
      const all = await buildings(unit.trx, clanId);
      const hall = await unit.trx
        .selectFrom('clan_hall')
        .select('level')
        .where('clan_id', '=', clanId)
        .execute();
      const difficulty = raid.difficulty as RaidDifficulty;
      const result = must(
        raidFight(
          {
            difficulty,
            squad,
            bossHealthLeft: raid.boss_health,
            shieldLevel: all.get('CLAN_SHIELD')!.level,
            experienceLevel: all.get('EXPERIENCE')!.level,
            hallLevels: hall.reduce((a, h) => a + h.level, 0),
          },
          this.k.random.seed(),
        ),
      );
      const left = raid.boss_health - result.damage;
      fell = left <= 0;
      await unit.trx
        .updateTable('clan_raid')
        .set({ boss_health: Math.max(0, left), ...(fell ? { ended_at: unit.now } : {}) })
        .where('id', '=', raidId)
        .execute();
      const n = (mine?.fights ?? 0) + 1;
      await unit.trx
        .insertInto('clan_raid_fighter')
        .values({
          raid_id: raidId,
          player_id: playerId,
          fights: 1,
          damage: result.damage,
          last_at: unit.now,
        })
        .onConflict((oc) =>
          oc.columns(['raid_id', 'player_id']).doUpdateSet((eb) => ({
            fights: eb('clan_raid_fighter.fights', '+', 1),
            damage: eb('clan_raid_fighter.damage', '+', result.damage),
            last_at: unit.now,
          })),
        )
        .execute();
      if (result.gold > 0)
        await unit.wallet.grant(
          { GOLD: result.gold },
          { reason: 'clan:raid', key: ledgerKey('clan-raid', raidId, playerId, n) },
        );
      await writeLog(unit.trx, {
        clanId,
        at: unit.now,
        type: 'RAID_FOUGHT',
        actorId: playerId,
        data: { amount: result.damage, gold: result.gold },
      });
      if (fell) {
        await new ClanBudgetPort(unit.trx, clanId, unit.now).credit(
          { redCrystal: RAID_DIFFICULTY_DEFS[difficulty].redCrystals },
          { reason: 'raid', key: `clan:${clanId}:raid:${raidId}:reward`, playerId },
        );
        await writeLog(unit.trx, {
          clanId,
          at: unit.now,
          type: 'RAID_ENDED',
          actorId: playerId,
          data: { difficulty, won: 1 },
        });
      }
      return { damage: result.damage, gold: result.gold, turns: result.turns };
    });
    void this.events.push(clanIdOut, fell ? 'RAID_ENDED' : 'RAID_FOUGHT', playerId, null, fell);
    const raid = await this.view(this.k.db.kysely, clanIdOut, this.k.clock(), playerId);
    return { ...out, bossFell: fell, raid };
  }
}

async function fighterOf(db: Executor, raidId: number, playerId: number) {
  return db
    .selectFrom('clan_raid_fighter')
    .selectAll()
    .where('raid_id', '=', raidId)
    .where('player_id', '=', playerId)
    .executeTakeFirst();
}

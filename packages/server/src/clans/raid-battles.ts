import {
  RAID_DIFFICULTY_DEFS,
  RAID_FIGHT_EVERY_MS,
  raidBoss,
  raidFightResult,
  type BattleOutcome,
  type RaidDifficulty,
} from '@heroroad/rules';
import type { RaidBattles, RaidOpening } from '../battle/raid-hooks.js';
import type { StoredBattle } from '../battle/repository.js';
import type { Executor } from '../db/tx.js';
import { ledgerKey } from '../economy/keys.js';
import type { Kernel } from '../kernel.js';
import type { PlayerUnit } from '../player/unit.js';
import { ClanBudgetPort } from './budget.js';
import { clanError, must } from './errors.js';
import type { ClanEvents } from './events.js';
import { buildings, clanIdOf, lockClan, memberIn, writeLog } from './store.js';
import type { ClanRaidTable } from './tables.js';
import type { Selectable } from 'kysely';

export type RaidRow = Selectable<ClanRaidTable>;

export async function lastRaid(db: Executor, clanId: number): Promise<RaidRow | undefined> {
  return db
    .selectFrom('clan_raid')
    .selectAll()
    .where('clan_id', '=', clanId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function fighterOf(db: Executor, raidId: number, playerId: number) {
  return db
    .selectFrom('clan_raid_fighter')
    .selectAll()
    .where('raid_id', '=', raidId)
    .where('player_id', '=', playerId)
    .executeTakeFirst();
}

function running(raid: RaidRow | undefined, now: number): raid is RaidRow {
  return !!raid && raid.ended_at === null && Number(raid.ends_at) > now && raid.boss_health > 0;
}

/**
 * Raid fights as battles (SPEC §4 raids, MULTI kind on the rules engine): a member starts one an
 * hour apart against the boss, which enters with what is left of the shared health; the squad
 * fights and is wounded as in any battle. Completed, the health the boss lost (raised by the
 * shield and the hall of fame) comes off the shared health under the clan's lock, the fighter is
 * paid under `clan-raid:<battle>`, and the battle that fells the boss ends the raid and pays its
 * red crystals into the budget under `clan:<id>:raid:<raid>:reward` and its gold crystals into
 * the finisher's wallet under `clan-raid-finish:<raid>`. A battle completed after the raid ended
 * or the boss fell to someone else counts nothing.
 */
export class ClanRaidBattles implements RaidBattles {
  constructor(
    private readonly k: Kernel,
    private readonly events: ClanEvents,
  ) {}

  async starting(p: PlayerUnit): Promise<RaidOpening> {
    const clanId = await clanIdOf(p.trx, p.id);
    await lockClan(p.trx, this.k.db.engine, clanId);
    await memberIn(p.trx, clanId, p.id);
    const raid = await lastRaid(p.trx, clanId);
    if (!running(raid, p.now)) throw clanError('CLAN_NO_RAID');
    const raidId = Number(raid.id);
    const mine = await fighterOf(p.trx, raidId, p.id);
    if (mine && p.now - Number(mine.last_at) < RAID_FIGHT_EVERY_MS)
      throw clanError('CLAN_RAID_FIGHT_WAIT');
    if ((await p.heroes.squad()).length === 0) throw clanError('CLAN_RAID_NO_SQUAD');
    const opening = must(raidBoss(raid.difficulty as RaidDifficulty, raid.boss_health));
    await p.trx
      .insertInto('clan_raid_fighter')
      .values({ raid_id: raidId, player_id: p.id, fights: 1, damage: 0, last_at: p.now })
      .onConflict((oc) =>
        oc.columns(['raid_id', 'player_id']).doUpdateSet((eb) => ({
          fights: eb('clan_raid_fighter.fights', '+', 1),
          last_at: p.now,
        })),
      )
      .execute();
    return {
      enemies: [opening.boss],
      stair: opening.stair,
      started: async (battleId) => {
        await p.trx
          .insertInto('clan_raid_battle')
          .values({
            battle_id: battleId,
            raid_id: raidId,
            player_id: p.id,
            damage: null,
            gold: null,
            boss_fell: 0,
          })
          .execute();
      },
    };
  }

  async completed(p: PlayerUnit, battle: StoredBattle, _outcome: BattleOutcome): Promise<void> {
    const row = await p.trx
      .selectFrom('clan_raid_battle')
      .selectAll()
      .where('battle_id', '=', battle.id)
      .executeTakeFirst();
    if (!row || row.damage !== null) return;
    const raidId = Number(row.raid_id);
    const found = await p.trx
      .selectFrom('clan_raid')
      .select('clan_id')
      .where('id', '=', raidId)
      .executeTakeFirst();
    if (!found) return;
    const clanId = Number(found.clan_id);
    await lockClan(p.trx, this.k.db.engine, clanId);
    const raid = await p.trx
      .selectFrom('clan_raid')
      .selectAll()
      .where('id', '=', raidId)
      .executeTakeFirstOrThrow();
    const live = running(raid, p.now);
    const all = await buildings(p.trx, clanId);
    const hall = await p.trx
      .selectFrom('clan_hall')
      .select('level')
      .where('clan_id', '=', clanId)
      .execute();
    const result = live
      ? raidFightResult(battle.state, raid.boss_health, {
          shieldLevel: all.get('CLAN_SHIELD')!.level,
          experienceLevel: all.get('EXPERIENCE')!.level,
          hallLevels: hall.reduce((a, h) => a + h.level, 0),
        })
      : { damage: 0, gold: 0 };
    const left = raid.boss_health - result.damage;
    const fell = live && result.damage > 0 && left <= 0;
    await p.trx
      .updateTable('clan_raid_battle')
      .set({ damage: result.damage, gold: result.gold, boss_fell: fell ? 1 : 0 })
      .where('battle_id', '=', battle.id)
      .execute();
    if (result.damage <= 0) return;
    await p.trx
      .updateTable('clan_raid')
      .set({ boss_health: Math.max(0, left), ...(fell ? { ended_at: p.now } : {}) })
      .where('id', '=', raidId)
      .execute();
    await p.trx
      .updateTable('clan_raid_fighter')
      .set((eb) => ({ damage: eb('damage', '+', result.damage) }))
      .where('raid_id', '=', raidId)
      .where('player_id', '=', p.id)
      .execute();
    if (result.gold > 0)
      await p.wallet.grant(
        { GOLD: result.gold },
        { reason: 'clan:raid', key: ledgerKey('clan-raid', battle.id) },
      );
    await writeLog(p.trx, {
      clanId,
      at: p.now,
      type: 'RAID_FOUGHT',
      actorId: p.id,
      data: { amount: result.damage, gold: result.gold },
    });
    if (fell) {
      const difficulty = raid.difficulty as RaidDifficulty;
      const def = RAID_DIFFICULTY_DEFS[difficulty];
      await new ClanBudgetPort(p.trx, clanId, p.now).credit(
        { redCrystal: def.redCrystals },
        { reason: 'raid', key: `clan:${clanId}:raid:${raidId}:reward`, playerId: p.id },
      );
      // The killing blow is the finisher's own trophy; a raid falls once, so its key pays once.
      await p.wallet.grant(
        { GOLD_CRYSTAL: def.goldCrystals },
        { reason: 'clan:raid-finish', key: ledgerKey('clan-raid-finish', raidId) },
      );
      await writeLog(p.trx, {
        clanId,
        at: p.now,
        type: 'RAID_ENDED',
        actorId: p.id,
        data: { difficulty, won: 1 },
      });
    }
    this.events.after(p, clanId, fell ? 'RAID_ENDED' : 'RAID_FOUGHT', p.id, null, fell);
  }
}

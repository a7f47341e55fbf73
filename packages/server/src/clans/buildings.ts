import type {
  ClanBuildingsDto,
  FactoryGiftDto,
  FactoryGiftTakenDto,
  HallOptionsDto,
} from '@heroroad/protocol';
import {
  CLAN_BUILDING_MAX_LEVEL,
  CLAN_BUILDING_TYPES,
  HALL_FORCES,
  buildingDurationMs,
  buildingPrice,
  factoryGift,
  factoryGiftReady,
  FACTORY_GIFT_EVERY_MS,
  hallForcePrice,
  remainingMs,
  speedUpPrice,
  type Amounts,
  type ClanBuildingState,
  type ClanBuildingType,
  type HallForce,
} from '@heroroad/rules';
import { ledgerKey } from '../economy/keys.js';
import type { Kernel } from '../kernel.js';
import type { Executor } from '../db/tx.js';
import { ClanBudgetPort } from './budget.js';
import { clanError } from './errors.js';
import type { ClanEvents } from './events.js';
import { requireRight } from './membership.js';
import {
  budgetOf,
  buildings,
  findClan,
  lockClan,
  memberIn,
  memberOf,
  refreshLevel,
  writeLog,
  clanIdOf,
} from './store.js';

async function mustFind(db: Executor, clanId: number) {
  const c = await findClan(db, clanId);
  if (!c) throw clanError('CLAN_NOT_FOUND');
  return c;
}

/**
 * Buildings (SPEC §4): raised one level at a time from the budget, each level a wait stored on
 * the building row (PROCESSING until `ends_at`). A finished wait completes exactly once, by a
 * conditional update on the next read, the `complete` call or a speed-up paid with the budget's
 * emeralds (the same price curve as a player's timers). The clan's level and member cap follow.
 */
export class ClanBuildings {
  constructor(
    private readonly k: Kernel,
    private readonly events: ClanEvents,
  ) {}

  private async clanOf(playerId: number): Promise<number> {
    return clanIdOf(this.k.db.kysely, playerId);
  }

  /**
   * The level of this building in the player's clan (0 outside a clan), a finished wait counted
   * though nobody has looked at the buildings since: a member gets what the clan has built.
   */
  async memberLevel(
    playerId: number,
    type: ClanBuildingType,
    now: number,
    db: Executor = this.k.db.kysely,
  ): Promise<number> {
    const m = await memberOf(db, playerId);
    if (!m) return 0;
    const b = (await buildings(db, Number(m.clan_id))).get(type)!;
    const done = b.state === 'PROCESSING' && b.ends_at !== null && Number(b.ends_at) <= now;
    return b.level + (done ? 1 : 0);
  }

  /** Completes every building whose time is up; answers the ones completed. */
  async settle(db: Executor, clanId: number, now: number): Promise<ClanBuildingType[]> {
    const done: ClanBuildingType[] = [];
    for (const [type, b] of await buildings(db, clanId)) {
      if (b.state !== 'PROCESSING' || b.ends_at === null || Number(b.ends_at) > now) continue;
      if (await this.finish(db, clanId, type, now, null)) done.push(type);
    }
    return done;
  }

  private async finish(
    db: Executor,
    clanId: number,
    type: ClanBuildingType,
    now: number,
    by: number | null,
  ) {
    const res = await db
      .updateTable('clan_building')
      .set((eb) => ({
        level: eb('level', '+', 1),
        state: 'NORMAL',
        started_at: null,
        ends_at: null,
      }))
      .where('clan_id', '=', clanId)
      .where('type', '=', type)
      .where('state', '=', 'PROCESSING')
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) return false;
    const level = await refreshLevel(db, clanId);
    const b = (await buildings(db, clanId)).get(type)!;
    await writeLog(db, {
      clanId,
      at: now,
      type: 'BUILDING_DONE',
      actorId: by,
      data: { building: type, level: b.level, clanLevel: level },
    });
    return true;
  }

  async list(playerId: number): Promise<ClanBuildingsDto> {
    const clanId = await this.clanOf(playerId);
    const now = this.k.clock();
    await this.k.db.kysely.transaction().execute(async (trx) => {
      await lockClan(trx, this.k.db.engine, clanId);
      await this.settle(trx, clanId, now);
    });
    return this.view(this.k.db.kysely, clanId, now);
  }

  async view(db: Executor, clanId: number, now: number): Promise<ClanBuildingsDto> {
    const clan = await mustFind(db, clanId);
    const all = await buildings(db, clanId);
    return {
      buildings: CLAN_BUILDING_TYPES.map((type) => {
        const b = all.get(type)!;
        const top = b.level >= CLAN_BUILDING_MAX_LEVEL;
        const endsAt = b.ends_at === null ? null : Number(b.ends_at);
        return {
          type,
          level: b.level,
          maxLevel: CLAN_BUILDING_MAX_LEVEL,
          state: b.state as ClanBuildingState,
          endsAt,
          nextPrice: top ? null : buildingPrice(type, b.level + 1),
          nextDurationMs: top ? null : buildingDurationMs(b.level + 1),
          speedUpGems: endsAt === null ? 0 : speedUpPrice(remainingMs(endsAt, now)),
        };
      }),
      clanBudget: budgetOf(clan),
      level: clan.level,
    };
  }

  /** Runs `fn` in a transaction with the clan locked, its finished buildings completed first. */
  private async change<T>(
    playerId: number,
    fn: (trx: Executor, clanId: number, now: number) => Promise<T>,
  ) {
    const clanId = await this.clanOf(playerId);
    const now = this.k.clock();
    await this.k.db.kysely.transaction().execute(async (trx) => {
      await lockClan(trx, this.k.db.engine, clanId);
      await memberIn(trx, clanId, playerId);
      await this.settle(trx, clanId, now);
      await fn(trx, clanId, now);
    });
    return { clanId, now };
  }

  async start(playerId: number, type: ClanBuildingType): Promise<ClanBuildingsDto> {
    const { clanId, now } = await this.change(playerId, async (trx, clanId, now) => {
      requireRight((await memberIn(trx, clanId, playerId)).rank, 'START_BUILDING');
      const b = (await buildings(trx, clanId)).get(type)!;
      if (b.state === 'PROCESSING') throw clanError('CLAN_BUILDING_BUSY');
      if (b.level >= CLAN_BUILDING_MAX_LEVEL) throw clanError('CLAN_BUILDING_MAX');
      const level = b.level + 1;
      await new ClanBudgetPort(trx, clanId, now).debit(buildingPrice(type, level), {
        reason: `building:${type}`,
        key: ledgerKey('clan', clanId, 'building', type, level),
        playerId,
      });
      const endsAt = now + buildingDurationMs(level);
      await trx
        .insertInto('clan_building')
        .values({
          clan_id: clanId,
          type,
          level: b.level,
          state: 'PROCESSING',
          started_at: now,
          ends_at: endsAt,
        })
        .onConflict((oc) =>
          oc
            .columns(['clan_id', 'type'])
            .doUpdateSet({ state: 'PROCESSING', started_at: now, ends_at: endsAt }),
        )
        .execute();
      await writeLog(trx, {
        clanId,
        at: now,
        type: 'BUILDING_STARTED',
        actorId: playerId,
        data: { building: type, level },
      });
    });
    void this.events.push(clanId, 'BUILDING_STARTED', playerId, null, true);
    return this.view(this.k.db.kysely, clanId, now);
  }

  async speedUp(playerId: number, type: ClanBuildingType): Promise<ClanBuildingsDto> {
    const { clanId, now } = await this.change(playerId, async (trx, clanId, now) => {
      requireRight((await memberIn(trx, clanId, playerId)).rank, 'COMPLETE_BUILDING');
      const b = (await buildings(trx, clanId)).get(type)!;
      if (b.state !== 'PROCESSING' || b.ends_at === null) throw clanError('CLAN_BUILDING_IDLE');
      const gems = speedUpPrice(remainingMs(Number(b.ends_at), now));
      await new ClanBudgetPort(trx, clanId, now).debit(
        { gems },
        {
          reason: `building-speedup:${type}`,
          key: ledgerKey('clan', clanId, 'speedup', type, b.level + 1),
          playerId,
        },
      );
      await this.finish(trx, clanId, type, now, playerId);
    });
    void this.events.push(clanId, 'BUILDING_DONE', playerId, null, true);
    return this.view(this.k.db.kysely, clanId, now);
  }

  /** Completes a building whose wait is over (a read does the same); refused while it runs. */
  async complete(playerId: number, type: ClanBuildingType): Promise<ClanBuildingsDto> {
    const { clanId, now } = await this.change(playerId, async (trx, clanId) => {
      requireRight((await memberIn(trx, clanId, playerId)).rank, 'COMPLETE_BUILDING');
      const b = (await buildings(trx, clanId)).get(type)!;
      if (b.state === 'PROCESSING') throw clanError('CLAN_BUILDING_BUSY');
    });
    return this.view(this.k.db.kysely, clanId, now);
  }

  private async factoryLevel(db: Executor, clanId: number): Promise<number> {
    return (await buildings(db, clanId)).get('GEAR_FACTORY')!.level;
  }

  async gift(playerId: number): Promise<FactoryGiftDto> {
    const clanId = await this.clanOf(playerId);
    const m = await memberIn(this.k.db.kysely, clanId, playerId);
    const level = await this.factoryLevel(this.k.db.kysely, clanId);
    const last = m.factory_taken_at === null ? null : Number(m.factory_taken_at);
    const now = this.k.clock();
    return {
      level,
      ready: level > 0 && factoryGiftReady(last, now),
      readyAt:
        level === 0 ? null : last === null ? now : Math.max(now, last + FACTORY_GIFT_EVERY_MS),
    };
  }

  /**
   * Takes the member's factory gift into their wallet: gears (30%), which they may donate to the
   * budget, or resources (70%). One per member per 24 hours, claimed by a
   * conditional update so two taps take one.
   */
  async takeGift(playerId: number): Promise<FactoryGiftTakenDto> {
    const out = await this.k.players.withPlayer(playerId, async (unit) => {
      const clanId = await clanIdOf(unit.trx, playerId);
      const first = await memberIn(unit.trx, clanId, playerId);
      const level = await this.factoryLevel(unit.trx, clanId);
      if (level === 0) throw clanError('CLAN_NO_FACTORY');
      const last = first.factory_taken_at === null ? null : Number(first.factory_taken_at);
      if (!factoryGiftReady(last, unit.now)) throw clanError('CLAN_GIFT_NOT_READY');
      const claimed = await unit.trx
        .updateTable('clan_member')
        .set({ factory_taken_at: unit.now })
        .where('player_id', '=', playerId)
        .where((eb) =>
          last === null ? eb('factory_taken_at', 'is', null) : eb('factory_taken_at', '=', last),
        )
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) throw clanError('CLAN_GIFT_NOT_READY');
      const key = ledgerKey('clan-factory', playerId, unit.now);
      const gift = factoryGift(level, `${clanId}:${playerId}:${unit.now}:${this.k.random.seed()}`);
      const amounts: Amounts = gift.kind === 'GEARS' ? { GEARS: gift.gears } : gift.amounts;
      await unit.wallet.grant(amounts, { reason: 'clan:factory', key });
      return { kind: gift.kind, amounts: amounts as Record<string, number> };
    });
    return { ...out, gift: await this.gift(playerId) };
  }

  async hallOptions(playerId: number): Promise<HallOptionsDto> {
    const clanId = await this.clanOf(playerId);
    return this.hallView(this.k.db.kysely, clanId);
  }

  private async hallView(db: Executor, clanId: number): Promise<HallOptionsDto> {
    const hallLevel = (await buildings(db, clanId)).get('HALL_OF_FAME')!.level;
    const rows = await db
      .selectFrom('clan_hall')
      .selectAll()
      .where('clan_id', '=', clanId)
      .execute();
    const clan = await mustFind(db, clanId);
    return {
      hallLevel,
      forces: HALL_FORCES.map((force) => {
        const level = rows.find((r) => r.force === force)?.level ?? 0;
        return { force, level, nextPrice: level < hallLevel ? hallForcePrice(level + 1) : null };
      }),
      clanBudget: budgetOf(clan),
    };
  }

  /** Raises a hall force to `toLevel` (one above its level, at most the hall's level) from the budget. */
  async hallImprove(playerId: number, force: HallForce, toLevel: number): Promise<HallOptionsDto> {
    const { clanId } = await this.change(playerId, async (trx, clanId, now) => {
      requireRight((await memberIn(trx, clanId, playerId)).rank, 'START_BUILDING');
      const view = await this.hallView(trx, clanId);
      const level = view.forces.find((f) => f.force === force)!.level;
      if (toLevel !== level + 1) throw clanError('CLAN_NO_SUCH_STEP');
      if (toLevel > view.hallLevel) throw clanError('CLAN_HALL_LEVEL');
      await new ClanBudgetPort(trx, clanId, now).debit(hallForcePrice(toLevel), {
        reason: `hall:${force}`,
        key: ledgerKey('clan', clanId, 'hall', force, toLevel),
        playerId,
      });
      await trx
        .insertInto('clan_hall')
        .values({ clan_id: clanId, force, level: toLevel })
        .onConflict((oc) => oc.columns(['clan_id', 'force']).doUpdateSet({ level: toLevel }))
        .execute();
      await writeLog(trx, {
        clanId,
        at: now,
        type: 'HALL_IMPROVED',
        actorId: playerId,
        data: { force, level: toLevel },
      });
    });
    void this.events.push(clanId, 'HALL_IMPROVED', playerId, null, true);
    return this.hallView(this.k.db.kysely, clanId);
  }
}

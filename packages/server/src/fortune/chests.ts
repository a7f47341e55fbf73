import type { ChestOpenedDto, DelayedChestDto } from '@heroroad/protocol';
import {
  CHEST_DELAY_MINUTES,
  chestLoot,
  chestSpeedUpPrice,
  type ChestType,
  MINUTE_MS,
} from '@heroroad/rules';
import type { Selectable } from 'kysely';
import type { Clock } from '../core/clock.js';
import { AppError } from '../core/errors.js';
import type { Db } from '../db/database.js';
import type { Executor } from '../db/tx.js';
import { ledgerKey } from '../economy/keys.js';
import { grantFoundCard } from '../progression/card-grants.js';
import type { PlayerService } from '../player/service.js';
import type { PlayerKernel, PlayerUnit } from '../player/unit.js';
import type { DelayedChestTable } from './tables.js';

type ChestRow = Selectable<DelayedChestTable>;

function dto(row: ChestRow, now: number): DelayedChestDto {
  return {
    id: Number(row.id),
    chest: row.chest as ChestType,
    source: row.source,
    readyAt: Number(row.ready_at),
    speedUpGems: chestSpeedUpPrice(Number(row.ready_at), now),
  };
}

/**
 * Gives a delayed chest inside the caller's change; a source gives its chest once (the unique
 * index), so a replayed grant adds nothing.
 */
export async function giveChest(
  db: Executor,
  playerId: number,
  chest: ChestType,
  source: string,
  now: number,
): Promise<void> {
  await db
    .insertInto('delayed_chest')
    .values({
      player_id: playerId,
      chest,
      source,
      ready_at: now + CHEST_DELAY_MINUTES[chest] * MINUTE_MS,
      opened_at: null,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['player_id', 'source']).doNothing())
    .execute();
}

/** Delayed chests: their timers, opening early for emeralds, and what they hold. */
export class DelayedChests {
  constructor(
    private readonly db: Db,
    private readonly kernel: PlayerKernel,
    private readonly players: PlayerService,
    private readonly clock: Clock,
  ) {}

  async list(playerId: number): Promise<DelayedChestDto[]> {
    const rows = await this.db.kysely
      .selectFrom('delayed_chest')
      .selectAll()
      .where('player_id', '=', playerId)
      .where('opened_at', 'is', null)
      .orderBy('ready_at')
      .execute();
    const now = this.clock();
    return rows.map((r) => dto(r, now));
  }

  private async mine(unit: PlayerUnit, id: number): Promise<ChestRow> {
    const row = await unit.trx
      .selectFrom('delayed_chest')
      .selectAll()
      .where('id', '=', id)
      .where('player_id', '=', unit.id)
      .where('opened_at', 'is', null)
      .executeTakeFirst();
    if (!row) throw new AppError('CHEST_NOT_FOUND', 404);
    return row;
  }

  speedUp(playerId: number, id: number): Promise<DelayedChestDto> {
    return this.kernel.withPlayer(playerId, async (unit) => {
      const row = await this.mine(unit, id);
      const price = chestSpeedUpPrice(Number(row.ready_at), unit.now);
      if (price === 0) return dto(row, unit.now);
      await unit.wallet.spend(
        { MITHRIL: price },
        { reason: 'chest:speedup', key: ledgerKey('chest', id, 'speedup', unit.now) },
      );
      await unit.trx
        .updateTable('delayed_chest')
        .set({ ready_at: unit.now })
        .where('id', '=', id)
        .execute();
      return dto({ ...row, ready_at: unit.now }, unit.now);
    });
  }

  async take(playerId: number, id: number): Promise<ChestOpenedDto> {
    const loot = await this.kernel.withPlayer(playerId, async (unit) => {
      const row = await this.mine(unit, id);
      if (Number(row.ready_at) > unit.now) throw new AppError('CHEST_NOT_READY', 409);
      const opened = await unit.trx
        .updateTable('delayed_chest')
        .set({ opened_at: unit.now })
        .where('id', '=', id)
        .where('opened_at', 'is', null)
        .executeTakeFirst();
      if (Number(opened.numUpdatedRows) !== 1) throw new AppError('CHEST_NOT_FOUND', 404);
      const loot = chestLoot(row.chest as ChestType, unit.row.stair, `delayed:${id}`);
      await unit.wallet.grant(
        { GOLD: loot.gold },
        { reason: `chest:${row.chest}`, key: ledgerKey('chest', id, 'open') },
      );
      for (const c of loot.consumables) await unit.bag.addConsumable(c.consumableId, c.count);
      if (loot.artifact) await unit.bag.addArtifact(loot.artifact.artifactId, loot.artifact.level);
      await grantFoundCard(unit, loot.card, ledgerKey('chest', id, 'card'));
      return loot;
    });
    return {
      ...loot,
      consumables: [...loot.consumables],
      player: await this.players.current(playerId),
    };
  }
}

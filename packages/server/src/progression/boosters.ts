import {
  activateBooster,
  BOOSTER_SLOTS,
  boosterDef,
  boosterFactors,
  checkSetup,
  type ActiveBooster,
  type BoosterSlot,
  type ConsumableStock,
} from '@heroroad/rules';
import type { BoostersDto, PlayerDto } from '@heroroad/protocol';
import { sql } from 'kysely';
import { AppError, unwrap } from '../core/errors.js';
import { inOrder } from '../db/in-order.js';
import type { Executor } from '../db/tx.js';
import type { PlayerService } from '../player/service.js';
import type { PlayerUnit } from '../player/unit.js';
import { pressKey } from '../player/press-key.js';

/** The boosters running for a player (those whose time is up are ignored by the factors). */
export async function activeBoosters(db: Executor, playerId: number): Promise<ActiveBooster[]> {
  const rows = await db
    .selectFrom('booster_slot')
    .select(['slot', 'booster_id', 'ends_at'])
    .where('player_id', '=', playerId)
    .execute();
  return rows.flatMap((r) =>
    (BOOSTER_SLOTS as readonly string[]).includes(r.slot)
      ? [{ slot: r.slot as BoosterSlot, boosterId: r.booster_id, endsAt: Number(r.ends_at) }]
      : [],
  );
}

/** What battles multiply by at `now`: gold, player experience and rank experience. */
export async function rewardFactors(db: Executor, playerId: number, now: number) {
  return boosterFactors(await activeBoosters(db, playerId), now);
}

/** The elixir and scroll setup saved, or null when the player keeps none (the whole bag goes). */
export async function setupOf(db: Executor, playerId: number): Promise<ConsumableStock[] | null> {
  const rows = await db
    .selectFrom('consumable_setup')
    .select(['consumable_id', 'count'])
    .where('player_id', '=', playerId)
    .execute();
  return rows.length === 0
    ? null
    : inOrder(rows, 'consumable_id').map((r) => ({
        consumableId: r.consumable_id,
        count: r.count,
      }));
}

/**
 * Boosters (SPEC §1, §4): bought for emeralds into the inbox, started from it into their slots,
 * replacing or prolonging a running one; and the battle setup of elixirs and scrolls.
 */
export class BoosterService {
  constructor(
    private readonly players: PlayerService,
    private readonly db: Executor,
    private readonly clock: () => number,
  ) {}

  async boosters(playerId: number, db: Executor = this.db): Promise<BoostersDto> {
    const now = this.clock();
    const [inbox, active] = await Promise.all([
      db
        .selectFrom('booster_inbox')
        .select(['booster_id', 'count'])
        .where('player_id', '=', playerId)
        .where('count', '>', 0)
        .orderBy('booster_id')
        .execute(),
      activeBoosters(db, playerId),
    ]);
    return {
      inbox: inbox.map((r) => ({ boosterId: r.booster_id, count: r.count })),
      active: active.filter((a) => a.endsAt > now),
      serverTimeMs: now,
    };
  }

  buy(playerId: number, boosterId: string, requestId?: string) {
    const def = boosterDef(boosterId);
    if (!def) throw new AppError('NOT_FOUND', 404);
    return this.change(playerId, async (u) => {
      const key = await pressKey(u, 'booster', requestId);
      if (key === null) return;
      await u.wallet.spend(def.price, { reason: `booster:${def.id}`, key });
      await u.trx
        .insertInto('booster_inbox')
        .values({ player_id: u.id, booster_id: def.id, count: 1 })
        .onConflict((oc) =>
          oc
            .columns(['player_id', 'booster_id'])
            .doUpdateSet({ count: sql`booster_inbox.count + 1` }),
        )
        .execute();
    });
  }

  activate(playerId: number, boosterId: string, mode?: 'replace' | 'prolong') {
    const def = boosterDef(boosterId);
    if (!def) throw new AppError('NOT_FOUND', 404);
    return this.change(playerId, async (u) => {
      const taken = await u.trx
        .updateTable('booster_inbox')
        .set({ count: sql`count - 1` })
        .where('player_id', '=', u.id)
        .where('booster_id', '=', def.id)
        .where('count', '>', 0)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) throw new AppError('BOOSTER_NOT_IN_INBOX');
      // Refused below, the change rolls back and the booster stays in the inbox.
      const slots = unwrap(activateBooster(def, await activeBoosters(u.trx, u.id), u.now, mode));
      for (const s of slots)
        await u.trx
          .insertInto('booster_slot')
          .values({ player_id: u.id, slot: s.slot, booster_id: s.boosterId, ends_at: s.endsAt })
          .onConflict((oc) =>
            oc
              .columns(['player_id', 'slot'])
              .doUpdateSet({ booster_id: s.boosterId, ends_at: s.endsAt }),
          )
          .execute();
    });
  }

  async setup(playerId: number) {
    return { setup: (await setupOf(this.db, playerId)) ?? [] };
  }

  saveSetup(playerId: number, entries: readonly ConsumableStock[]) {
    return this.players.changeOnly(
      playerId,
      async (u) => {
        const setup = unwrap(checkSetup(entries, u.progress.reached()));
        await u.trx.deleteFrom('consumable_setup').where('player_id', '=', u.id).execute();
        if (setup.length > 0)
          await u.trx
            .insertInto('consumable_setup')
            .values(
              setup.map((e) => ({
                player_id: u.id,
                consumable_id: e.consumableId,
                count: e.count,
              })),
            )
            .execute();
        return { setup: [...setup].sort((a, b) => a.consumableId.localeCompare(b.consumableId)) };
      },
      { duringBattle: true },
    );
  }

  private async change(
    playerId: number,
    fn: (u: PlayerUnit) => Promise<void>,
  ): Promise<{ player: PlayerDto; boosters: BoostersDto }> {
    const player = await this.players.change(playerId, fn, { duringBattle: true });
    return { player, boosters: await this.boosters(playerId) };
  }
}

import { CONSUMABLES, everydayReward, nextMoscowDay } from '@heroroad/rules';
import type { GainedDto, PlayerDto } from '@heroroad/protocol';
import type { Kysely } from 'kysely';
import type { Clock } from '../core/clock.js';
import { AppError } from '../core/errors.js';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { BackpackRepository } from '../hero/backpack-repository.js';
import { reusable } from '../db/reusable.js';
import { changeWallet } from '../economy/wallet.js';
import type { PlayerExtras } from '../player/mapper.js';
import type { PlayerRow } from '../player/repository.js';
import type { PlayerService } from '../player/service.js';
import { withPlayer } from '../player/unit.js';

/** Every player answer carries the markers and live offers: both kept compiled. */
const markersOf = reusable(
  (db, playerId: number) =>
    db
      .selectFrom('player_marker')
      .select('marker')
      .where('player_id', '=', playerId)
      .orderBy('created_at'),
  [-101],
);
const liveOffersOf = reusable(
  (db, playerId: number, now: number) =>
    db
      .selectFrom('offer')
      .select(['id', 'offer_type', 'viewed', 'expires_at'])
      .where('player_id', '=', playerId)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .orderBy('id'),
  [-101, -102],
);

/** Story markers a player may hold at most. */
export const MAX_MARKERS = 200;
const MARKER_SHAPE = /^[a-z0-9_]{1,60}$/;
const POTION = CONSUMABLES.find((c) => c.kind === 'HEAL')!.id;

/** Story markers, offers seen, the daily reward. */
export class MarkerService {
  constructor(
    private readonly db: Db,
    private readonly players: PlayerService,
    private readonly clock: Clock,
  ) {}

  /** The player's markers and live offers, for the player DTO. */
  static async extras(db: Kysely<Database>, row: PlayerRow, now: number): Promise<PlayerExtras> {
    const [markers, offers] = await Promise.all([
      markersOf(db, row.id).then((r) => r.rows),
      liveOffersOf(db, row.id, now).then((r) => r.rows),
    ]);
    return {
      playerMarkers: markers.map((m) => ({ playerMarker: m.marker })),
      offers: offers.map((o) => ({
        id: o.id,
        offerType: o.offer_type,
        viewed: o.viewed === 1,
        expiresAt: o.expires_at,
      })),
    };
  }

  async add(playerId: number, markers: readonly string[]): Promise<PlayerDto> {
    for (const m of markers) if (!MARKER_SHAPE.test(m)) throw new AppError('VALUE_INVALID');
    await withPlayer(this.db, this.clock, playerId, async (tx) => {
      const existing = await tx.trx
        .selectFrom('player_marker')
        .select('marker')
        .where('player_id', '=', playerId)
        .execute();
      const have = new Set(existing.map((e) => e.marker));
      const fresh = [...new Set(markers)].filter((m) => !have.has(m));
      if (have.size + fresh.length > MAX_MARKERS) throw new AppError('MARKER_LIMIT');
      if (fresh.length > 0) {
        await tx.trx
          .insertInto('player_marker')
          .values(fresh.map((marker) => ({ player_id: playerId, marker, created_at: tx.now })))
          .execute();
      }
    });
    return this.players.current(playerId);
  }

  async remove(playerId: number, marker: string): Promise<PlayerDto> {
    await this.db.kysely
      .deleteFrom('player_marker')
      .where('player_id', '=', playerId)
      .where('marker', '=', marker)
      .execute();
    return this.players.current(playerId);
  }

  async offerSeen(playerId: number, offerId: number): Promise<PlayerDto> {
    const r = await this.db.kysely
      .updateTable('offer')
      .set({ viewed: 1 })
      .where('id', '=', offerId)
      .where('player_id', '=', playerId)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) throw new AppError('NOT_FOUND');
    return this.players.current(playerId);
  }

  /** Once per Moscow day; an unbroken streak pays more and brings potions. */
  async everyday(
    playerId: number,
  ): Promise<{ player: PlayerDto; gained: GainedDto; nextAt: number }> {
    let gained: GainedDto = { resources: {} };
    let nextAt = 0;
    await withPlayer(this.db, this.clock, playerId, async (tx) => {
      const reward = everydayReward(
        tx.now,
        tx.row.everyday_reward_at,
        tx.row.everyday_streak,
        tx.row.best_victory_stair,
      );
      if (!reward) throw new AppError('EVERYDAY_TAKEN', 409);
      await changeWallet(tx.trx, playerId, { GOLD: reward.gold }, 'everyday', tx.now);
      if (reward.potions > 0)
        await new BackpackRepository(tx.trx).addConsumable(playerId, POTION, reward.potions);
      await tx.patch({ everyday_reward_at: tx.now, everyday_streak: reward.streak });
      gained = {
        resources: { GOLD: reward.gold },
        ...(reward.potions > 0 ? { consumableId: POTION, count: reward.potions } : {}),
      };
      nextAt = nextMoscowDay(tx.now);
    });
    return { player: await this.players.current(playerId), gained, nextAt };
  }
}

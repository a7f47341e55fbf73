import type { MarketDto, PlayerDto } from '@heroroad/protocol';
import { marketEndsAt, marketLots, moscowDay } from '@heroroad/rules';
import type { Clock } from '../core/clock.js';
import { AppError } from '../core/errors.js';
import type { Executor } from '../db/tx.js';
import { ledgerKey } from '../economy/keys.js';
import { usedKeys } from '../economy/ledger-queries.js';
import type { PlayerService } from '../player/service.js';

const lotKey = (playerId: number, day: number, slot: number) =>
  ledgerKey('market', playerId, day, slot);

/**
 * The market (GAME_DESIGN.md "Market"): the day's bundles from the rules, bought for gold. Each
 * bundle's spend is keyed by player, Moscow day and slot, so it sells once a day to each player
 * however many times it is asked for, and the goods follow only a spend that moved money.
 */
export class MarketService {
  constructor(
    private readonly db: Executor,
    private readonly players: PlayerService,
    private readonly clock: Clock,
  ) {}

  async market(playerId: number): Promise<MarketDto> {
    const now = this.clock();
    const day = moscowDay(now);
    const row = await this.players.row(playerId);
    const lots = marketLots(day, row.best_victory_stair);
    const taken = await usedKeys(
      this.db,
      lots.map((l) => lotKey(playerId, day, l.slot)),
    );
    return {
      endsAt: marketEndsAt(now),
      lots: lots.map((l) => ({ ...l, bought: taken.has(lotKey(playerId, day, l.slot)) })),
    };
  }

  buy(playerId: number, slot: number): Promise<PlayerDto> {
    return this.players.change(playerId, async (p) => {
      const day = moscowDay(p.now);
      const lot = marketLots(day, p.row.best_victory_stair).find((l) => l.slot === slot);
      if (!lot) throw new AppError('FACTION_GOOD_UNKNOWN', 404);
      const key = lotKey(p.id, day, slot);
      if (await p.wallet.used(key)) throw new AppError('MARKET_LOT_SOLD', 409);
      const receipt = await p.wallet.spend(
        { GOLD: lot.price },
        { reason: 'market', key, shortage: 'NOT_ENOUGH_RESOURCES' },
      );
      if (receipt.replayed) throw new AppError('MARKET_LOT_SOLD', 409);
      await p.bag.addConsumable(lot.consumableId, lot.count);
    });
  }
}

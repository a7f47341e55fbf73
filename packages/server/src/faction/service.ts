import type { FactionShopDto, PlayerDto } from '@heroroad/protocol';
import { FACTION_CURRENCY, FACTION_GOODS, factionGood } from '@heroroad/rules';
import { AppError } from '../core/errors.js';
import { freshKey } from '../economy/keys.js';
import type { PlayerService } from '../player/service.js';

/**
 * The faction shop (GAME_DESIGN.md "Faction shop"): consumables for Order or Shadow points. A
 * purchase spends the points and puts the lots in the bag in one change; a shortage answers
 * 'Not enough faction points' and writes nothing.
 */
export class FactionShopService {
  constructor(private readonly players: PlayerService) {}

  async shop(playerId: number): Promise<FactionShopDto> {
    const row = await this.players.row(playerId);
    return {
      orderPoints: row.good_points,
      shadowPoints: row.evil_points,
      goods: FACTION_GOODS.map((g) => ({ ...g })),
    };
  }

  buy(playerId: number, goodId: string, lots: number): Promise<PlayerDto> {
    const good = factionGood(goodId);
    if (!good) throw new AppError('FACTION_GOOD_UNKNOWN', 404);
    return this.players.change(playerId, async (p) => {
      await p.wallet.spend(
        { [FACTION_CURRENCY[good.faction]]: good.price * lots },
        { reason: `faction-shop:${good.id}`, key: freshKey('faction-shop') },
      );
      await p.bag.addConsumable(good.consumableId, good.count * lots);
    });
  }
}

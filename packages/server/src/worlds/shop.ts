import type { PlayerDto, PortalShopDto } from '@heroroad/protocol';
import { PORTAL_GOODS, portalGood } from '@heroroad/rules';
import { AppError } from '../core/errors.js';
import { freshKey } from '../economy/keys.js';
import type { PlayerService } from '../player/service.js';

/**
 * The portal shop (GAME_DESIGN.md "Portal shop"): consumables for caviar, which the realms and
 * the snow world pay. A purchase spends the caviar and fills the bag in one change; a shortage
 * answers 'Not enough caviar' and writes nothing.
 */
export class PortalShopService {
  constructor(private readonly players: PlayerService) {}

  async shop(playerId: number): Promise<PortalShopDto> {
    const row = await this.players.row(playerId);
    return { caviar: row.caviar, goods: PORTAL_GOODS.map((g) => ({ ...g })) };
  }

  buy(playerId: number, goodId: string, lots: number): Promise<PlayerDto> {
    const good = portalGood(goodId);
    if (!good) throw new AppError('PORTAL_GOOD_UNKNOWN', 404);
    return this.players.change(playerId, async (p) => {
      await p.wallet.spend(
        { CAVIAR: good.price * lots },
        { reason: `portal-shop:${good.id}`, key: freshKey('portal-shop') },
      );
      await p.bag.addConsumable(good.consumableId, good.count * lots);
    });
  }
}

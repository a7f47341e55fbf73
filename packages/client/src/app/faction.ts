import { api, type FactionShopDto, type MarketDto } from '@heroroad/protocol';
import type { GameServices } from './ports';

/** Faction shop and market flows (SPEC §2 faction shop, market). */

/**
 * What buying from the faction's shop and the market reaches: the server's calls, the player, a
 * toast and its sound.
 */
export type FactionPorts = Pick<GameServices, 'api' | 'applyPlayer' | 'bus' | 't' | 'ui'>;

export function loadFactionShop(game: Pick<GameServices, 'api'>): Promise<FactionShopDto> {
  return game.api.call(api.faction.shop);
}

/** Buys lots of a good; the player comes back with the points spent and the bag filled. */
export async function buyFactionGood(
  game: FactionPorts,
  goodId: string,
  lots: number,
): Promise<void> {
  const player = await game.api.call(api.faction.buy, {
    body: { goodId, lots },
    throttleId: `faction.buy:${goodId}`,
  });
  game.applyPlayer(player);
  game.bus.emit('sound:effect', { name: 'coin' });
  game.ui.getState().toast('success', game.t('faction.bought'));
}

export function loadMarket(game: Pick<GameServices, 'api'>): Promise<MarketDto> {
  return game.api.call(api.faction.market);
}

/** Buys one of today's bundles for gold. */
export async function buyMarketLot(game: FactionPorts, slot: number): Promise<void> {
  const player = await game.api.call(api.faction.marketBuy, {
    body: { slot },
    throttleId: `market.buy:${slot}`,
  });
  game.applyPlayer(player);
  game.bus.emit('sound:effect', { name: 'coin' });
  game.ui.getState().toast('success', game.t('faction.bought'));
}

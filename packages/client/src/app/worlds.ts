import {
  api,
  type PortalInfoDto,
  type PortalOfferDto,
  type PortalShopDto,
  type SnowStateDto,
} from '@heroroad/protocol';
import type { SnowDifficulty } from '@heroroad/rules';
import type { GameServices } from './ports';

/** Portals, the portal shop and the snow world (SPEC §1, §2, §7 Portals). */

/**
 * What the portals and the snow world reach: the server's calls, the player, the road, a toast and
 * its sound.
 */
export type WorldPorts = Pick<GameServices, 'api' | 'applyPlayer' | 'bus' | 'road' | 't' | 'ui'>;

export function loadPortalInfo(
  game: Pick<GameServices, 'api'>,
  placeId: number,
): Promise<PortalInfoDto> {
  return game.api.call(api.worlds.portalInfo, { params: { id: placeId } });
}

/** Chooses the day's discount; the next portal opened today may spend it. */
export function choosePortalDiscount(game: Pick<GameServices, 'api'>): Promise<PortalOfferDto> {
  return game.api.call(api.worlds.portalDiscountChosen);
}

/** Opens the portal into its realm: the road is replaced by the realm's. */
export async function openPortal(
  game: WorldPorts,
  placeId: number,
  discount: boolean,
): Promise<void> {
  const player = await game.api.call(api.worlds.portalUse, {
    params: { id: placeId },
    query: { discount },
    throttleId: `portal.use:${placeId}`,
  });
  game.road.getState().select(null);
  game.ui.getState().close('portal');
  game.applyPlayer(player);
  game.bus.emit('sound:effect', { name: 'whoosh' });
  game.ui.getState().toast('info', game.t('worlds.realmEntered'));
}

export function loadPortalShop(game: Pick<GameServices, 'api'>): Promise<PortalShopDto> {
  return game.api.call(api.worlds.portalShop);
}

/** Buys lots of a portal shop good; the player comes back with the caviar spent. */
export async function buyPortalGood(game: WorldPorts, goodId: string, lots: number): Promise<void> {
  const player = await game.api.call(api.worlds.portalBuy, {
    body: { goodId, lots },
    throttleId: `portal.buy:${goodId}`,
  });
  game.applyPlayer(player);
  game.bus.emit('sound:effect', { name: 'coin' });
  game.ui.getState().toast('success', game.t('faction.bought'));
}

export function loadSnowState(game: Pick<GameServices, 'api'>): Promise<SnowStateDto> {
  return game.api.call(api.worlds.snowState);
}

/** Enters the snow world at a difficulty: the road turns to snow where the squad stands. */
export async function enterSnowWorld(game: WorldPorts, difficulty: SnowDifficulty) {
  const player = await game.api.call(api.worlds.snowEnter, {
    body: { difficulty },
    throttleId: `snow.enter:${difficulty}`,
  });
  game.road.getState().select(null);
  game.ui.getState().close('snowWorld');
  game.applyPlayer(player);
  game.bus.emit('sound:effect', { name: 'whoosh' });
  game.ui.getState().toast('info', game.t('worlds.snowEntered'));
}

import { api, type BodyOf, type PlayerDto } from '@heroroad/protocol';
import type { GameServices } from './ports';
import { requestId } from './progression/requestId';

/**
 * Hero flows: the first hero, the shop, levels, the squad, artifacts, health and the backpack.
 * Each calls the server and takes in the answered player (scenes and panels follow); errors go
 * to the button that started them.
 */

/**
 * What the hero flows reach: the server's calls, the player and its squad, the road's choice,
 * what is stored on the device, toasts and the scene.
 */
export type HeroFlowPorts = Pick<
  GameServices,
  'api' | 'applyPlayer' | 'bus' | 'go' | 'player' | 'road' | 'storage' | 't' | 'ui'
>;

/** Character selection: the first hero joins and the road begins. */
export async function chooseHero(game: HeroFlowPorts, heroId: string): Promise<void> {
  game.applyPlayer(
    await game.api.call(api.hero.choose, { body: { heroId }, throttleId: 'hero.choose' }),
  );
  game.bus.emit('sound:effect', { name: 'level_up' });
  await game.go({ key: 'road', params: undefined, transition: 'fade' });
}

/** To the heroes' hall, its health tab open: where wounds are rested or restored. */
export function goHeal(game: HeroFlowPorts): Promise<void> {
  game.road.getState().select(null);
  game.ui.getState().setHallTab('health');
  return game.go({ key: 'creature', params: {}, transition: 'clouds' });
}

export async function buyHero(game: HeroFlowPorts, heroId: string): Promise<void> {
  const player = await game.api.call(api.hero.buy, {
    body: { heroId, requestId: requestId() },
    throttleId: `buy:${heroId}`,
  });
  game.applyPlayer(player);
  game.bus.emit('sound:effect', { name: 'coin' });
  const name = player.creatures.find((c) => c.identifier === heroId)?.name;
  if (name) game.ui.getState().toast('success', game.t('news.heroJoined', { name }));
}

export async function levelUp(game: HeroFlowPorts, creatureId: number): Promise<void> {
  game.applyPlayer(
    // No throttle: a second tap is a second level (the button waits for the first).
    await game.api.call(api.hero.levelUp, { params: { id: creatureId } }),
  );
  game.bus.emit('sound:effect', { name: 'level_up' });
}

/** Raises the heroes chosen in the group upgrade dialog (at most six), else the squad. */
export async function groupLevelUp(
  game: HeroFlowPorts,
  creatureIds?: readonly number[],
): Promise<void> {
  game.applyPlayer(
    await game.api.call(api.hero.groupLevelUp, {
      body: creatureIds ? { creatureIds: [...creatureIds] } : {},
    }),
  );
  game.bus.emit('sound:effect', { name: 'level_up' });
}

export async function setInSquad(
  game: HeroFlowPorts,
  creatureId: number,
  combative: boolean,
): Promise<void> {
  game.applyPlayer(
    await game.api.call(api.hero.squad, {
      params: { id: creatureId },
      body: { combative },
      throttleId: `squad:${creatureId}:${combative}`,
    }),
  );
}

export async function moveInOrder(game: HeroFlowPorts, from: number, to: number): Promise<void> {
  const player = await game.api.call(api.hero.orderMove, { body: { from, to } });
  game.applyPlayer(player);
  game.storage.set('creatureOrder', orderOf(player));
}

/** The creature ids in the order the player arranged them (SPEC §3 storage). */
function orderOf(player: PlayerDto): number[] {
  return [...player.creatures].sort((a, b) => a.order - b.order).map((c) => c.id);
}

export type Backpack = Awaited<ReturnType<typeof loadBackpack>>;

export function loadBackpack(game: HeroFlowPorts) {
  return game.api.call(api.hero.backpack);
}

export async function equip(
  game: HeroFlowPorts,
  creatureId: number,
  itemId: number,
): Promise<Backpack> {
  const answer = await game.api.call(api.hero.equip, {
    params: { id: creatureId },
    body: { itemId },
  });
  game.applyPlayer(answer.player);
  game.bus.emit('sound:effect', { name: 'chest' });
  return answer.backpack;
}

export async function unequip(
  game: HeroFlowPorts,
  creatureId: number,
  itemId: number,
): Promise<Backpack> {
  const answer = await game.api.call(api.hero.unequip, { params: { id: creatureId, itemId } });
  game.applyPlayer(answer.player);
  return answer.backpack;
}

export async function buyConsumable(
  game: HeroFlowPorts,
  body: BodyOf<typeof api.hero.buyConsumable>,
): Promise<Backpack> {
  const answer = await game.api.call(api.hero.buyConsumable, {
    body: { ...body, requestId: body.requestId ?? requestId() },
  });
  game.applyPlayer(answer.player);
  game.bus.emit('sound:effect', { name: 'coin' });
  return answer.backpack;
}

export function healthOptions(game: HeroFlowPorts) {
  return game.api.call(api.road.healthOptions);
}

export async function restoreHealth(
  game: HeroFlowPorts,
  creatureId: number,
  currency: 'GOLD' | 'MITHRIL',
): Promise<void> {
  game.applyPlayer(
    await game.api.call(api.road.healthRestore, {
      params: { id: creatureId },
      body: { currency },
      throttleId: `restore:${creatureId}`,
    }),
  );
  game.bus.emit('sound:effect', { name: 'heal' });
}

/** Uses a road marker (the Waystone, the Rune of Return) from the backpack. */
export async function applyRoadMarker(game: HeroFlowPorts, consumableId: string): Promise<void> {
  const player = await game.api.call(api.road.roadConsumable, { params: { consumableId } });
  game.applyPlayer(player);
  game.bus.emit('road:jump', { coordinate: player.coordinate });
  game.bus.emit('sound:effect', { name: 'whoosh' });
}

/** The free hero exchange: a starter becomes another starter, once (the server keeps the count). */
export async function exchangeHero(
  game: HeroFlowPorts,
  creatureId: number,
  heroId: string,
): Promise<void> {
  const before = game.player.getState().player?.creatures.find((c) => c.id === creatureId)?.name;
  const player = await game.api.call(api.hero.exchange, {
    body: { creatureId, heroId },
    throttleId: `exchange:${creatureId}`,
  });
  game.applyPlayer(player);
  game.bus.emit('sound:effect', { name: 'level_up' });
  const after = player.creatures.find((c) => c.id === creatureId)?.name;
  if (before && after)
    game.ui.getState().toast('success', game.t('hall.exchange.done', { from: before, to: after }));
}

import { api, type BoostersDto, type CardStateDto, type DealDto } from '@heroroad/protocol';
import type { ConsumableStock } from '@heroroad/rules';
import type { Backpack } from '../heroes';
import type { GameServices } from '../ports';
import { requestId } from './requestId';

/**
 * Flows of the goods tab: ark tokens and amethysts in packs, the amulet shop, cards and their
 * use, boosters with their inbox, the elixir and scroll setup, and the companion's gender.
 */
type Ports = Pick<GameServices, 'api' | 'applyPlayer' | 'bus'>;

export async function buyPack(game: Ports, packId: string): Promise<Backpack> {
  const answer = await game.api.call(api.shops.buyPack, {
    body: { packId, requestId: requestId() },
  });
  game.applyPlayer(answer.player);
  game.bus.emit('sound:effect', { name: 'coin' });
  return answer.backpack;
}

export async function buyAmulet(game: Ports, amuletId: string): Promise<Backpack> {
  const answer = await game.api.call(api.shops.buyAmulet, {
    body: { amuletId, requestId: requestId() },
  });
  game.applyPlayer(answer.player);
  game.bus.emit('sound:effect', { name: 'chest' });
  return answer.backpack;
}

export async function meltAmulet(game: Ports, itemId: number): Promise<Backpack> {
  const answer = await game.api.call(api.shops.meltAmulet, { params: { id: itemId } });
  game.applyPlayer(answer.player);
  game.bus.emit('sound:effect', { name: 'coin' });
  return answer.backpack;
}

export function loadCards(game: Ports): Promise<CardStateDto> {
  return game.api.call(api.shops.cards);
}

export async function buyCard(game: Ports, cardId: string): Promise<CardStateDto> {
  const answer = await game.api.call(api.shops.buyCard, {
    body: { cardId, requestId: requestId() },
  });
  game.applyPlayer(answer.player);
  game.bus.emit('sound:effect', { name: 'coin' });
  return answer.cardState;
}

export async function applyCard(
  game: Ports,
  cardId: string,
  creatureId: number,
): Promise<CardStateDto> {
  const answer = await game.api.call(api.shops.useCard, { body: { cardId, creatureId } });
  game.applyPlayer(answer.player);
  game.bus.emit('sound:effect', { name: 'level_up' });
  return answer.cardState;
}

export function loadBoosters(game: Ports): Promise<BoostersDto> {
  return game.api.call(api.shops.boosters);
}

export async function buyBooster(game: Ports, boosterId: string): Promise<BoostersDto> {
  const answer = await game.api.call(api.shops.buyBooster, {
    body: { boosterId, requestId: requestId() },
  });
  game.applyPlayer(answer.player);
  game.bus.emit('sound:effect', { name: 'coin' });
  return answer.boosters;
}

export async function activateBooster(
  game: Ports,
  boosterId: string,
  mode?: 'replace' | 'prolong',
): Promise<BoostersDto> {
  const answer = await game.api.call(api.shops.activateBooster, {
    body: { boosterId, ...(mode ? { mode } : {}) },
  });
  game.applyPlayer(answer.player);
  game.bus.emit('sound:effect', { name: 'level_up' });
  return answer.boosters;
}

export async function loadSetup(game: Ports): Promise<ConsumableStock[]> {
  return (await game.api.call(api.shops.setup)).setup;
}

export async function saveSetup(game: Ports, setup: ConsumableStock[]): Promise<ConsumableStock[]> {
  return (await game.api.call(api.shops.saveSetup, { body: { setup } })).setup;
}

export async function setGender(game: Ports, gender: 'male' | 'female'): Promise<void> {
  game.applyPlayer(await game.api.call(api.hero.gender, { body: { gender } }));
}

export function loadDeal(game: Ports): Promise<DealDto> {
  return game.api.call(api.shops.deal);
}

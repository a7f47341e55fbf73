import { api, type SmithyDto } from '@heroroad/protocol';
import type { Backpack } from '../heroes';
import type { GameServices } from '../ports';
import { requestId } from './requestId';

/** Smithy flows: artifact upgrades over time, the forge's preview and reforging. */
type Ports = Pick<GameServices, 'api' | 'applyPlayer' | 'bus'>;

export interface SmithyState {
  readonly smithy: SmithyDto;
  readonly backpack: Backpack;
}

/** Upgrades under way (those whose time is up complete, so the player is read anew). */
export async function loadSmithy(game: Ports): Promise<SmithyState> {
  const smithy = await game.api.call(api.progression.smithy);
  const [player, backpack] = await Promise.all([
    game.api.call(api.player.current),
    game.api.call(api.hero.backpack),
  ]);
  game.applyPlayer(player);
  return { smithy, backpack };
}

export async function upgradeArtifact(game: Ports, itemId: number): Promise<SmithyState> {
  const answer = await game.api.call(api.progression.upgradeArtifact, {
    params: { id: itemId },
    body: { requestId: requestId() },
  });
  game.applyPlayer(answer.player);
  game.bus.emit('sound:effect', { name: 'coin' });
  return answer;
}

export function reforgePreview(game: Ports, itemId: number, creatureId: number) {
  return game.api.call(api.progression.reforgePreview, { query: { itemId, creatureId } });
}

export async function reforge(
  game: Ports,
  itemId: number,
  creatureId: number,
): Promise<SmithyState> {
  const answer = await game.api.call(api.progression.reforge, { body: { itemId, creatureId } });
  game.applyPlayer(answer.player);
  game.bus.emit('sound:effect', { name: 'level_up' });
  return answer;
}

/** Finishes an artifact upgrade now for emeralds. */
export async function speedUpArtifact(game: Ports, timerId: number): Promise<SmithyState> {
  const answer = await game.api.call(api.progression.speedUp, {
    params: { id: timerId },
    throttleId: `speedup:${timerId}`,
  });
  game.applyPlayer(answer.player);
  return loadSmithy(game);
}

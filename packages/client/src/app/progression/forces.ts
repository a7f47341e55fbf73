import { api, type ForcesDto } from '@heroroad/protocol';
import type { WarriorClass } from '@heroroad/rules';
import type { GameServices } from '../ports';
import { requestId } from './requestId';

/**
 * Force flows: upgrades under way, starting one, speeding one up, buying a magic hammer. Each
 * answers the forces as the server has them now and takes in the player it answered.
 */
type Ports = Pick<GameServices, 'api' | 'applyPlayer' | 'bus'>;

/** Upgrades under way; those whose time is up complete, so the player is read anew after. */
export async function loadForces(game: Ports): Promise<ForcesDto> {
  const forces = await game.api.call(api.progression.forces);
  game.applyPlayer(await game.api.call(api.player.current));
  return forces;
}

export async function upgradeForce(
  game: Ports,
  creatureId: number,
  warriorClass: WarriorClass,
): Promise<ForcesDto> {
  const answer = await game.api.call(api.progression.upgradeForce, {
    params: { id: creatureId },
    body: { warriorClass, requestId: requestId() },
  });
  game.applyPlayer(answer.player);
  game.bus.emit('sound:effect', { name: 'coin' });
  return answer.forces;
}

export async function speedUp(game: Ports, timerId: number): Promise<ForcesDto> {
  const answer = await game.api.call(api.progression.speedUp, {
    params: { id: timerId },
    throttleId: `speedup:${timerId}`,
  });
  game.applyPlayer(answer.player);
  game.bus.emit('sound:effect', { name: 'level_up' });
  return answer.forces;
}

export async function buyHammer(game: Ports): Promise<ForcesDto> {
  const answer = await game.api.call(api.progression.buyHammer, {
    body: { requestId: requestId() },
  });
  game.applyPlayer(answer.player);
  game.bus.emit('sound:effect', { name: 'coin' });
  return answer.forces;
}

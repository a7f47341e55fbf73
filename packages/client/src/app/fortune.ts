import {
  api,
  type ChestOpenedDto,
  type DelayedChestDto,
  type WheelSpinDto,
  type WheelStatusDto,
} from '@heroroad/protocol';
import type { GameServices } from './ports';

/**
 * Wheel and chest flows. A spin's sector is the server's draw: the wheel only animates to it.
 * SPEC §7: a spin or reward reply lacking its creatures is logged and gives nothing.
 */

export function loadWheel(game: GameServices): Promise<WheelStatusDto> {
  return game.api.call(api.fortune.wheelStatus);
}

function hasCreatures(player: unknown): boolean {
  return Array.isArray((player as { creatures?: unknown } | null)?.creatures);
}

export async function spinWheel(
  game: GameServices,
  pay: 'FREE' | 'TICKETS' | 'GEMS',
): Promise<WheelSpinDto | null> {
  const reply = await game.api.call(api.fortune.spin, {
    body: { pay },
    throttleId: 'fortune.spin',
  });
  if (!hasCreatures(reply.player)) {
    game.reporter.report(new Error('Wheel spin reply lacks creatures'));
    return null;
  }
  game.applyPlayer(reply.player);
  return reply;
}

export async function takeWheelPrize(game: GameServices): Promise<boolean> {
  const player = await game.api.call(api.fortune.take, { throttleId: 'fortune.take' });
  if (!hasCreatures(player)) {
    game.reporter.report(new Error('Wheel reward reply lacks creatures'));
    return false;
  }
  game.applyPlayer(player);
  game.bus.emit('sound:effect', { name: 'coin' });
  return true;
}

export function loadChests(game: GameServices): Promise<DelayedChestDto[]> {
  return game.api.call(api.fortune.chests);
}

export function speedUpChest(game: GameServices, id: number): Promise<DelayedChestDto> {
  return game.api.call(api.fortune.speedUp, { params: { id }, throttleId: `chest.speedup:${id}` });
}

export async function openChest(game: GameServices, id: number): Promise<ChestOpenedDto> {
  const opened = await game.api.call(api.fortune.takeChest, {
    params: { id },
    throttleId: `chest.take:${id}`,
  });
  game.applyPlayer(opened.player);
  game.bus.emit('sound:effect', { name: 'coin' });
  return opened;
}

import {
  api,
  type ChestOpenedDto,
  type DelayedChestDto,
  type WheelSpinDto,
  type WheelStatusDto,
} from '@heroroad/protocol';
import type { CampaignType } from '@heroroad/rules';
import type { GameServices } from './ports';

/**
 * Wheel and chest flows. A spin's sector is the server's draw: the wheel only animates to it.
 * SPEC §7: a spin or reward reply lacking its creatures is logged and gives nothing.
 */

/** What the wheel and the chests reach: the server's calls, the player, sounds and the reporter. */
export type FortunePorts = Pick<
  GameServices,
  'api' | 'applyPlayer' | 'bus' | 'player' | 'reporter'
>;

/**
 * Keeps the start-up's campaign types (SPEC §3: chest, wheel) true after a look at the wheel or
 * the chests, so the bank's marks go out once nothing waits there.
 */
function markWaiting(game: FortunePorts, type: CampaignType, waits: boolean): void {
  const { info, setInfo } = game.player.getState();
  if (!info) return;
  const open = info.openCampaigns;
  const campaign =
    type === 'wheel'
      ? open.includes('WHEEL')
      : open.some((c) => c === 'CHEST' || c === 'CHEST_2' || c === 'CHEST_3');
  const on = waits || campaign;
  if (on === info.campaignTypes.includes(type)) return;
  const others = info.campaignTypes.filter((t) => t !== type);
  setInfo({ ...info, campaignTypes: on ? [...others, type].sort() : others });
}

export async function loadWheel(game: FortunePorts): Promise<WheelStatusDto> {
  const status = await game.api.call(api.fortune.wheelStatus);
  markWaiting(game, 'wheel', status.freeSpin || status.pending !== null);
  return status;
}

function hasCreatures(player: unknown): boolean {
  return Array.isArray((player as { creatures?: unknown } | null)?.creatures);
}

export async function spinWheel(
  game: FortunePorts,
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

export async function takeWheelPrize(game: FortunePorts): Promise<boolean> {
  const player = await game.api.call(api.fortune.take, { throttleId: 'fortune.take' });
  if (!hasCreatures(player)) {
    game.reporter.report(new Error('Wheel reward reply lacks creatures'));
    return false;
  }
  game.applyPlayer(player);
  game.bus.emit('sound:effect', { name: 'coin' });
  return true;
}

export async function loadChests(game: FortunePorts): Promise<DelayedChestDto[]> {
  const chests = await game.api.call(api.fortune.chests);
  markWaiting(game, 'chest', chests.length > 0);
  return chests;
}

export function speedUpChest(game: FortunePorts, id: number): Promise<DelayedChestDto> {
  return game.api.call(api.fortune.speedUp, { params: { id }, throttleId: `chest.speedup:${id}` });
}

export async function openChest(game: FortunePorts, id: number): Promise<ChestOpenedDto> {
  const opened = await game.api.call(api.fortune.takeChest, {
    params: { id },
    throttleId: `chest.take:${id}`,
  });
  game.applyPlayer(opened.player);
  game.bus.emit('sound:effect', { name: 'coin' });
  return opened;
}

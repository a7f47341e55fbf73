import type { ChestType } from '../battle/outcome.js';

/** How long each delayed chest takes to open (SPEC §3 chest types), in minutes. */
export const CHEST_DELAY_MINUTES: Readonly<Record<ChestType, number>> = {
  silver: 60,
  gold: 180,
  azure: 360,
  lava: 480,
  amber: 720,
  jade: 1440,
};

/** Emeralds to open a chest now: one per started ten minutes still to wait. */
export function chestSpeedUpPrice(readyAt: number, now: number): number {
  const left = readyAt - now;
  return left <= 0 ? 0 : Math.ceil(left / 600_000);
}

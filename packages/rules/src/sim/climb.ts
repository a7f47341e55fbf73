/** One simulated player's climb up the road, stair by stair, with what it took to get there. */
import { STARTER_HEROES } from '../content/heroes.js';
import { newSimPlayer, playStair, type SimPlayer } from './player.js';

/** Gate attempts before a stall counts as hard; every third loss sends the player farming. */
export const MAX_TRIES = 30;

export interface Climb {
  player: SimPlayer;
  /** The highest stair open to the player (one past the last gate beaten). */
  reached: number;
  /** Stair → battles fought before it opened. */
  battlesTo: Map<number, number>;
  /** Stair → hours on the simulated clock before it opened. */
  hoursTo: Map<number, number>;
  /** Stairs lost on four times or more. */
  stalls: number[];
}

/** Seed `seed` starts with the starters in turn and climbs to `target` (or stalls for good). */
export function climb(seed: number, target: number, spends = true): Climb {
  const starter = STARTER_HEROES[seed % STARTER_HEROES.length];
  if (starter === undefined) throw new Error('no starter heroes');
  const p = newSimPlayer(seed, starter.id, spends);
  const battlesTo = new Map<number, number>();
  const hoursTo = new Map<number, number>();
  const stalls: number[] = [];
  let reached = 1;
  for (let stair = 1; stair <= target; stair++) {
    const before = p.losses;
    const passed = playStair(p, stair, MAX_TRIES);
    if (p.losses - before >= 4) stalls.push(stair);
    if (!passed) break;
    reached = stair + 1;
    battlesTo.set(reached, p.battles);
    hoursTo.set(reached, p.seconds / 3600);
  }
  return { player: p, reached, battlesTo, hoursTo, stalls };
}

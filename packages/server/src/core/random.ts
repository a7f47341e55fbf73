import { randomInt } from 'node:crypto';
import { nextU32, seedRng } from '@heroroad/rules';

/**
 * Where the game's seeds come from (a new player's road, a battle's dice), injected beside the
 * Clock so tests replay the same roads and battles. Secrets and identifiers (session ids, client
 * uuids, guest names) do not come from here: they must stay unguessable and unique even between
 * two servers given the same seed.
 */
export interface Random {
  /** A whole number from 1 to 2^31 - 1: a seed for the rules' generators. */
  seed(): number;
}

export const systemRandom: Random = { seed: () => randomInt(1, 0x7fff_ffff) };

/** A reproducible sequence of seeds for tests and simulations. */
export function seededRandom(seed: number | string): Random {
  const state = seedRng(seed);
  return { seed: () => (nextU32(state) % 0x7fff_fffe) + 1 };
}

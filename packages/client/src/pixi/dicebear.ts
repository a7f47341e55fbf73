import { createAvatar } from '@dicebear/core';
import { lorelei } from '@dicebear/collection';

/** Warm backgrounds from the palette, so generated faces sit on the game's parchment tones. */
const BACKGROUNDS = ['f3e6c4', 'e2cf9f', 'd4a53a', 'c9d8b6', 'b6cde0'];

/** A hero's or player's face (DiceBear "Lorelei", CC0). */
export function heroSvg(seed: string): string {
  return createAvatar(lorelei, {
    seed,
    size: 192,
    backgroundColor: BACKGROUNDS,
    backgroundType: ['solid'],
  }).toString();
}

import { createAvatar } from '@dicebear/core';
import { lorelei, shapes } from '@dicebear/collection';
import type { PortraitStyle } from './portraits';

/** Warm backgrounds from the palette, so generated faces sit on the game's parchment tones. */
const BACKGROUNDS = ['f3e6c4', 'e2cf9f', 'd4a53a', 'c9d8b6', 'b6cde0'];

export function avatarSvg(seed: string, style: PortraitStyle): string {
  if (style === 'emblem') {
    return createAvatar(shapes, { seed, size: 192, backgroundColor: ['2a1d12'] }).toString();
  }
  return createAvatar(lorelei, {
    seed,
    size: 192,
    backgroundColor: BACKGROUNDS,
    backgroundType: ['solid'],
  }).toString();
}

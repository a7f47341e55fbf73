import { createAvatar } from '@dicebear/core';
import { shapes } from '@dicebear/collection';

/** A clan's emblem (DiceBear "Shapes", CC0) on the frame colour. */
export function emblemSvg(seed: string): string {
  return createAvatar(shapes, { seed, size: 192, backgroundColor: ['2a1d12'] }).toString();
}

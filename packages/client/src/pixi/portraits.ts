import type { Texture } from 'pixi.js';
import { svgTexture } from './icons';

export type PortraitStyle = 'hero' | 'emblem';

/**
 * Portraits are generated from a seed with DiceBear CC0 styles: Lorelei faces for heroes and
 * players, Shapes for clan emblems. The generator loads on first use, off the first frame's path.
 */
export async function portraitSvg(seed: string, style: PortraitStyle = 'hero'): Promise<string> {
  if (style === 'emblem') return (await import('./emblems')).emblemSvg(seed);
  return (await import('./dicebear')).heroSvg(seed);
}

export async function portraitTexture(
  seed: string,
  style: PortraitStyle = 'hero',
): Promise<Texture> {
  return svgTexture(`portrait:${style}:${seed}`, await portraitSvg(seed, style));
}

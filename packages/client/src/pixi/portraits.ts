import type { Texture } from 'pixi.js';
import { svgTexture } from './icons';

export type PortraitStyle = 'hero' | 'emblem' | 'monster';

/**
 * Portraits are generated from a seed: coloured DiceBear Lorelei faces (CC0) with the hero's
 * emblem and cloak for heroes and players, a monster's silhouette on its band's backdrop for
 * monsters (the seed is the monster's id; `portraitArt.ts`), DiceBear Shapes for clan emblems.
 * The generators load on first use, off the first frame's path.
 */
export async function portraitSvg(seed: string, style: PortraitStyle = 'hero'): Promise<string> {
  if (style === 'emblem') return (await import('./emblems')).emblemSvg(seed);
  const art = await import('./portraitArt');
  return style === 'monster' ? art.monsterPortraitSvg(seed) : art.heroPortraitSvg(seed);
}

export async function portraitTexture(
  seed: string,
  style: PortraitStyle = 'hero',
): Promise<Texture> {
  return svgTexture(`portrait:${style}:${seed}`, await portraitSvg(seed, style));
}

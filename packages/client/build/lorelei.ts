import { createAvatar } from '@dicebear/core';
import { lorelei } from '@dicebear/collection';
import { lookOfSeed, type HeroLook } from '../src/pixi/heroLooks';
import { heroStyle } from '../src/pixi/heroStyles';

/*
 * The heroes' faces (DiceBear "Lorelei", CC0), drawn in Node at build time (`build/faces.ts`):
 * Lorelei's drawings are 148 KB of JavaScript, too much for a browser that needs a few faces.
 */

/** Warm backgrounds from the palette, so generated faces sit on the game's parchment tones. */
const BACKGROUNDS = ['f3e6c4', 'e2cf9f', 'd4a53a', 'c9d8b6', 'b6cde0'];

/** What a look fixes in the generator; the seed still picks the rest (hair, eyes, mouth…). */
export const LOOK_OPTIONS: Readonly<Record<HeroLook, Record<string, unknown>>> = {
  bearded: {
    beard: ['variant01', 'variant02'],
    beardProbability: 100,
    earringsProbability: 0,
    hairAccessoriesProbability: 0,
  },
  man: { beardProbability: 0, earringsProbability: 0, hairAccessoriesProbability: 0 },
  woman: { beardProbability: 0, earringsProbability: 60, hairAccessoriesProbability: 30 },
};

/** A hero's or player's face, true to the hero's look when known. */
export function heroSvg(
  seed: string,
  look = lookOfSeed(seed),
  colours: Record<string, unknown> = {},
): string {
  return faceSvg(seed, { ...(look ? LOOK_OPTIONS[look] : {}), ...colours });
}

export function faceSvg(seed: string, options: Record<string, unknown>): string {
  return createAvatar(lorelei, {
    seed,
    size: 192,
    backgroundColor: BACKGROUNDS,
    backgroundType: ['solid'],
    ...options,
  }).toString();
}

/**
 * The face a hero's portrait shows (`src/pixi/portraitArt.ts` sets it on the backdrop): the
 * skin and hair of the hero's style, on no background of its own.
 */
export function portraitFaceSvg(seed: string): string {
  const style = heroStyle(seed);
  return heroSvg(seed, undefined, {
    skinColor: [style.skin],
    hairColor: [style.hair],
    backgroundColor: ['transparent'],
  });
}

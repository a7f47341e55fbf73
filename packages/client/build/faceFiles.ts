import { HEROES, SPEAKERS } from '@heroroad/rules';
import { GREETERS } from '../src/scenes/characterSelection/greeters';
import { portraitFaceSvg } from './lorelei';

/*
 * The faces the build draws (`build/faces.ts` runs this module through Vite, so the rules'
 * sources load as they are, with no build of them first).
 */

/**
 * Every face seed the game draws, read from the content: each hero (`hero:<id>`, from the
 * heroes' hall to battle), each story speaker (the story dialogue seeds a speaker as a hero) and
 * the welcome's greeters. A player with no hero yet (`player-<id>`) has no face of their own.
 */
export function faceSeeds(): string[] {
  return [
    ...new Set([
      ...HEROES.map((h) => `hero:${h.id}`),
      ...SPEAKERS.map((s) => `hero:${s.id}`),
      ...GREETERS,
    ]),
  ];
}

/**
 * A seed as a file name safe in any address: letters, digits, `_` and `-` as they are, any other
 * character as its code point in dots (`hero:x` → `hero.3a.x`), so two seeds never share a name.
 */
export function faceFileName(seed: string): string {
  return seed.replace(/[^\w-]/gu, (c) => `.${c.codePointAt(0)!.toString(16)}.`);
}

/** The face files: file name → SVG. */
export function faceFiles(seeds: readonly string[]): Map<string, string> {
  return new Map(seeds.map((seed) => [faceFileName(seed), portraitFaceSvg(seed)]));
}

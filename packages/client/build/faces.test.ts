// @vitest-environment node
import { createHash } from 'node:crypto';
import { HEROES, starterChoices, STORY_CHAPTERS } from '@heroroad/rules';
import { describe, expect, it } from 'vitest';
import { heroStyle } from '../src/pixi/heroStyles';
import { GREETERS } from '../src/scenes/characterSelection/greeters';
import { builtModule } from './builtModule';
import FIRST_VISIT from './firstVisit.json' with { type: 'json' };
import { faceFileName, faceSeeds } from './faceFiles';
import { faces } from './faces';
import { heroSvg } from './lorelei';

const SEEDS = ['hero:hero_dobrynya', 'hero:hero_marfa', 'Vasilisa', 'hero:narrator'];

/**
 * The faces as the browser drew them before they were prebuilt (DiceBear 9.4), by their SHA-256:
 * a face that changes here changes on every player's screen. Record new ones only for a change
 * meant to be seen (a DiceBear upgrade that redraws, a new look for a hero).
 */
const FINGERPRINTS: Record<string, string> = {
  'hero:hero_dobrynya': 'caf803caeb68a7de',
  'hero:hero_marfa': '5c53ce51c824f3db',
  Vasilisa: '16e827999b0276a8',
  'hero:narrator': '5ca0e02f0186a86d',
};

async function build(seeds: readonly string[]) {
  const { emitted, exported } = await builtModule<(seed: string) => string | null>(
    faces(seeds),
    'virtual:faces',
  );
  const file = (seed: string) => {
    const url = exported(seed);
    return emitted.find((e) => `/${e.fileName}` === url)?.source;
  };
  return { emitted, address: exported, file };
}

describe('the prebuilt faces', () => {
  it('has a face for every hero, every story line’s speaker and every greeter', () => {
    const drawn = new Set(faceSeeds());
    const shown = [
      ...HEROES.map((h) => `hero:${h.id}`),
      // The story dialogue seeds a speaker's portrait as a hero's (`ui/story/StoryDialogue.tsx`).
      ...STORY_CHAPTERS.flatMap((c) => c.lines.map((l) => `hero:${l.speaker}`)),
      ...GREETERS,
    ];
    expect(shown.filter((seed) => !drawn.has(seed))).toEqual([]);
  });

  it('draws each face as the portrait drew it in the browser', async () => {
    const { file } = await build(SEEDS);
    for (const seed of SEEDS) {
      const style = heroStyle(seed);
      const drawn = heroSvg(seed, undefined, {
        skinColor: [style.skin],
        hairColor: [style.hair],
        backgroundColor: ['transparent'],
      });
      expect(file(seed), seed).toBe(drawn);
      const sha = createHash('sha256').update(drawn).digest('hex').slice(0, 16);
      expect(sha, seed).toBe(FINGERPRINTS[seed]);
    }
  });

  it('names each file safely for an address, one name per seed', () => {
    const names = faceSeeds().map(faceFileName);
    expect(names.filter((n) => !/^[\w.-]+$/.test(n))).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
    expect(faceFileName('hero:hero_dobrynya')).toBe('hero.3a.hero_dobrynya');
    expect(faceFileName('a.b')).not.toBe(faceFileName('a.2e.b'));
  });

  it('emits the faces in one hashed folder and has no address for a seed it did not draw', async () => {
    const { emitted, address } = await build(SEEDS);
    const folder = /^assets\/faces-[\w-]{10}\//.exec(emitted[0]?.fileName ?? '')?.[0];
    expect(folder).toBeDefined();
    expect(address('hero:hero_marfa')).toBe(`/${folder}hero.3a.hero_marfa.svg`);
    expect(address('player-7')).toBeNull();
    expect(address('hero:hero_added_without_a_rebuild')).toBeNull();
  });

  it('lists for the bundle check the faces a new visitor sees before the road', () => {
    // The welcome's greeters, then the starters to choose from (scenes/characterSelection).
    const seen = [...GREETERS, ...starterChoices().map((h) => `hero:${h.id}`)];
    expect(FIRST_VISIT.faces).toEqual(seen.map(faceFileName));
  });
});

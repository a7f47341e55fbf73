import { describe, expect, it } from 'vitest';
import { faceSvg, heroSvg, LOOK_OPTIONS } from './lorelei';

describe('hero faces', () => {
  it('draws Dobrynya with a beard and Marfa without one, whatever the seed picks', () => {
    const seed = 'hero:hero_dobrynya';
    const shaved = { ...LOOK_OPTIONS.bearded, beardProbability: 0 };
    // The same face with the beard taken off is another drawing: the beard is there.
    expect(heroSvg(seed)).not.toEqual(faceSvg(seed, shaved));
    const marfa = 'hero:hero_marfa';
    expect(heroSvg(marfa)).toEqual(faceSvg(marfa, { ...LOOK_OPTIONS.woman, beardProbability: 0 }));
    expect(heroSvg(marfa)).not.toEqual(
      faceSvg(marfa, { ...LOOK_OPTIONS.woman, ...LOOK_OPTIONS.bearded }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { firstSceneAhead, PRELOAD_SCENES } from './scenes';

describe('the first scene fetched ahead', () => {
  it("is a new visitor's welcome, and the welcome again for one who left it", () => {
    expect(firstSceneAhead(undefined)).toBe('characterSelection');
    expect(firstSceneAhead('characterSelection')).toBe('characterSelection');
  });

  it('is the road for a player who has played: every other scene leads back to it', () => {
    for (const last of ['road', 'battle', 'creature', 'arena', 'clan', 'music'] as const) {
      expect(firstSceneAhead(last)).toBe('road');
    }
  });

  it('is always one of the scenes the page writes a wave for', () => {
    for (const last of [undefined, 'characterSelection', 'road', 'battle'] as const) {
      expect(PRELOAD_SCENES).toContain(firstSceneAhead(last));
    }
  });
});

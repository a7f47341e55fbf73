import { describe, expect, it } from 'vitest';
import { trackForStair } from './tracks';

describe('music by stair (SPEC §9)', () => {
  it.each([
    [1, 'dawn'],
    [3, 'dawn'],
    [4, 'birches'],
    [5, 'birches'],
    [10, 'marsh'],
    [15, 'peaks'],
    [16, 'depths'],
  ])('stair %d plays %s', (stair, key) => {
    expect(trackForStair(stair).key).toBe(key);
  });
});

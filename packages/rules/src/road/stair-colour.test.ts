import { describe, expect, it } from 'vitest';
import { stairColour, stairThresholds } from './stair-colour.js';

describe('stair colour (SPEC §4), every band', () => {
  it.each([
    // player stair, battleStair, yellow from, red from
    [1, 0, 1, 2],
    [10, 8, 9, 11],
    [25, 25, 26, 26],
    [26, 20, 20, 26],
    [59, 55, 55, 59],
    [60, 58, 57, 59],
    [99, 90, 89, 91],
    [100, 100, 95, 101],
    [119, 110, 104.5, 111],
    [120, 120, 108, 121],
    [5000, 4000, 3600, 4001],
  ])('stair %d, battleStair %d: yellow from %d, red from %d', (stair, battleStair, y, r) => {
    expect(stairThresholds({ stair, battleStair })).toEqual({ yellowFrom: y, redFrom: r });
  });

  it.each([
    // band up to 25: yellow from battleStair+1, red from stair+1
    [{ stair: 10, battleStair: 8 }, 8, 'GREEN'],
    [{ stair: 10, battleStair: 8 }, 9, 'YELLOW'],
    [{ stair: 10, battleStair: 8 }, 10, 'YELLOW'],
    [{ stair: 10, battleStair: 8 }, 11, 'RED'],
    // 26–59: yellow from battleStair, red from stair
    [{ stair: 40, battleStair: 35 }, 34, 'GREEN'],
    [{ stair: 40, battleStair: 35 }, 35, 'YELLOW'],
    [{ stair: 40, battleStair: 35 }, 40, 'RED'],
    // 60–99: yellow from battleStair-1, red from battleStair+1
    [{ stair: 80, battleStair: 70 }, 68, 'GREEN'],
    [{ stair: 80, battleStair: 70 }, 69, 'YELLOW'],
    [{ stair: 80, battleStair: 70 }, 70, 'YELLOW'],
    [{ stair: 80, battleStair: 70 }, 71, 'RED'],
    // 100–119: yellow from 0.95 × battleStair
    [{ stair: 110, battleStair: 100 }, 94, 'GREEN'],
    [{ stair: 110, battleStair: 100 }, 95, 'YELLOW'],
    [{ stair: 110, battleStair: 100 }, 101, 'RED'],
    // 120 and up: yellow from 0.9 × battleStair
    [{ stair: 300, battleStair: 300 }, 269, 'GREEN'],
    [{ stair: 300, battleStair: 300 }, 270, 'YELLOW'],
    [{ stair: 300, battleStair: 300 }, 300, 'YELLOW'],
    [{ stair: 300, battleStair: 300 }, 301, 'RED'],
  ] as const)('%j: stair %d is %s', (reach, placeStair, colour) => {
    expect(stairColour(placeStair, reach)).toBe(colour);
  });

  it('never puts yellow above red', () => {
    for (let stair = 1; stair < 400; stair += 7) {
      for (let battleStair = 0; battleStair <= stair; battleStair += 5) {
        const t = stairThresholds({ stair, battleStair });
        expect(t.yellowFrom).toBeLessThanOrEqual(t.redFrom);
      }
    }
  });
});

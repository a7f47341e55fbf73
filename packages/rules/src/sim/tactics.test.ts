import { describe, expect, it } from 'vitest';
import { compareScripts, gateAtEqualPower, playScript } from './tactics.js';

describe('decisions in battle', () => {
  it('the hint beats the greedy script clearly on the gates of stairs 10 to 150', () => {
    const rows = compareScripts(
      [
        [10, 59],
        [60, 150],
      ],
      [1, 2, 3, 4, 5, 6],
      10,
    );
    let fights = 0;
    let greedy = 0;
    let hint = 0;
    for (const r of rows) {
      fights += r.fights;
      greedy += r.greedyWins;
      hint += r.hintWins;
      // No band where thinking does worse than hitting the weakest.
      expect(r.hintWins).toBeGreaterThanOrEqual(r.greedyWins);
    }
    // Six points of wins at least over this small set (7.8 with the road's bands and families of
    // 2026-11-29); the full table, 7 to 13 points a band, is in docs/GAME_DESIGN.md.
    expect(hint / fights - greedy / fights).toBeGreaterThanOrEqual(0.06);
  }, 60_000);

  it('fights the same battle for both scripts: same seed, same gate, same squad', () => {
    const a = gateAtEqualPower(30, 3);
    const b = gateAtEqualPower(30, 3);
    expect(a).toEqual(b);
    expect(playScript(a, 'HINT')).toBe(playScript(b, 'HINT'));
  });
});

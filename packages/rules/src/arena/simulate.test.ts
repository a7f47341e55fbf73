import { describe, expect, it } from 'vitest';
import { LEAGUES } from './leagues.js';
import { simulateSeasons } from './simulate.js';

describe('simulated arena seasons', () => {
  it('spread players up the ladder one league a season, with fair offers whenever they exist', () => {
    const r = simulateSeasons({ players: 600, seasons: 3, seed: 15 });
    expect(r.leagues.reduce((a, b) => a + b, 0)).toBe(600);
    // Three season ends: leagues 1 to 4 are reachable, and each holds players.
    expect(r.leagues.slice(0, 4).every((n) => n > 0)).toBe(true);
    expect(r.leagues.slice(4)).toEqual(new Array(LEAGUES.length - 4).fill(0));
    expect(r.unfairWhileFairExisted).toBe(0);
    expect(r.unfairOffers / r.offers).toBeLessThan(0.01);
    // Zero-sum: the average rating stays at the start.
    expect(Math.abs(r.ratingMean - 1000)).toBeLessThan(5);
  }, 60_000);
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedRng } from '../rng/rng.js';
import { LEAGUES, leagueAfterSeason, qualifiedLeague } from './leagues.js';
import { MATCHMAKING, pickOpponents, type Candidate } from './matchmaking.js';
import { ARENA_RATING, expectedScore, ratingChange } from './rating.js';
import { attemptTickets, moscowMinute, rewardDue, seasonEnd, seasonOf } from './season.js';

describe('leagues', () => {
  it('are the nine of SPEC §3 in rising thresholds, with growing rewards and both languages', () => {
    expect(LEAGUES.map((l) => l.name.en)).toEqual([
      'Novice',
      'Wooden',
      'Stone',
      'Bronze',
      'Silver',
      'Gold',
      'Diamond',
      'Masters',
      'Champions',
    ]);
    for (let i = 1; i < LEAGUES.length; i++) {
      expect(LEAGUES[i]!.minRating).toBeGreaterThan(LEAGUES[i - 1]!.minRating);
      expect(LEAGUES[i]!.daily.GOLD).toBeGreaterThan(LEAGUES[i - 1]!.daily.GOLD);
      expect(LEAGUES[i]!.name.ru.length).toBeGreaterThan(0);
    }
    expect(qualifiedLeague(700)).toBe(1);
    expect(qualifiedLeague(ARENA_RATING.start)).toBe(3);
    expect(qualifiedLeague(1300)).toBe(5);
    expect(qualifiedLeague(5000)).toBe(9);
  });

  it('move a player one step at most at a season end, up only after fighting', () => {
    expect(leagueAfterSeason(1, 2000)).toBe(2);
    expect(leagueAfterSeason(1, 2000, false)).toBe(1);
    expect(leagueAfterSeason(3, 100, false)).toBe(2);
    expect(leagueAfterSeason(9, 0)).toBe(8);
    expect(leagueAfterSeason(5, 1310)).toBe(5);
    expect(leagueAfterSeason(5, 1299)).toBe(4);
  });
});

describe('the arena rating', () => {
  it('is zero-sum around the expected score and always moves', () => {
    expect(expectedScore(1000, 1000)).toBe(0.5);
    expect(ratingChange(1000, 1000, true)).toBe(16);
    expect(ratingChange(1000, 1000, false)).toBe(-16);
    // Beating a far stronger defender pays almost the whole stake; a far weaker one at least 1.
    expect(ratingChange(1000, 1800, true)).toBe(32);
    expect(ratingChange(1800, 1000, true)).toBe(1);
    expect(ratingChange(1000, 1800, false)).toBe(-1);
  });
});

describe('matchmaking', () => {
  const around = (rating: number, gaps: number[]): Candidate[] =>
    gaps.map((g, i) => ({ playerId: i + 1, rating: rating + g }));

  it('offers only fair opponents when enough exist, at random among them', () => {
    const c = around(1000, [-300, -90, -40, 10, 60, 100, 250]);
    const seen = new Set<number>();
    for (let seed = 0; seed < 30; seed++) {
      const picked = pickOpponents(1000, c, seedRng(seed));
      expect(picked).toHaveLength(MATCHMAKING.offers);
      for (const p of picked) {
        expect(Math.abs(p.rating - 1000)).toBeLessThanOrEqual(MATCHMAKING.fairGap);
        seen.add(p.playerId);
      }
    }
    expect(seen.size).toBe(5);
  });

  it('fills with the nearest others only when fewer fair ones exist', () => {
    const picked = pickOpponents(1000, around(1000, [50, -400, 180, 900]), seedRng(1));
    expect(picked.map((p) => p.rating).sort()).toEqual([1050, 1180, 600].sort());
  });

  it('never leaves out a fairer candidate for a farther one (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.array(fc.integer({ min: 0, max: 3000 }), { maxLength: 40 }),
        fc.integer(),
        (rating, others, seed) => {
          const c = others.map((r, i) => ({ playerId: i + 1, rating: r }));
          const picked = pickOpponents(rating, c, seedRng(seed));
          expect(picked.length).toBe(Math.min(MATCHMAKING.offers, c.length));
          const chosen = new Set(picked.map((p) => p.playerId));
          const worst = Math.max(0, ...picked.map((p) => Math.abs(p.rating - rating)));
          if (worst > MATCHMAKING.fairGap) {
            for (const x of c)
              if (!chosen.has(x.playerId))
                expect(Math.abs(x.rating - rating)).toBeGreaterThanOrEqual(worst);
          }
        },
      ),
      { seed: 15, numRuns: 300 },
    );
  });
});

describe('seasons, attempts and the reward time', () => {
  it('runs seasons Monday to Monday, Moscow time', () => {
    const monday = Date.UTC(2026, 10, 22, 21); // Mon 23 Nov 2026 00:00 Moscow
    const s = seasonOf(monday);
    expect(seasonOf(monday - 1)).toBe(s - 1);
    expect(seasonOf(monday + 7 * 86_400_000 - 1)).toBe(s);
    expect(seasonEnd(s)).toBe(monday + 7 * 86_400_000);
    expect(seasonEnd(s - 1)).toBe(monday);
  });

  it('makes five attacks a day free, then costs a ticket each', () => {
    expect([0, 4, 5, 9].map(attemptTickets)).toEqual([0, 0, 1, 1]);
  });

  it('is due once a Moscow day, from the chosen minute', () => {
    const nineMoscow = Date.UTC(2026, 10, 25, 18); // 21:00 Moscow
    expect(moscowMinute(nineMoscow)).toBe(21 * 60);
    expect(rewardDue(nineMoscow - 60_000, null, 21 * 60)).toBe(false);
    expect(rewardDue(nineMoscow, null, 21 * 60)).toBe(true);
    const today = Math.floor((nineMoscow + 3 * 3_600_000) / 86_400_000);
    expect(rewardDue(nineMoscow, today, 21 * 60)).toBe(false);
    expect(rewardDue(nineMoscow, today - 1, 21 * 60)).toBe(true);
  });
});

import { nextFloat, seedRng, type RngState } from '../rng/rng.js';
import { FIRST_LEAGUE, LEAGUES, leagueAfterSeason } from './leagues.js';
import { MATCHMAKING, pickOpponents, type Candidate } from './matchmaking.js';
import { ARENA_RATING, expectedScore, ratingChange } from './rating.js';
import { ARENA } from './season.js';

/** What a simulated run of arena seasons ends with (GAME_DESIGN.md "Arena", the simulation). */
export interface SeasonSimulation {
  /** Players per league at the end, Novice first. */
  readonly leagues: number[];
  /** Offers made, and those further than the fair gap (always with fewer fair candidates). */
  readonly offers: number;
  readonly unfairOffers: number;
  /** Offers beyond the fair gap made while enough fair candidates existed: must stay 0. */
  readonly unfairWhileFairExisted: number;
  readonly ratingMean: number;
  readonly ratingSd: number;
}

function normal(rng: RngState): number {
  const u = Math.max(1e-12, nextFloat(rng));
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * nextFloat(rng));
}

/** The nearest ratings on each side, as the server's two indexed reads give them. */
function nearest(sorted: Candidate[], rating: number, self: number): Candidate[] {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]!.rating < rating) lo = mid + 1;
    else hi = mid;
  }
  const out: Candidate[] = [];
  const take = (from: number, step: 1 | -1) => {
    let n = 0;
    for (
      let i = from;
      i >= 0 && i < sorted.length && n < MATCHMAKING.candidatesPerSide;
      i += step
    ) {
      if (sorted[i]!.playerId === self) continue;
      out.push(sorted[i]!);
      n++;
    }
  };
  take(lo, 1);
  take(lo - 1, -1);
  return out;
}

/**
 * Plays `seasons` weeks of the arena for `players` players whose true strength is spread normally
 * (`strengthSd` Elo points around the start rating): every day each spends the free attempts on
 * an opponent offered by the rules' matchmaking, wins as often as the strengths say (plus
 * `attackerEdge`: the defender's squad is played by the AI), and every week ends a season.
 */
export function simulateSeasons(o: {
  players: number;
  seasons: number;
  seed: number;
  strengthSd?: number;
  attackerEdge?: number;
}): SeasonSimulation {
  const rng = seedRng(o.seed);
  const sd = o.strengthSd ?? 200;
  const edge = o.attackerEdge ?? 50;
  const strength = Array.from({ length: o.players }, () => ARENA_RATING.start + sd * normal(rng));
  const rating = new Array<number>(o.players).fill(ARENA_RATING.start);
  const league = new Array<number>(o.players).fill(FIRST_LEAGUE);
  let offers = 0;
  let unfair = 0;
  let unfairWhileFair = 0;
  for (let season = 0; season < o.seasons; season++) {
    for (let day = 0; day < ARENA.seasonDays; day++) {
      const sorted = rating
        .map((r, playerId) => ({ playerId, rating: r }))
        .sort((a, b) => a.rating - b.rating);
      for (let p = 0; p < o.players; p++) {
        for (let a = 0; a < ARENA.freeAttempts; a++) {
          const candidates = nearest(sorted, rating[p]!, p);
          const picked = pickOpponents(rating[p]!, candidates, rng);
          const fairCount = candidates.filter(
            (c) => Math.abs(c.rating - rating[p]!) <= MATCHMAKING.fairGap,
          ).length;
          for (const c of picked) {
            offers++;
            if (Math.abs(c.rating - rating[p]!) > MATCHMAKING.fairGap) {
              unfair++;
              if (fairCount >= MATCHMAKING.offers) unfairWhileFair++;
            }
          }
          const d = picked[Math.floor(nextFloat(rng) * picked.length)];
          if (!d) continue;
          const won = nextFloat(rng) < expectedScore(strength[p]! + edge, strength[d.playerId]!);
          const change = ratingChange(rating[p]!, rating[d.playerId]!, won);
          rating[p] = Math.max(ARENA_RATING.floor, rating[p]! + change);
          rating[d.playerId] = Math.max(ARENA_RATING.floor, rating[d.playerId]! - change);
        }
      }
    }
    for (let p = 0; p < o.players; p++) league[p] = leagueAfterSeason(league[p]!, rating[p]!);
  }
  const sizes = LEAGUES.map((l) => league.filter((x) => x === l.id).length);
  const mean = rating.reduce((a, b) => a + b, 0) / o.players;
  const variance = rating.reduce((a, b) => a + (b - mean) ** 2, 0) / o.players;
  return {
    leagues: sizes,
    offers,
    unfairOffers: unfair,
    unfairWhileFairExisted: unfairWhileFair,
    ratingMean: mean,
    ratingSd: Math.sqrt(variance),
  };
}

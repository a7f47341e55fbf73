/**
 * Simulated arena seasons (GAME_DESIGN.md "Arena"): 10,000 players (ARENA_PLAYERS) over ten
 * weekly seasons (ARENA_SEASONS), five attacks a day each on opponents the rules' matchmaking
 * offers. Prints the league sizes, the rating spread and how often an offer went beyond the fair
 * gap (and whether ever while fairer opponents existed).
 */
import { LEAGUES, MATCHMAKING, simulateSeasons } from '@heroroad/rules';

const players = Number(process.env.ARENA_PLAYERS ?? 10_000);
const seasons = Number(process.env.ARENA_SEASONS ?? 10);
const started = performance.now();
const r = simulateSeasons({ players, seasons, seed: 1 });
console.log(
  `${players} players, ${seasons} seasons, ${Math.round(performance.now() - started)} ms`,
);
LEAGUES.forEach((l, i) => {
  const n = r.leagues[i] ?? 0;
  console.log(
    `${String(l.id).padStart(2)} ${l.name.en.padEnd(10)} ${String(n).padStart(6)}  ${((100 * n) / players).toFixed(1)}%`,
  );
});
console.log(`rating mean ${r.ratingMean.toFixed(1)}, sd ${r.ratingSd.toFixed(1)}`);
console.log(
  `offers ${r.offers}, beyond ${MATCHMAKING.fairGap}: ${r.unfairOffers} (${((100 * r.unfairOffers) / r.offers).toFixed(3)}%), of them while ${MATCHMAKING.offers} fair ones existed: ${r.unfairWhileFairExisted}`,
);

/// <reference types="node" />
/**
 * `npm run sim`: simulated players with a fixed policy climb the first 150 stairs of the real
 * road with the real battle engine. Prints wins and losses per stair band, battles needed to
 * reach stairs 30 and 100, and the stairs where progress stalled.
 */
import { economyLoops, mintingLoops } from './economy.js';
import { climb, MAX_TRIES, type Climb } from './climb.js';
import { eveningLines, firstEvening } from './evening.js';
import { median } from './median.js';
import {
  bestChoices,
  bestMoves,
  gemUses,
  goldUses,
  MOVE_BANDS,
  powerCurve,
  useLines,
} from './report.js';
import { shareLines } from './shares.js';
import { CLOSE_FIGHT_EDGE, compareScripts } from './tactics.js';

const TARGET = Number(process.argv[2] ?? 150);
const PLAYERS = Number(process.argv[3] ?? 12);
const runs: Climb[] = [];
for (let seed = 1; seed <= PLAYERS; seed++) runs.push(climb(seed, TARGET));

console.log(`Hero Road balance simulation: ${PLAYERS} players, target stair ${TARGET}`);
console.log('\nWins and losses per band of 30 stairs (all players):');
for (const [from, to] of MOVE_BANDS) {
  let wins = 0;
  let losses = 0;
  for (const r of runs) {
    for (const [stair, s] of r.player.byStair) {
      if (stair < from || stair > to) continue;
      wins += s.wins;
      losses += s.losses;
    }
  }
  const rate = wins + losses > 0 ? ((100 * wins) / (wins + losses)).toFixed(1) : '-';
  console.log(`  stairs ${from}-${to}: ${wins} won, ${losses} lost (${rate}% won)`);
}
for (const target of [30, 100, TARGET]) {
  const battles = runs
    .map((r) => r.battlesTo.get(target))
    .filter((x): x is number => x !== undefined);
  const hours = runs.map((r) => r.hoursTo.get(target)).filter((x): x is number => x !== undefined);
  console.log(
    `Battles to reach stair ${target}: median ${median(battles)}, min ${Math.min(...battles)}, max ${Math.max(...battles)} (${battles.length}/${runs.length} players); median play time ${median(hours).toFixed(1)} h (${Math.min(...hours).toFixed(2)}-${Math.max(...hours).toFixed(2)})`,
  );
}
console.log('\nThe first evening (median over players): the stair reached after');
for (const line of eveningLines(firstEvening(runs))) console.log(line);

console.log('\nHigher tiers first bought (stair; players who bought one by the target):');
for (const tier of ['LEGENDARY', 'MYTHICAL', 'SUPREME'] as const) {
  const at = runs
    .map((r) => r.player.firstBought.get(tier))
    .filter((x): x is number => x !== undefined);
  console.log(
    at.length === 0
      ? `  ${tier}: never (0/${runs.length})`
      : `  ${tier}: median stair ${median(at)}, first ${Math.min(...at)}, last ${Math.max(...at)} (${at.length}/${runs.length})`,
  );
}
const ranked = runs.map((r) => r.player);
console.log(
  `Waits on the simulated clock: ${ranked.reduce((a, p) => a + p.rankUps, 0)} rank rises after their timers, ${ranked.reduce((a, p) => a + p.forceUpgrades, 0)} force upgrades started (two at once, elixir at the start)`,
);
console.log(
  `Artifacts: ${ranked.reduce((a, p) => a + p.chests, 0)} chests opened (won in battle, or on the daily free spin and waited for), ${ranked.reduce((a, p) => a + p.reforged, 0)} artifacts reforged (freed by a better find or a benched hero)`,
);
console.log('\nPer player:');
for (const r of runs) {
  const p = r.player;
  const heroes = p.heroes.map((h) => `${h.identifier}@${h.level}/r${h.rank}`).join(' ');
  console.log(
    `  seed ${p.seed}: reached ${r.reached}, level ${p.level.level}, ${p.wins} won / ${p.losses} lost, restores ${p.restores}, waits ${p.waits}, farm rounds ${p.farms}, stalls at [${r.stalls.join(', ')}]; ${heroes}`,
  );
}
const hoarders: Climb[] = [];
for (let seed = 1; seed <= PLAYERS; seed++) hoarders.push(climb(seed, TARGET, false));
console.log(
  `\nA free player's power curve, spending what it earns (heroes, levels, reforging) or hoarding it (healing only; hoarders stall at stairs ${hoarders.map((r) => r.reached).join(', ')}):`,
);
for (const line of powerCurve(
  runs.map((r) => r.player),
  hoarders.map((r) => r.player),
  TARGET,
))
  console.log(`  ${line}`);
console.log(
  "\nThe share of the squad's strength items hold (median over players, after the gate):",
);
for (const line of shareLines(runs.map((r) => r.player))) console.log(line);
console.log('\nWhat grew the squad, by stair band (share of the power added; spending players):');
for (const b of bestMoves(runs.map((r) => r.player))) console.log(b.line);
console.log(
  '\nThe best move at each decision (the choice that would add the most squad power then):',
);
for (const b of bestChoices(runs.map((r) => r.player))) console.log(b.line);
console.log(
  '\nUses of gold weighed at each decision, by power per gold (best / good: at least half the best):',
);
for (const line of useLines(goldUses(runs.map((r) => r.player)))) console.log(line);
console.log(
  `\nUses of emeralds weighed at each decision, by power per emerald (best / good); free emeralds received ${median(runs.map((r) => r.player.gemsIn))}, spent ${median(runs.map((r) => r.player.gemsSpent))} (medians):`,
);
for (const line of useLines(gemUses(runs.map((r) => r.player)))) console.log(line);

const stuck = runs.filter((r) => r.reached <= TARGET);
console.log(
  stuck.length === 0
    ? `\nNo hard stall: every player passed stair ${TARGET}.`
    : `\nHard stalls (gate not passed in ${MAX_TRIES} tries): ${stuck.map((r) => `seed ${r.player.seed} at ${r.reached}`).join(', ')}`,
);

// The comparison of scripts fights every gate of stairs 10-150: only in a full run.
if (TARGET >= 150) {
  console.log(
    `\nDecisions in battle: every gate of stairs 10-150 on 12 roads, the same 3-hero squad at ${CLOSE_FIGHT_EDGE * 100}% of the gate's weight, played by a greedy script (the first hero hits the weakest foe, no abilities) and by the hint:`,
  );
  for (const r of compareScripts(
    [
      [10, 25],
      [26, 59],
      [60, 99],
      [100, 150],
    ],
    Array.from({ length: 12 }, (_, i) => i + 1),
  )) {
    const pct = (n: number) => ((100 * n) / r.fights).toFixed(0);
    console.log(
      `  stairs ${r.from}-${r.to}: ${r.fights} fights, greedy wins ${pct(r.greedyWins)}%, the hint wins ${pct(r.hintWins)}%`,
    );
  }
}

console.log('\nEconomy loops (cost and average return in emeralds; a ticket counts as one spin):');
for (const l of economyLoops()) {
  console.log(`  ${l.name}: costs ${l.cost}, returns ${l.returns.toFixed(2)}`);
}
const minting = mintingLoops();
if (minting.length > 0) {
  console.log(`Loops that mint value: ${minting.map((l) => l.name).join('; ')}`);
  process.exitCode = 1;
} else {
  console.log(
    'No loop mints value: every conversion back into emeralds returns less than it costs.',
  );
}

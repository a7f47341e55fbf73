/// <reference types="node" />
/**
 * `npm run sim`: simulated players with a fixed policy climb the first 150 stairs of the real
 * road with the real battle engine. Prints wins and losses per stair band, battles needed to
 * reach stairs 30 and 100, and the stairs where progress stalled.
 */
import { STARTER_HEROES } from '../content/heroes.js';
import { economyLoops, mintingLoops } from './economy.js';
import { newSimPlayer, playStair, type SimPlayer } from './player.js';
import { bestChoices, bestMoves, powerCurve } from './report.js';
import { CLOSE_FIGHT_EDGE, compareScripts } from './tactics.js';

const TARGET = Number(process.argv[2] ?? 150);
const PLAYERS = Number(process.argv[3] ?? 12);
/** Gate attempts before a stall counts as hard; every third loss sends the player farming. */
const MAX_TRIES = 30;
const BANDS: [number, number][] = [
  [1, 25],
  [26, 59],
  [60, 99],
  [100, 150],
];

interface Run {
  player: SimPlayer;
  reached: number;
  battlesTo: Map<number, number>;
  hoursTo: Map<number, number>;
  stalls: number[];
}

function run(seed: number, spends = true): Run {
  const starter = STARTER_HEROES[seed % STARTER_HEROES.length];
  if (starter === undefined) throw new Error('no starter heroes');
  const p = newSimPlayer(seed, starter.id, spends);
  const battlesTo = new Map<number, number>();
  const hoursTo = new Map<number, number>();
  const stalls: number[] = [];
  let reached = 1;
  for (let stair = 1; stair <= TARGET; stair++) {
    const before = p.losses;
    const passed = playStair(p, stair, MAX_TRIES);
    if (p.losses - before >= 4) stalls.push(stair);
    if (!passed) break;
    reached = stair + 1;
    battlesTo.set(reached, p.battles);
    hoursTo.set(reached, p.seconds / 3600);
  }
  return { player: p, reached, battlesTo, hoursTo, stalls };
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : (s[Math.floor((s.length - 1) / 2)] as number);
};

const runs: Run[] = [];
for (let seed = 1; seed <= PLAYERS; seed++) runs.push(run(seed));

console.log(`Hero Road balance simulation: ${PLAYERS} players, target stair ${TARGET}`);
console.log('\nWins and losses per stair band (all players):');
for (const [from, to] of BANDS) {
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
    `Battles to reach stair ${target}: median ${median(battles)}, min ${Math.min(...battles)}, max ${Math.max(...battles)} (${battles.length}/${runs.length} players); median play time ${median(hours).toFixed(1)} h`,
  );
}
console.log('\nThe first evening (median over players): the stair reached after');
for (const hours of [1, 2, 4]) {
  const at = runs.map((r) => {
    let best = 1;
    for (const [stair, h] of r.hoursTo) if (h <= hours && stair > best) best = stair;
    return best;
  });
  console.log(`  ${hours} h: stair ${median(at)} (from ${Math.min(...at)} to ${Math.max(...at)})`);
}
const early = (r: Run, stair: number) => r.player.byStair.get(stair) ?? { wins: 0, losses: 0 };
const lossLine: string[] = [];
const waitLine: string[] = [];
for (let stair = 1; stair <= 30; stair++) {
  const lost = runs.reduce((a, r) => a + early(r, stair).losses, 0);
  if (lost > 0) lossLine.push(`${stair}:${lost}`);
  const waited = runs.reduce((a, r) => a + (r.player.waitedAt.get(stair) ?? 0), 0) / runs.length;
  if (waited >= 600) waitLine.push(`${stair}:${(waited / 60).toFixed(0)}m`);
}
console.log(
  `  Battles lost on stairs 1-30, all players (stair:losses): ${lossLine.join(' ') || 'none'}`,
);
console.log(
  `  Waiting on stairs 1-30, mean per player (stair:minutes): ${waitLine.join(' ') || 'none'}`,
);
const twice: string[] = [];
for (const r of runs) {
  for (const [stair, lost] of r.player.gateLosses)
    if (stair < 30 && lost >= 2) twice.push(`seed ${r.player.seed} at ${stair} (${lost})`);
}
console.log(
  `  Gates below stair 30 lost twice or more in a row: ${twice.length === 0 ? 'none' : twice.join(', ')}`,
);

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
const hoarders: Run[] = [];
for (let seed = 1; seed <= PLAYERS; seed++) hoarders.push(run(seed, false));
console.log(
  `\nA free player's power curve, spending what it earns (heroes, levels, reforging) or hoarding it (healing only; hoarders stall at stairs ${hoarders.map((r) => r.reached).join(', ')}):`,
);
for (const line of powerCurve(
  runs.map((r) => r.player),
  hoarders.map((r) => r.player),
  TARGET,
))
  console.log(`  ${line}`);
console.log('\nWhat grew the squad, by stair band (share of the power added; spending players):');
for (const b of bestMoves(runs.map((r) => r.player))) console.log(b.line);
console.log(
  '\nThe best move at each decision (the choice that would add the most squad power then):',
);
for (const b of bestChoices(runs.map((r) => r.player))) console.log(b.line);

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

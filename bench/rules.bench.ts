/**
 * Battle engine throughput on one core: hit resolutions per second and full 6-against-6
 * battles per second, beside two baselines measured in the same run (a trivial arithmetic
 * loop, and a JSON clone of a battle state). Saves the figures to bench/results/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  HEROES,
  MONSTERS,
  autoPlay,
  buildHero,
  buildMonster,
  hit,
  ask,
  startBattle,
  type BattleState,
} from '@heroroad/rules';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);

function squad6v6(seed: number): BattleState {
  const squad = Array.from({ length: 6 }, (_, i) =>
    buildHero(HEROES[(seed + i * 5) % HEROES.length]!, {
      id: i + 1,
      playerId: 1,
      level: 120,
      order: i,
    }),
  );
  const enemies = Array.from({ length: 6 }, (_, i) =>
    buildMonster(MONSTERS[(seed + i * 7) % MONSTERS.length]!, 150, -(i + 1), i),
  );
  const r = startBattle({ kind: 'ARENA', stair: 150, squad, enemies }, seed);
  if (!r.ok) throw new Error(r.code);
  return r.value;
}

/** Runs `step` repeatedly for about SECONDS; returns units done per second. */
function measure(step: () => number): { perSecond: number; units: number; seconds: number } {
  for (let i = 0; i < 50; i++) step(); // warm up
  let units = 0;
  const start = performance.now();
  let now = start;
  while (now - start < SECONDS * 1000) {
    for (let i = 0; i < 20; i++) units += step();
    now = performance.now();
  }
  const seconds = (now - start) / 1000;
  return { perSecond: units / seconds, units, seconds };
}

const HIT_KINDS = new Set(['HIT', 'BLOCK', 'HAMMER']);
let seed = 1;
let sink = 0;

const arithmetic = measure(() => {
  let x = 0;
  for (let i = 0; i < 1000; i++) x = (x + i * 31) % 1_000_003;
  sink += x;
  return 1000;
});

const sample = squad6v6(7);
const jsonClone = measure(() => {
  sink += (JSON.parse(JSON.stringify(sample)) as BattleState).turn;
  return 1;
});

let hitsInBattles = 0;
const battles = measure(() => {
  const end = autoPlay(squad6v6(seed++));
  for (const m of end.moves) if (HIT_KINDS.has(m.kind)) hitsInBattles++;
  return 1;
});
const hitsPerSecond = (hitsInBattles / battles.units) * battles.perSecond;

// The public, immutable command: one copy of the state, the hit, and the AI's answer.
let live = squad6v6(seed++);
const commands = measure(() => {
  if (live.status !== 'IN_PROGRESS') live = squad6v6(seed++);
  const m = ask(live);
  if (!m.ok) throw new Error(m.code);
  const r = hit(live, m.value.attackerId, m.value.defenderId);
  if (!r.ok) throw new Error(r.code);
  live = r.value.state;
  return 1;
});

const result = {
  date: new Date().toISOString(),
  cpu: cpus()[0]?.model ?? 'unknown',
  node: process.version,
  seconds: SECONDS,
  baseline: {
    arithmeticOpsPerSecond: Math.round(arithmetic.perSecond),
    jsonClonesPerSecond: Math.round(jsonClone.perSecond),
  },
  hitsPerSecond: Math.round(hitsPerSecond),
  battles6v6PerSecond: Math.round(battles.perSecond),
  hitsPerBattle: Math.round(hitsInBattles / battles.units),
  publicHitCommandsPerSecond: Math.round(commands.perSecond),
  target: { hitsPerSecond: 200_000, met: hitsPerSecond >= 200_000 },
  /** Keeps the baselines' results alive so the engine cannot skip their work. */
  checksum: sink,
};

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
console.log(`Rules battle benchmark (${result.node}, ${result.cpu}, one core)`);
console.log(`  baseline: arithmetic loop       ${fmt(arithmetic.perSecond)} ops/s`);
console.log(`  baseline: JSON clone of a 6v6   ${fmt(jsonClone.perSecond)} clones/s`);
console.log(
  `  hit resolutions (in battles)    ${fmt(hitsPerSecond)} hits/s (target 200,000: ${result.target.met ? 'met' : 'NOT met'})`,
);
console.log(
  `  full 6v6 battles                ${fmt(battles.perSecond)} battles/s (${result.hitsPerBattle} hits each)`,
);
console.log(`  public hit command + AI answer  ${fmt(commands.perSecond)} commands/s`);
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
const file = new URL(`./results/rules-${Date.now()}.json`, import.meta.url);
writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
console.log(`  saved ${file.pathname}`);

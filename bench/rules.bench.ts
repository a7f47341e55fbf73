/**
 * Battle engine throughput on one core, beside two baselines measured in the same run (a trivial
 * arithmetic loop, and a JSON clone of a battle state). Saves the figures to bench/results/.
 *
 * - The engine (issue #29: 1,000,000 hits/s): the public hit command resolving moves already
 *   chosen, as the server runs a player's hit in a duel. Whole 6-against-6 battles are first
 *   played by the AI on both sides and their choices kept; replayed through `hit`, each must
 *   end move for move as the AI's own play did, or the bench stops.
 * - The AI: moves chosen per second (`ask`, which monsters, arena squads and the hint share).
 * - Whole battles with the AI on both sides (`autoPlay`), and the public hit command followed by
 *   the AI's answer, as a player's hit against monsters costs.
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
  type Move,
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
  return r.value.state;
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

interface Choice {
  readonly team: 0 | 1;
  readonly attackerId: number;
  readonly defenderId: number;
  readonly ability: boolean;
}

/** A battle with no AI side, its AI's choices, and how many moves the AI's own play made. */
function recorded(seedOf: number): { start: BattleState; choices: Choice[]; end: number } {
  const start: BattleState = { ...squad6v6(seedOf), aiTeams: [false, false] };
  const choices: Choice[] = [];
  const moves: Move[] = [];
  let s = start;
  while (s.status === 'IN_PROGRESS') {
    const team = s.turningTeam;
    const m = ask(s, team);
    if (!m.ok) throw new Error(m.code);
    const choice = { team, ...m.value, ability: m.value.ability === true };
    const r = hit(s, choice.attackerId, choice.defenderId, team, choice.ability);
    if (!r.ok) throw new Error(r.code);
    choices.push(choice);
    moves.push(...r.value.moves);
    s = r.value.state;
  }
  const played = autoPlay(squad6v6(seedOf)).moves;
  if (JSON.stringify(moves) !== JSON.stringify(played)) {
    throw new Error('a battle replayed through hit differs from its play');
  }
  return { start, choices, end: played.length };
}
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

// The engine: the recorded choices replayed through the public command (one copy of the state
// and the hit), a battle at a time, each step's moves appended to the battle's log as its keeper
// does; each must end as the AI's play of it did.
const book = Array.from({ length: 40 }, (_, i) => recorded(10_000 + i));
let page = 0;
const log: Move[] = [];
const engine = measure(() => {
  const { start, choices, end } = book[page++ % book.length]!;
  let s = start;
  log.length = 0;
  for (const c of choices) {
    const r = hit(s, c.attackerId, c.defenderId, c.team, c.ability);
    if (!r.ok) throw new Error(r.code);
    for (const m of r.value.moves) log.push(m);
    s = r.value.state;
  }
  if (s.status === 'IN_PROGRESS' || log.length !== end || s.moveCount !== start.moveCount + end) {
    throw new Error('a replayed battle differs from its play');
  }
  return choices.length;
});

// The AI alone: the move it chooses for the side to play, over the recorded battles' states.
const states = book.flatMap(({ start, choices }) => {
  const all: BattleState[] = [];
  let s = start;
  for (const c of choices) {
    all.push(s);
    const r = hit(s, c.attackerId, c.defenderId, c.team, c.ability);
    if (!r.ok) throw new Error(r.code);
    s = r.value.state;
  }
  return all;
});
let asked = 0;
const ai = measure(() => {
  const s = states[asked++ % states.length]!;
  const m = ask(s, s.turningTeam);
  if (!m.ok) throw new Error(m.code);
  sink += m.value.attackerId;
  return 1;
});

// The public, immutable command: one copy of the state, the hit, and the AI's answer.
let live = squad6v6(seed++);
const commands = measure(() => {
  if (live.status !== 'IN_PROGRESS') live = squad6v6(seed++);
  const m = ask(live);
  if (!m.ok) throw new Error(m.code);
  const r = hit(live, m.value.attackerId, m.value.defenderId, 0, m.value.ability === true);
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
  engineHitsPerSecond: Math.round(engine.perSecond),
  aiMovesPerSecond: Math.round(ai.perSecond),
  hitsPerSecondWithAi: Math.round(hitsPerSecond),
  battles6v6PerSecond: Math.round(battles.perSecond),
  hitsPerBattle: Math.round(hitsInBattles / battles.units),
  publicHitCommandsPerSecond: Math.round(commands.perSecond),
  target: { engineHitsPerSecond: 1_000_000, met: engine.perSecond >= 1_000_000 },
  /** Keeps the baselines' results alive so the engine cannot skip their work. */
  checksum: sink,
};

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
console.log(`Rules battle benchmark (${result.node}, ${result.cpu}, one core)`);
console.log(`  baseline: arithmetic loop       ${fmt(arithmetic.perSecond)} ops/s`);
console.log(`  baseline: JSON clone of a 6v6   ${fmt(jsonClone.perSecond)} clones/s`);
console.log(
  `  engine: hits resolved           ${fmt(engine.perSecond)} hits/s (target 1,000,000: ${result.target.met ? 'met' : 'NOT met'}; ${book.length} recorded 6v6 battles replayed as played)`,
);
console.log(`  AI: moves chosen                ${fmt(ai.perSecond)} moves/s`);
console.log(`  hits in battles with the AI     ${fmt(hitsPerSecond)} hits/s`);
console.log(
  `  full 6v6 battles                ${fmt(battles.perSecond)} battles/s (${result.hitsPerBattle} hits each)`,
);
console.log(`  public hit command + AI answer  ${fmt(commands.perSecond)} commands/s`);
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
const file = new URL(`./results/rules-${Date.now()}.json`, import.meta.url);
writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
console.log(`  saved ${file.pathname}`);

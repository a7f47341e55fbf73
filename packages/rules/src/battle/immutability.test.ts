import { describe, expect, it } from 'vitest';
import { CONSUMABLES } from '../content/consumables.js';
import { heroSquad, monsterSquad } from '../test-support/squads.js';
import { chooseMove, evaluateChoice } from './ai.js';
import {
  ask,
  autoPlay,
  giveUp,
  hit,
  precalculate,
  removeConsumable,
  skip,
  useConsumable,
} from './commands.js';
import { battleAsSeenBy, movesAsSeenBy } from './multi.js';
import { battleOutcome } from './outcome.js';
import { startBattle, type StartBattleInput } from './setup.js';
import { battleStatus } from './status.js';
import type { BattleState, BattleStep, Move, Team } from './types.js';

/**
 * Every command leaves the state it is given as it was: the server keeps that state (its cache,
 * a retry), and the commands share with their result whatever they did not change. Each input
 * here is frozen to its last nested object first, so a write to it throws where it happens, and
 * its JSON is compared after, over whole battles with abilities, every consumable, wards and
 * duels.
 */
function deepFreeze(x: unknown, seen = new Set<object>()): void {
  if (x === null || typeof x !== 'object' || seen.has(x)) return;
  seen.add(x);
  Object.freeze(x);
  for (const v of Object.values(x)) deepFreeze(v, seen);
}

function untouched<T>(state: BattleState, command: (s: BattleState) => T): T {
  const before = JSON.stringify(state);
  deepFreeze(state);
  const out = command(state);
  expect(JSON.stringify(state)).toBe(before);
  return out;
}

/** The same for a step's moves, which a mirror must leave as they were. */
function untouchedMoves<T>(moves: readonly Move[], read: (m: readonly Move[]) => T): T {
  const before = JSON.stringify(moves);
  deepFreeze(moves);
  const out = read(moves);
  expect(JSON.stringify(moves)).toBe(before);
  return out;
}

const STOCK = CONSUMABLES.filter((c) => c.kind !== 'MARKER').map((c) => ({
  consumableId: c.id,
  count: 2,
}));

function begin(kind: StartBattleInput['kind'], level: number, pick: number): BattleState {
  const stair = Math.max(1, Math.round(level * 1.4));
  const input: StartBattleInput = {
    kind,
    stair,
    squad: heroSquad(6, level, pick),
    enemies: monsterSquad(6, stair, pick * 3),
    consumables: STOCK,
    enemyConsumables: kind === 'MULTI' ? STOCK : [],
    wards: [{ creatureId: 2, consumableId: 'ward_egg' }],
  };
  deepFreeze(input);
  const r = startBattle(input, 500 + pick);
  if (!r.ok) throw new Error(r.code);
  return r.value.state;
}

/** Everything that only reads a state, asked of it as a client and the server would. */
function readAll(s: BattleState, team: Team): void {
  untouched(s, (x) => {
    battleStatus(x, [], team);
    battleOutcome(x);
    battleAsSeenBy(x, 1);
    ask(x, team);
    const choice = chooseMove(x, team);
    if (choice !== null) evaluateChoice(x, team, choice);
  });
}

/** One consumable a turn, tried on every creature in turn (refusals must not write either). */
function tryConsumable(s: BattleState, team: Team, turn: number): BattleStep | null {
  const id = STOCK[turn % STOCK.length]!.consumableId;
  for (const c of s.creatures) {
    const used = untouched(s, (x) => useConsumable(x, id, c.id, team));
    if (used.ok) return used.value;
  }
  return null;
}

/**
 * Plays `s` to its end, the human sides following the hint; every command on a frozen input, and
 * every step's moves, frozen too, on a mirror of their own.
 */
function playThrough(s0: BattleState): { state: BattleState; moves: Move[] } {
  let s = s0;
  const moves: Move[] = [];
  const step = (r: BattleStep): BattleState => {
    untouchedMoves(r.moves, (m) => movesAsSeenBy(m, 1));
    moves.push(...r.moves);
    return r.state;
  };
  for (let turn = 0; s.status === 'IN_PROGRESS'; turn++) {
    const team = s.turningTeam;
    readAll(s, team);
    untouched(s, (x) => giveUp(x, (1 - team) as Team));
    const used = tryConsumable(s, team, turn);
    if (used !== null) s = step(used);
    const warded = s.creatures.find((c) => c.team === team && c.ward !== null);
    if (warded !== undefined && turn % 3 === 0) {
      const back = untouched(s, (x) => removeConsumable(x, warded.ward!, warded.id, team));
      if (back.ok) s = step(back.value);
    }
    const m = untouched(s, (x) => ask(x, team));
    if (!m.ok || turn % 7 === 6) {
      const skipped = untouched(s, (x) => skip(x, team));
      if (!skipped.ok) throw new Error(skipped.code);
      s = step(skipped.value);
      continue;
    }
    const { attackerId, defenderId } = m.value;
    const ability = m.value.ability === true;
    untouched(s, (x) => precalculate(x, attackerId, defenderId, team, ability));
    untouched(s, (x) => hit(x, attackerId, defenderId, (1 - team) as Team, ability));
    const r = untouched(s, (x) => hit(x, attackerId, defenderId, team, ability));
    if (!r.ok) throw new Error(r.code);
    s = step(r.value);
  }
  readAll(s, 0);
  untouched(s, (x) => hit(x, 1, -1));
  return { state: s, moves };
}

describe('commands never change the state they are given', () => {
  it('holds over whole road battles and duels, with every consumable and ability', () => {
    const seen = new Set<string>();
    for (const [kind, level, pick] of [
      ['MOB', 12, 1],
      ['MOB', 240, 4],
      ['ARENA', 60, 2],
      ['MULTI', 900, 5],
      ['MULTI', 30, 9],
    ] as const) {
      const end = playThrough(begin(kind, level, pick));
      expect(end.state.status).toBe('COMPLETED');
      // Every step's moves numbered on from the one before, to the state's count.
      const first = (end.moves[0]?.moveNumber ?? 0) - 1;
      expect(end.moves.map((m) => m.moveNumber - first)).toEqual(end.moves.map((_, i) => i + 1));
      expect(end.state.moveCount).toBe(first + end.moves.length);
      for (const m of end.moves) seen.add(m.kind);
      untouched(begin(kind, level, pick), autoPlay);
    }
    // The battles reached the writes a command makes: abilities, effects, wards, the stock.
    for (const kind of ['ABILITY', 'FREEZE', 'FIRE', 'POISON', 'HEAL', 'WARD_SET', 'DEATH']) {
      expect(seen, kind).toContain(kind);
    }
  });

  it('is a check that catches a command writing to its input', () => {
    const s = () => begin('MOB', 12, 1);
    expect(() => untouched(s(), (x) => (x.creatures[0]!.health -= 1))).toThrow(TypeError);
    expect(() => untouched(s(), (x) => (x.moveCount += 1))).toThrow(TypeError);
    expect(() => untouched(s(), (x) => (x.rng[0] = 0))).toThrow(TypeError);
    expect(() => untouched(s(), (x) => (x.consumables[0][0]!.count = 0))).toThrow(TypeError);
  });
});

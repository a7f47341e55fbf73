import { describe, expect, it } from 'vitest';
import { hero, monster } from '../test-support/squads.js';
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
import { battleOutcome } from './outcome.js';
import { battleStatus } from './status.js';
import { startBattle } from './setup.js';
import type { BattleState, BattleStep, Move } from './types.js';
import { BALANCE } from '../content/balance.js';
import type { Creature } from '../creature/model.js';

function started(
  squad: Creature[],
  enemies: Creature[],
  extra: Partial<Parameters<typeof startBattle>[0]> = {},
  seed: number | string = 1,
): BattleStep {
  const r = startBattle({ kind: 'MOB', stair: 1, squad, enemies, ...extra }, seed);
  if (!r.ok) throw new Error(r.code);
  return r.value;
}

/** The state of a battle just started. */
function start(...args: Parameters<typeof started>): BattleState {
  return started(...args).state;
}

/** The player takes the hint to the end; the last state and every move after `s`. */
function playOut(s: BattleState): BattleStep {
  let state = s;
  const moves: Move[] = [];
  for (let i = 0; i < 10_000 && state.status === 'IN_PROGRESS'; i++) {
    const m = ask(state);
    if (!m.ok) throw new Error(m.code);
    const r = hit(state, m.value.attackerId, m.value.defenderId, 0, m.value.ability === true);
    if (!r.ok) throw new Error(r.code);
    state = r.value.state;
    moves.push(...r.value.moves);
  }
  return { state, moves };
}

describe('battle commands', () => {
  it('starts with the player to move and numbers moves from 1', () => {
    const { state: s, moves } = started(
      [hero('hero_dobrynya', 1)],
      [monster('m_grey_wolf', 1, -1)],
    );
    expect(s.status).toBe('IN_PROGRESS');
    expect(s.turningTeam).toBe(0);
    expect(moves).toEqual([expect.objectContaining({ moveNumber: 1, kind: 'TURN', team: 0 })]);
    expect(s.moveCount).toBe(1);
  });

  it('hits, lets the AI answer, and numbers every move in order', () => {
    const s = start([hero('hero_dobrynya', 1)], [monster('m_grey_wolf', 1, -1)]);
    const r = hit(s, 1, -1);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const { state, moves } = r.value;
    expect(moves[0]?.kind).toMatch(/HIT|BLOCK|HAMMER/);
    // Numbered on from the state before, one by one, up to the new state's count.
    expect(moves.map((m) => m.moveNumber)).toEqual(moves.map((_, i) => i + 2));
    expect(state.moveCount).toBe(1 + moves.length);
    expect(state.turningTeam).toBe(0);
    // The input state is untouched.
    expect(s.moveCount).toBe(1);
  });

  it('refuses illegal hits with error codes', () => {
    const s = start(
      [hero('hero_dobrynya', 1), hero('hero_velimir', 2, 1, 1)],
      [monster('m_grey_wolf', 1, -1)],
    );
    expect(hit(s, -1, 1)).toEqual({ ok: false, code: 'CREATURE_CANNOT_ACT' });
    expect(hit(s, 1, 2)).toEqual({ ok: false, code: 'TARGET_INVALID' });
    expect(hit(s, 1, 99)).toEqual({ ok: false, code: 'TARGET_INVALID' });
    expect(hit(s, 1, -1, 1)).toEqual({ ok: false, code: 'NOT_YOUR_TURN' });
    const after = hit(s, 1, -1);
    if (!after.ok || after.value.state.status !== 'IN_PROGRESS') return;
    // Hero 1 acted this round: hero 2 must act before hero 1 again.
    expect(hit(after.value.state, 1, -1)).toEqual({ ok: false, code: 'CREATURE_ALREADY_ACTED' });
  });

  it('precalculates exactly the hit that follows', () => {
    const s = start([hero('hero_halfdan', 1, 5)], [monster('m_mimic', 3, -1)], {}, 99);
    const pre = precalculate(s, 1, -1);
    const done = hit(s, 1, -1);
    expect(pre.ok && done.ok).toBe(true);
    if (!pre.ok || !done.ok) return;
    expect(done.value.moves.slice(0, pre.value.moves.length)).toEqual(pre.value.moves);
    expect(s.moveCount).toBe(1);
  });

  it('skips the turn and gives up', () => {
    const s = start([hero('hero_dobrynya', 1)], [monster('m_grey_wolf', 1, -1)]);
    const skipped = skip(s);
    expect(skipped.ok && skipped.value.moves[0]?.kind).toBe('SKIP');
    const gave = giveUp(s);
    expect(gave.ok).toBe(true);
    if (!gave.ok) return;
    expect(gave.value.state).toMatchObject({
      status: 'COMPLETED',
      winner: 1,
      endReason: 'GIVE_UP',
    });
    expect(giveUp(gave.value.state)).toEqual({ ok: false, code: 'BATTLE_NOT_IN_PROGRESS' });
    const out = battleOutcome(gave.value.state);
    expect(out?.won).toBe(false);
    expect(out?.looserPenalty?.gold).toBeGreaterThan(0);
  });

  it('answers ask with a legal move, and refuses when it is not the player’s turn', () => {
    const s = start(
      [hero('hero_dobrynya', 1)],
      [monster('m_grey_wolf', 1, -1), monster('m_polevik', 1, -2, 1)],
    );
    const a = ask(s);
    expect(a.ok).toBe(true);
    if (a.ok)
      expect(hit(s, a.value.attackerId, a.value.defenderId, 0, a.value.ability === true).ok).toBe(
        true,
      );
    expect(ask(s, 1)).toEqual({ ok: false, code: 'HINT_UNAVAILABLE' });
  });

  it('never lets a frozen creature act, and thaws it after one of its turns', () => {
    const s = start(
      [hero('hero_dobrynya', 1, 30)],
      [monster('m_grey_wolf', 1, -1), monster('m_polevik', 1, -2, 1)],
      {
        consumables: [{ consumableId: 'scroll_frost', count: 1 }],
      },
    );
    const frozen = useConsumable(s, 'scroll_frost', -1);
    expect(frozen.ok).toBe(true);
    if (!frozen.ok) return;
    expect(frozen.value.state.creatures.find((c) => c.id === -1)?.effects[0]).toMatchObject({
      type: 'FROZEN',
      movesRemain: 2,
    });
    expect(useConsumable(frozen.value.state, 'scroll_frost', -2)).toEqual({
      ok: false,
      code: 'CONSUMABLE_MISSING',
    });
    const next = hit(frozen.value.state, 1, -2);
    if (!next.ok) throw new Error(next.code);
    const actors = next.value.moves.filter(
      (m) => m.kind === 'HIT' || m.kind === 'BLOCK' || m.kind === 'HAMMER',
    );
    expect(actors.some((m) => m.actorId === -1)).toBe(false);
  });

  it('uses and removes consumables with the right checks', () => {
    const h = hero('hero_dobrynya', 1);
    const s = start([h], [monster('m_grey_wolf', 1, -1)], {
      consumables: [
        { consumableId: 'potion_small', count: 2 },
        { consumableId: 'ward_egg', count: 1 },
        { consumableId: 'res_dead_water', count: 1 },
        { consumableId: 'marker_waystone', count: 1 },
      ],
    });
    expect(useConsumable(s, 'potion_small', 1)).toEqual({ ok: false, code: 'FULLY_HEALTHY' });
    expect(useConsumable(s, 'res_dead_water', 1)).toEqual({ ok: false, code: 'ONLY_DEAD_TARGET' });
    expect(useConsumable(s, 'marker_waystone', 1)).toEqual({
      ok: false,
      code: 'CONSUMABLE_NOT_IN_BATTLE',
    });
    const warded = useConsumable(s, 'ward_egg', 1);
    if (!warded.ok) throw new Error(warded.code);
    expect(warded.value.state.creatures[0]?.ward).toBe('ward_egg');
    expect(useConsumable(warded.value.state, 'potion_small', -1)).toEqual({
      ok: false,
      code: 'CONSUMABLE_ALREADY_USED',
    });
    const removed = removeConsumable(warded.value.state, 'ward_egg', 1);
    if (!removed.ok) throw new Error(removed.code);
    expect(removed.value.state.creatures[0]?.ward).toBeNull();
    expect(
      removed.value.state.consumables[0].find((x) => x.consumableId === 'ward_egg')?.count,
    ).toBe(1);
    expect(removeConsumable(removed.value.state, 'ward_egg', 1)).toEqual({
      ok: false,
      code: 'WARD_NOT_SET',
    });
  });

  it('raises a fallen hero with resurrection and saves a warded one', () => {
    const weak = hero('hero_velimir', 2, 1, 1);
    const s = start(
      [
        hero('hero_dobrynya', 1, 40),
        {
          ...weak,
          skills: weak.skills.map((x) =>
            x.skillType === 'HEALTH' ? { ...x, valueCurrent: 1e-9 } : x,
          ),
        },
      ],
      [monster('m_grey_wolf', 1, -1)],
      {
        consumables: [{ consumableId: 'res_dead_water', count: 1 }],
        wards: [{ creatureId: 1, consumableId: 'ward_egg' }],
      },
    );
    expect(s.creatures[0]?.ward).toBe('ward_egg');
    // Kill the weak hero with poison-free damage: set it to zero the way a hit would.
    const dead: BattleState = {
      ...s,
      creatures: s.creatures.map((c) => (c.id === 2 ? { ...c, health: 0 } : c)),
    };
    const raised = useConsumable(dead, 'res_dead_water', 2);
    if (!raised.ok) throw new Error(raised.code);
    const c2 = raised.value.state.creatures.find((c) => c.id === 2);
    expect(c2?.health).toBeCloseTo((c2?.maxHealth ?? 0) * 0.5);
    expect(raised.value.moves.at(-1)?.kind).toBe('RESURRECTION');
  });

  it('ends at the turn cap with the side holding more health the winner', () => {
    // Two walls that can barely hurt each other.
    const tank = hero('hero_eupraxia', 1, 1);
    const wall = monster('m_living_cliff', 1, -1);
    const s = start(
      [
        {
          ...tank,
          skills: tank.skills.map((x) =>
            x.skillType === 'ATTACK' ? { ...x, valueTotal: 1e-6, valueCurrent: 1e-6 } : x,
          ),
        },
      ],
      [
        {
          ...wall,
          skills: wall.skills.map((x) =>
            x.skillType === 'ATTACK' ? { ...x, valueTotal: 1e-6, valueCurrent: 1e-6 } : x,
          ),
        },
      ],
    );
    const end = playOut(s).state;
    expect(end.endReason).toBe('MOVE_LIMIT');
    expect(end.turn).toBe(BALANCE.maxTurns + 1);
  });

  it('survives a JSON round trip and replays identically', () => {
    const s = start(
      [hero('hero_halfdan', 1, 12), hero('hero_velimir', 2, 12, 1)],
      [monster('m_leshy', 8, -1), monster('m_rusalka', 8, -2, 1)],
      {},
      'persist',
    );
    const mid = hit(s, 1, -1);
    if (!mid.ok) throw new Error(mid.code);
    const stored = JSON.parse(JSON.stringify(mid.value.state)) as BattleState;
    expect(stored).toEqual(mid.value.state);
    expect(playOut(stored)).toEqual(playOut(mid.value.state));
  });

  it('pays the winner by the defeated squad and reports kills as rank experience', () => {
    const s = start(
      [hero('hero_halfdan', 1, 40)],
      [monster('m_grey_wolf', 3, -1), monster('m_polevik', 3, -2, 1)],
      { stair: 3 },
    );
    const end = playOut(s).state;
    const out = battleOutcome(end);
    expect(out?.won).toBe(true);
    expect(out?.winnerReward?.gold).toBeGreaterThan(0);
    expect(out?.winnerReward?.exp).toBe(
      2 * BALANCE.expPerMonsterStair * Math.max(3, BALANCE.expFloorStair),
    );
    expect(out?.rankExp).toEqual([{ creatureId: 1, exp: 6 }]);
    expect(out?.healthPenalty[0]?.creatureId).toBe(1);
    expect(battleOutcome(end)).toEqual(out);
  });

  it('refuses to start without a living squad', () => {
    const h = hero('hero_dobrynya', 1);
    const dead = {
      ...h,
      skills: h.skills.map((x) => (x.skillType === 'HEALTH' ? { ...x, valueCurrent: 0 } : x)),
    };
    expect(
      startBattle(
        { kind: 'MOB', stair: 1, squad: [dead], enemies: [monster('m_grey_wolf', 1, -1)] },
        1,
      ),
    ).toEqual({
      ok: false,
      code: 'SQUAD_EMPTY',
    });
  });

  it('reports the battle status with the moves it is given and the count to send back', () => {
    const { state: s, moves } = started(
      [hero('hero_halfdan', 1, 40)],
      [monster('m_grey_wolf', 1, -1)],
    );
    const running = battleStatus(s, moves);
    expect(running).toMatchObject({
      battleState: 'IN_PROGRESS',
      turningTeam: 0,
      winnerReward: null,
      offset: 1,
    });
    expect(running.moves).toEqual(moves);
    const { state: end, moves: after } = playOut(s);
    const done = battleStatus(end, after);
    expect(done.battleState).toBe('COMPLETED');
    expect(done.moves).toEqual(after);
    expect(done.offset).toBe(1 + after.length);
    expect(after.at(-1)).toMatchObject({ kind: 'END', moveNumber: done.offset });
    expect(done.winnerReward).toEqual(battleOutcome(end)?.winnerReward);
  });

  it('plays both sides to the end with autoPlay, leaving the input untouched', () => {
    const s = start(
      [hero('hero_halfdan', 1, 20), hero('hero_velimir', 2, 20, 1)],
      [monster('m_leshy', 20, -1), monster('m_idol', 20, -2, 1)],
      { kind: 'ARENA' },
    );
    const before = JSON.stringify(s);
    const end = autoPlay(s);
    expect(end.state.status).toBe('COMPLETED');
    expect(end.state.aiTeams).toEqual([false, true]);
    expect(end.moves[0]?.moveNumber).toBe(s.moveCount + 1);
    expect(end.state.moveCount).toBe(s.moveCount + end.moves.length);
    expect(JSON.stringify(s)).toBe(before);
    expect(autoPlay(s)).toEqual(end);
  });
});

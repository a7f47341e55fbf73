import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BALANCE } from '../content/balance.js';
import { heroSquad, monsterSquad } from '../test-support/squads.js';
import { after, logged, type Logged } from '../test-support/log.js';
import { expForMonster, goldForMonster } from './outcome.js';
import { ask, hit } from './commands.js';
import { battleOutcome } from './outcome.js';
import { canAct } from './resolve.js';
import { startBattle } from './setup.js';
import type { BattleState, Move, Team } from './types.js';

const battleInput = fc.record({
  heroes: fc.integer({ min: 1, max: 6 }),
  heroLevel: fc.integer({ min: 1, max: 3000 }),
  heroPick: fc.nat(40),
  monsters: fc.integer({ min: 1, max: 6 }),
  stair: fc.integer({ min: 1, max: 6000 }),
  monsterPick: fc.nat(60),
  seed: fc.integer(),
});
type Input = typeof battleInput extends fc.Arbitrary<infer T> ? T : never;

function begin(i: Input, kind: 'MOB' | 'MULTI' = 'MOB'): Logged {
  const r = startBattle(
    {
      kind,
      stair: i.stair,
      squad: heroSquad(i.heroes, i.heroLevel, i.heroPick),
      enemies: monsterSquad(i.monsters, i.stair, i.monsterPick),
    },
    i.seed,
  );
  if (!r.ok) throw new Error(r.code);
  return logged(r.value);
}

function checkHealth(s: BattleState, moves: readonly Move[]): void {
  for (const c of s.creatures) {
    expect(Number.isFinite(c.health), `health of ${c.id}`).toBe(true);
    expect(c.health).toBeGreaterThanOrEqual(0);
    expect(c.health).toBeLessThanOrEqual(c.maxHealth);
    expect(Number.isFinite(c.maxHealth) && c.maxHealth > 0).toBe(true);
  }
  for (const m of moves) {
    expect(Number.isFinite(m.amount) && m.amount >= 0, `move ${m.moveNumber} amount`).toBe(true);
    expect(Number.isFinite(m.healthAfter) && m.healthAfter >= 0).toBe(true);
  }
}

/** The player follows the hint until the end; returns every step seen, with its history. */
function play(start: Logged): Logged[] {
  const seen = [start];
  let log = start;
  while (log.state.status === 'IN_PROGRESS') {
    const s = log.state;
    const m = ask(s);
    if (!m.ok) throw new Error(m.code);
    const r = hit(s, m.value.attackerId, m.value.defenderId, 0, m.value.ability === true);
    if (!r.ok) throw new Error(r.code);
    log = after(log, r.value);
    seen.push(log);
  }
  return seen;
}

const RUNS = { numRuns: 60 };

describe('battle properties', () => {
  it('always ends within the turn cap, with finite, non-negative health throughout', () => {
    fc.assert(
      fc.property(battleInput, (i) => {
        const steps = play(begin(i));
        const end = (steps.at(-1) as Logged).state;
        expect(end.status).toBe('COMPLETED');
        expect(end.turn).toBeLessThanOrEqual(BALANCE.maxTurns + 1);
        for (const s of steps) checkHealth(s.state, s.moves);
      }),
      RUNS,
    );
  });

  it('replays the same moves from the same seed, and from a JSON copy', () => {
    fc.assert(
      fc.property(battleInput, (i) => {
        const a = play(begin(i)).at(-1) as Logged;
        const b = play(JSON.parse(JSON.stringify(begin(i))) as Logged).at(-1) as Logged;
        expect(b.moves).toEqual(a.moves);
        expect(b.state.moveCount).toBe(a.moves.length);
      }),
      RUNS,
    );
  });

  it('never lets a dead creature act again unless it was raised', () => {
    fc.assert(
      fc.property(battleInput, (i) => {
        const end = play(begin(i)).at(-1) as Logged;
        const dead = new Set<number>();
        for (const m of end.moves) {
          if (
            (m.kind === 'HIT' || m.kind === 'BLOCK' || m.kind === 'HAMMER') &&
            m.actorId !== null
          ) {
            expect(dead.has(m.actorId), `move ${m.moveNumber}`).toBe(false);
          }
          if (m.kind === 'DEATH' && m.targetId !== null) dead.add(m.targetId);
          if (m.kind === 'RESURRECTION' && m.targetId !== null) dead.delete(m.targetId);
        }
      }),
      RUNS,
    );
  });

  it('refuses every command from a frozen, dead or already-acting creature', () => {
    const command = fc.record({ attacker: fc.nat(11), defender: fc.nat(11) });
    fc.assert(
      fc.property(
        battleInput,
        fc.array(command, { minLength: 1, maxLength: 80 }),
        (i, commands) => {
          let s = begin(i, 'MULTI').state;
          for (const c of commands) {
            if (s.status !== 'IN_PROGRESS') break;
            const team: Team = s.turningTeam;
            const a = s.creatures[c.attacker % s.creatures.length];
            const d = s.creatures[c.defender % s.creatures.length];
            if (a === undefined || d === undefined) continue;
            const legal =
              a.team === team && canAct(a) && !a.acted && d.team !== team && d.health > 0;
            const r = hit(s, a.id, d.id, team);
            expect(r.ok, `hit ${a.id}→${d.id}`).toBe(legal);
            if (!r.ok) continue;
            const first = r.value.moves[0];
            expect(first?.actorId).toBe(a.id);
            s = r.value.state;
            checkHealth(s, r.value.moves);
          }
        },
      ),
      RUNS,
    );
  });

  it('pays bounded rewards: never more than the enemy squad is worth, plus the bonus', () => {
    fc.assert(
      fc.property(battleInput, (i) => {
        const end = (play(begin(i)).at(-1) as Logged).state;
        const out = battleOutcome(end);
        expect(out).not.toBeNull();
        if (out === null) return;
        const enemies = end.creatures.filter((c) => c.team === 1);
        const worth = enemies.reduce((a, c) => a + goldForMonster(c.level, c.boss), 0);
        const gold = (out.winnerReward?.gold ?? 0) + (out.battleBonus?.gold ?? 0);
        expect(gold).toBeGreaterThanOrEqual(0);
        expect(gold).toBeLessThanOrEqual(worth * (1 + BALANCE.flawlessBonusShare) * (1 + 1e-12));
        expect(out.looserPenalty?.gold ?? 0).toBeLessThanOrEqual(
          worth * BALANCE.defeatGoldShare * (1 + 1e-12),
        );
        expect(out.winnerReward?.exp ?? 0).toBeLessThanOrEqual(
          enemies.reduce((a, c) => a + 3 * expForMonster(c.level), 0),
        );
        for (const r of out.rankExp)
          expect(r.exp).toBeLessThanOrEqual(enemies.reduce((a, c) => a + c.level, 0));
      }),
      RUNS,
    );
  });
});

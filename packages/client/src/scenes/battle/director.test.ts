import { describe, expect, it } from 'vitest';
import { testCreature, testMove } from '../../testing/roadFixtures';
import { Director, type BattleStage } from './director';
import type { Fx } from './fx';
import { moveMs, unitOf, type Unit } from '../../model/battle';

const hero = unitOf(testCreature());
const wolf = unitOf(
  testCreature({ id: -1, team: 1, identifier: 'm_grey_wolf', health: 88, maxHealth: 88 }),
);

/** A stage that draws nothing and records the states the director reports. */
function stage(): BattleStage & { states: Unit[][] } {
  const quiet = { float: () => {}, burst: () => {}, shake: () => {} } as unknown as Fx;
  const states: Unit[][] = [];
  return {
    states,
    token: () => undefined,
    fx: quiet,
    sound: () => {},
    lightRow: () => {},
    rowCentre: () => ({ x: 0, y: 0 }),
    word: (key) => key,
    abilityName: (id) => id,
    unitsChanged: (units) => states.push([...units]),
  };
}

const moves = [
  testMove({ moveNumber: 1, amount: 10, healthAfter: 78 }),
  testMove({ moveNumber: 2, amount: 10, healthAfter: 68 }),
  testMove({ moveNumber: 3, amount: 10, healthAfter: 58 }),
];

describe('the battle director', () => {
  it('keeps the pace of the clock: one long frame shows every move that fits in it', () => {
    const s = stage();
    const director = new Director(s, [hero, wolf]);
    director.enqueue(moves, 1);
    director.update(moveMs('HIT', 1) * 3 + 1);
    expect(director.idle).toBe(true);
    expect(director.units.find((u) => u.id === -1)?.health).toBe(58);
  });

  it('plays a move over several frames at full frame rate', () => {
    const director = new Director(stage(), [hero, wolf]);
    director.enqueue(moves.slice(0, 1), 1);
    director.update(16);
    expect(director.idle).toBe(false);
    for (let i = 0; i < 40; i++) director.update(16);
    expect(director.idle).toBe(true);
  });

  it('shows everything at once when asked (no frames come)', () => {
    const s = stage();
    const director = new Director(s, [hero, wolf]);
    director.enqueue(moves, 1);
    director.update(5);
    director.finish();
    expect(director.idle).toBe(true);
    expect(director.units.find((u) => u.id === -1)?.health).toBe(58);
    expect(s.states.at(-1)?.find((u) => u.id === -1)?.health).toBe(58);
  });

  it("gives the nun's heals her own voice, and others' the usual one", () => {
    const played: string[] = [];
    const s = { ...stage(), sound: (name: string) => played.push(name) } as BattleStage;
    const nun = unitOf(testCreature({ id: 2, warriorClass: 'nun', identifier: 'hero_nun' }));
    const director = new Director(s, [hero, nun, wolf]);
    director.enqueue(
      [
        testMove({ moveNumber: 1, kind: 'HEAL', actorId: 2, targetId: 1, amount: 5 }),
        testMove({ moveNumber: 2, kind: 'HEAL', actorId: 1, targetId: 1, amount: 5 }),
      ],
      1,
    );
    director.update(moveMs('HEAL', 1) * 2 + 1);
    director.finish();
    expect(played.filter((n) => n === 'nun_blessing' || n === 'heal')).toEqual([
      'nun_blessing',
      'heal',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { testCreature, testMove } from '../testing/roadFixtures';
import {
  MOVE_MS,
  applyMoves,
  canAttack,
  canBeHit,
  canTarget,
  rewind,
  unitOf,
  type Unit,
} from './battle';

const hero = unitOf(testCreature());
const wolf = unitOf(
  testCreature({ id: -1, team: 1, identifier: 'm_grey_wolf', health: 88, maxHealth: 88 }),
);

describe('who may act (SPEC §4)', () => {
  it('lets a living, unfrozen hero that has not struck this round attack', () => {
    expect(canAttack(hero)).toBe(true);
    expect(canAttack({ ...hero, acted: true })).toBe(false);
    expect(canAttack({ ...hero, effects: ['FROZEN'] })).toBe(false);
    expect(canAttack({ ...hero, health: 0 })).toBe(false);
    expect(canAttack(wolf)).toBe(false);
  });

  it('lets only living foes be struck', () => {
    expect(canBeHit(wolf)).toBe(true);
    expect(canBeHit({ ...wolf, health: 0 })).toBe(false);
    expect(canBeHit(hero)).toBe(false);
  });

  it('drops effects that have run out', () => {
    const c = testCreature({
      effects: [
        { type: 'FROZEN', movesRemain: 0, value: 0 },
        { type: 'BURNING', movesRemain: 2, value: 3 },
      ],
    });
    expect(unitOf(c).effects).toEqual(['BURNING']);
  });
});

describe('consumable targets', () => {
  const wounded: Unit = { ...hero, health: 60 };
  const fallen: Unit = { ...hero, health: 0 };
  it.each([
    ['potion_small', wounded, true],
    ['potion_small', hero, false],
    ['potion_small', fallen, false],
    ['res_dead_water', fallen, true],
    ['res_dead_water', wounded, false],
    ['ward_egg', hero, true],
    ['ward_egg', { ...hero, ward: true }, false],
    ['scroll_perun', wolf, true],
    ['scroll_perun', hero, false],
    ['scroll_frost', wolf, true],
    ['scroll_fire', { ...wolf, health: 0 }, false],
    ['poison_flask', wolf, true],
    ['marker_waystone', wolf, false],
  ] as const)('%s on %o → %s', (id, unit, ok) => {
    expect(canTarget(id, unit)).toBe(ok);
  });
});

describe('the replay', () => {
  const moves = [
    testMove({
      moveNumber: 1,
      kind: 'TURN',
      actorId: null,
      targetId: null,
      amount: 0,
      healthAfter: 0,
    }),
    testMove({ moveNumber: 2, kind: 'HIT', actorId: 1, targetId: -1, amount: 10, healthAfter: 78 }),
    testMove({
      moveNumber: 3,
      kind: 'FREEZE',
      actorId: 1,
      targetId: -1,
      amount: 0,
      healthAfter: 78,
      effect: 'FROZEN',
    }),
    testMove({
      moveNumber: 4,
      kind: 'TURN',
      team: 1,
      actorId: null,
      targetId: null,
      amount: 0,
      healthAfter: 0,
    }),
    testMove({ moveNumber: 5, kind: 'FROZEN_SKIP', team: 1, actorId: null, targetId: null }),
    testMove({ moveNumber: 6, kind: 'HIT', actorId: 1, targetId: -1, amount: 90, healthAfter: 0 }),
    testMove({ moveNumber: 7, kind: 'DEATH', actorId: 1, targetId: -1, amount: 0, healthAfter: 0 }),
  ];

  it('applies moves in order: health, effects, who struck, death', () => {
    const after = applyMoves([hero, wolf], moves.slice(0, 3));
    expect(after.find((u) => u.id === -1)).toMatchObject({ health: 78, effects: ['FROZEN'] });
    expect(after.find((u) => u.id === 1)?.acted).toBe(true);
    const end = applyMoves([hero, wolf], moves);
    expect(end.find((u) => u.id === -1)).toMatchObject({ health: 0, effects: [] });
  });

  it('rewinds from the end state to the start, for the replay after a reload', () => {
    const end = [hero, { ...wolf, health: 0 }];
    const start = rewind(end, moves);
    expect(start.find((u) => u.id === -1)?.health).toBe(88);
    expect(start.find((u) => u.id === 1)?.health).toBe(130);
    expect(applyMoves(start, moves).map((u) => u.health)).toEqual(end.map((u) => u.health));
  });

  it('rewinds healing and a raised ally', () => {
    const healed = [
      testMove({ moveNumber: 1, kind: 'HEAL', targetId: 1, amount: 30, healthAfter: 100 }),
    ];
    expect(rewind([{ ...hero, health: 100 }], healed)[0]!.health).toBe(70);
    const raised = [
      testMove({ moveNumber: 1, kind: 'RESURRECTION', targetId: 1, amount: 65, healthAfter: 65 }),
    ];
    expect(rewind([{ ...hero, health: 65 }], raised)[0]!.health).toBe(0);
  });

  it('keeps every move under 600 ms (art direction)', () => {
    for (const ms of Object.values(MOVE_MS)) expect(ms).toBeLessThan(600);
  });
});

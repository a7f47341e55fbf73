import { BattleStatus } from '@heroroad/protocol';
import fastJson from 'fast-json-stringify';
import { describe, expect, it } from 'vitest';
import { nullableForSerializer, serializerCompiler } from './serializer.js';

const creature = (id: number, ward: string | null) => ({
  id,
  team: id > 0 ? 0 : 1,
  identifier: 'hero_dobrynya',
  imageId: 'hero_dobrynya',
  warriorClass: 'human',
  level: 3,
  rank: 1,
  order: 0,
  attack: 10.5,
  defence: 5,
  health: 0,
  maxHealth: 130,
  effects: [{ type: 'FROZEN', movesRemain: 1, value: 0 }],
  acted: false,
  ward,
  boss: false,
  kills: 0,
});
const status = (over: object) => ({
  battle: {
    id: 1,
    kind: 'MOB',
    placeId: null,
    versusPlayer: false,
    creatures: [creature(1, null), creature(-1, 'x')],
  },
  battleState: 'COMPLETED',
  winnerReward: { gold: 9.5, exp: 6, resources: { CRYSTAL: 1 } },
  looserPenalty: null,
  healthPenalty: [{ creatureId: 1, health: 3, maxHealth: 130, lost: 127 }],
  consumables: [],
  scenarioMessage: null,
  turningTeam: 1,
  ask: null,
  battleBonus: { gold: 2 },
  chestBonus: null,
  cardBonus: null,
  processing: false,
  moves: [
    { moveNumber: 1, kind: 'HIT', team: 0, actorId: 1, targetId: -1, amount: 5, healthAfter: 0 },
    {
      moveNumber: 2,
      kind: 'END',
      team: 0,
      actorId: null,
      targetId: null,
      amount: 0,
      healthAfter: 0,
    },
  ],
  offset: 0,
  duellists: null,
  ...over,
});

describe('the response serializer', () => {
  it('writes "X or null" without run-time branch checks', () => {
    const s = nullableForSerializer({
      type: 'object',
      properties: { a: { anyOf: [{ type: 'integer' }, { type: 'null' }], description: 'why' } },
    });
    expect(s).toEqual({
      type: 'object',
      properties: { a: { type: 'integer', description: 'why', nullable: true } },
    });
    // A real choice between two kinds stays a choice.
    const both = { anyOf: [{ type: 'integer' }, { type: 'string' }] };
    expect(nullableForSerializer(both)).toEqual(both);
  });

  it('answers battles exactly as the contract schema did', () => {
    const before = fastJson(JSON.parse(JSON.stringify(BattleStatus)));
    const after = serializerCompiler({ schema: BattleStatus });
    for (const value of [
      status({}),
      status({ winnerReward: null, battleBonus: null, ask: { attackerId: 1, defenderId: -1 } }),
      status({ chestBonus: 'SILVER', looserPenalty: { gold: 3 }, scenarioMessage: 'x' }),
    ]) {
      expect(after(value)).toBe(before(value));
      expect(JSON.parse(after(value))).toEqual(value);
    }
  });

  it('still leaves out fields the contract does not name', () => {
    const write = serializerCompiler({ schema: BattleStatus });
    const value = status({ secret: 'rng state' });
    const out = JSON.parse(write({ ...value, battle: { ...value.battle, hidden: 1 } }));
    expect(out).toEqual(status({}));
  });
});

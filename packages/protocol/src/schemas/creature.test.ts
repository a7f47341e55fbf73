import { HEROES, buildHero, fromWireCreature, toWireCreature } from '@heroroad/rules';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { Creature, type CreatureDto } from './creature.js';

describe('creature wire schema', () => {
  it('accepts every creature the rules build, as the rules send it', () => {
    for (const def of HEROES) {
      const wire: CreatureDto = toWireCreature(
        buildHero(def, { id: 1, playerId: 2, level: 40 }),
        'RU',
      );
      expect(Value.Check(Creature, wire), def.id).toBe(true);
    }
  });

  it('reads back into the rules model unchanged', () => {
    const hero = buildHero(HEROES[0]!, { id: 3, playerId: 2, level: 7 });
    // Typed as the schema's DTO: the rules accept exactly what the wire carries.
    const dto: CreatureDto = JSON.parse(JSON.stringify(toWireCreature(hero, 'EN'))) as CreatureDto;
    expect(fromWireCreature(dto)).toEqual(hero);
  });
});

import { HEROES, buildHero } from '@heroroad/rules';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { Creature } from '../schemas/creature.js';
import { toCreatureDto } from './creature.js';

describe('creature on the wire', () => {
  it('sends every hero the rules build in the shape the schema declares', () => {
    for (const def of HEROES) {
      const dto = toCreatureDto(buildHero(def, { id: 1, playerId: 2, level: 40 }), 'RU');
      expect(Value.Check(Creature, dto), def.id).toBe(true);
    }
  });

  it('carries the rules model field for field, with the name in the player’s language', () => {
    const hero = buildHero(HEROES[0]!, { id: 3, playerId: 2, level: 7 });
    const { name, ...rest } = toCreatureDto(hero, 'EN');
    expect(name).toBe('Dobrynya Nikitich');
    expect(toCreatureDto(hero, 'RU').name).toBe('Добрыня Никитич');
    expect(JSON.parse(JSON.stringify(rest))).toEqual(JSON.parse(JSON.stringify(hero)));
  });

  it('keeps what reforging added and offered slots on the server: skills and slots hold them', () => {
    const forged = { attack: 5, defence: 3, health: 40 };
    const hero = buildHero(HEROES[0]!, { id: 3, playerId: 2, level: 7, forged, extraSlots: 1 });
    const dto = toCreatureDto(hero, 'EN');
    expect(hero.forged).toEqual(forged);
    expect(dto).not.toHaveProperty('forged');
    expect(dto).not.toHaveProperty('extraSlots');
    expect(dto.slotsCount).toBe(hero.slotsCount);
    expect(Value.Check(Creature, dto)).toBe(true);
  });
});

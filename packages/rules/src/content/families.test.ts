import { describe, expect, it } from 'vitest';
import { generatePlaces } from '../road/places.js';
import { BIOME_DEFS, biomeOfStair } from './biomes.js';
import { MONSTER_FAMILIES, familyArrivals, monsterPool } from './families.js';
import { MONSTERS, monsterDef } from './monsters.js';

const LANGS = ['ru', 'en'] as const;

describe('monster families', () => {
  it('puts every ordinary monster in exactly one family of its own band', () => {
    const seen = MONSTER_FAMILIES.flatMap((x) => x.members);
    expect(new Set(seen).size).toBe(seen.length);
    const ordinary = MONSTERS.filter((m) => m.boss !== true).map((m) => m.id);
    expect([...seen].sort()).toEqual([...ordinary].sort());
    for (const family of MONSTER_FAMILIES) {
      for (const id of family.members) expect(monsterDef(id)?.biome, id).toBe(family.biome);
      expect(biomeOfStair(family.fromStair).id, family.id).toBe(family.biome);
      for (const lang of LANGS) expect(family.name[lang].length, family.id).toBeGreaterThan(0);
    }
    expect(new Set(MONSTER_FAMILIES.map((x) => x.id)).size).toBe(MONSTER_FAMILIES.length);
  });

  it('opens every band with a family on its first stair', () => {
    for (const band of BIOME_DEFS) {
      const first = MONSTER_FAMILIES.filter((x) => x.biome === band.id).map((x) => x.fromStair);
      expect(Math.min(...first), band.id).toBe(band.fromStair);
    }
  });

  it("brings a new family at least every three stairs up to the marsh's last", () => {
    const early = familyArrivals().filter((s) => s <= 24);
    expect(early[0]).toBe(1);
    expect(early.at(-1)).toBe(24);
    for (let i = 1; i < early.length; i++) {
      expect(early[i]! - early[i - 1]!, `after stair ${early[i - 1]}`).toBeLessThanOrEqual(3);
    }
    expect(early.filter((s) => s <= 10).length).toBeGreaterThanOrEqual(6);
  });

  it('draws only arrived families, and shows the newcomer', () => {
    expect(monsterPool('meadow', 1).common.map((m) => m.id)).toEqual(['m_grey_wolf']);
    const second = monsterPool('meadow', 2);
    expect(second.common.map((m) => m.id).sort()).toEqual(
      ['m_grey_wolf', 'm_polevik', 'm_poludnitsa'].sort(),
    );
    expect(second.newcomers.map((m) => m.id).sort()).toEqual(['m_polevik', 'm_poludnitsa']);
    // Away from its band (the snow world on stair 3) a biome brings every family.
    expect(monsterPool('snow', 3).common.length).toBe(
      MONSTERS.filter((m) => m.biome === 'snow' && m.boss !== true).length,
    );
  });

  it('meets a new player with at least five kinds of monster on the first ten stairs', () => {
    for (const seed of [1, 2, 3, 42, 777]) {
      const places = generatePlaces({ playerSeed: seed, coordFrom: 0, coordTo: 10 * 100 - 1 });
      const kinds = new Set(places.flatMap((p) => p.guard?.monsters.map((m) => m.monsterId) ?? []));
      expect(kinds.size, `seed ${seed}`).toBeGreaterThanOrEqual(5);
      // Stair 2's gate shows a field spirit, whatever the seed.
      const gate2 = places.find((p) => p.gate && p.stair === 2);
      const first = gate2?.guard?.monsters[0]?.monsterId;
      expect(['m_polevik', 'm_poludnitsa'], `seed ${seed}`).toContain(first);
    }
  });
});

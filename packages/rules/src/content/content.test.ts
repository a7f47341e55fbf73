import { describe, expect, it, vi } from 'vitest';
import type { LocalText } from '../i18n/lang.js';
import { BIOME_DEFS } from './biomes.js';
import { CONSUMABLES } from './consumables.js';
import { CURRENCY_DEFS, canAfford, countedName, normaliseAmounts } from './currencies.js';
import { FORCES } from './forces.js';
import { HEROES, STARTER_HEROES } from './heroes.js';
import { AMULETS, ARTIFACTS, isAmuletEffect, isArtifactEffect } from './items.js';
import { MONSTERS } from './monsters.js';
import { rankName } from './ranks.js';
import { TALKERS } from './talkers.js';
import {
  FALLBACK_WARRIOR_CLASS,
  WARRIOR_CLASSES,
  WARRIOR_CLASS_DEFS,
  parseWarriorClass,
} from './warrior-classes.js';

function expectText(text: LocalText, where: string): void {
  expect(text.ru.trim(), `${where} (ru)`).not.toBe('');
  expect(text.en.trim(), `${where} (en)`).not.toBe('');
  // Russian text is written in Cyrillic; English text is not.
  expect(/[А-Яа-яЁё]/.test(text.ru), `${where} (ru is Russian)`).toBe(true);
  expect(/[А-Яа-яЁё]/.test(text.en), `${where} (en has no Cyrillic)`).toBe(false);
}

function expectUnique(ids: readonly string[], what: string): void {
  const dupes = ids.filter((id, i) => ids.indexOf(id) !== i);
  expect(dupes, `${what} ids are unique`).toEqual([]);
}

describe('warrior classes (SPEC §3)', () => {
  it('lists all 63 classes of the spec exactly, in order', () => {
    const spec =
      'beast, demon, dragon, gin, golem, human, lizard, elf, mag, necro, serpent, troll, phoenix, asg_phoenix, warlock, titan, archititan, druid, witch, shaman, dragonslayer, ifrit, life, death, chaos, wall, lord, vampire, luck, berserk, wind, sorcerer, priestess, angel, archangel, yotun, koschey, cyclop, poison, keeper, sphinx, norn, provokator, shadow, as, manticore, sukkub, inkub, rider, nun, fire, gorgon, lightshadow, martyr, dryad, abyssoul, faceless, babayaga, skuld, baltazar, sikji, chest, totem, empty';
    expect([...WARRIOR_CLASSES]).toEqual(spec.split(', '));
    // The issue counts 63; the spec's list, read word for word, names 64 (with 'empty').
    expect(WARRIOR_CLASSES.length).toBe(64);
  });

  it('has RU and EN names for every class', () => {
    for (const cls of WARRIOR_CLASSES) expectText(WARRIOR_CLASS_DEFS[cls].name, cls);
  });

  it('uses every class for at least one hero or monster', () => {
    const used = new Set([...HEROES, ...MONSTERS].map((x) => x.warriorClass));
    expect(WARRIOR_CLASSES.filter((c) => !used.has(c))).toEqual([]);
  });

  it("logs 'Unknown warrior class' and falls back for an unknown name", () => {
    const log = vi.fn();
    expect(parseWarriorClass('dragon', log)).toBe('dragon');
    expect(log).not.toHaveBeenCalled();
    expect(parseWarriorClass('unicorn', log)).toBe(FALLBACK_WARRIOR_CLASS);
    expect(log).toHaveBeenCalledWith('Unknown warrior class', { warriorClass: 'unicorn' });
  });
});

describe('content integrity', () => {
  it('gives every entry unique ids and RU and EN text', () => {
    expectUnique(
      HEROES.map((x) => x.id),
      'hero',
    );
    expectUnique(
      MONSTERS.map((x) => x.id),
      'monster',
    );
    expectUnique(
      [...ARTIFACTS, ...AMULETS].map((x) => x.id),
      'item',
    );
    expectUnique(
      CONSUMABLES.map((x) => x.id),
      'consumable',
    );
    expectUnique(
      TALKERS.map((x) => x.id),
      'talker',
    );
    expectUnique(
      BIOME_DEFS.map((x) => x.id),
      'biome',
    );
    for (const h of HEROES) {
      expectText(h.name, h.id);
      expectText(h.description, h.id);
    }
    for (const m of MONSTERS) expectText(m.name, m.id);
    for (const x of [...ARTIFACTS, ...AMULETS]) {
      expectText(x.name, x.id);
      expectText(x.description, x.id);
    }
    for (const c of CONSUMABLES) {
      expectText(c.name, c.id);
      expectText(c.description, c.id);
    }
    for (const t of TALKERS) {
      expectText(t.name, t.id);
      t.lines.forEach((line, i) => expectText(line, `${t.id}[${i}]`));
    }
    for (const b of BIOME_DEFS) expectText(b.name, b.id);
    for (const f of FORCES) expectText(f.name, `force ${f.warriorClass}`);
    for (const c of Object.values(CURRENCY_DEFS)) expectText(c.name, c.id);
    for (let r = 1; r <= 40; r++) expectText(rankName(r), `rank ${r}`);
  });

  it('prices every hero with positive amounts', () => {
    for (const h of HEROES) {
      const amounts = Object.values(h.price);
      expect(amounts.length, h.id).toBeGreaterThan(0);
      for (const a of amounts) expect(a, h.id).toBeGreaterThan(0);
    }
    for (const c of CONSUMABLES) expect(c.goldPrice, c.id).toBeGreaterThan(0);
  });

  it('has positive stats for every hero and monster', () => {
    for (const x of [...HEROES, ...MONSTERS]) {
      for (const v of [x.attack, x.defence, x.health]) expect(v, x.id).toBeGreaterThan(0);
    }
  });

  it('offers three starter heroes and monsters with a boss in every biome', () => {
    expect(STARTER_HEROES).toHaveLength(3);
    for (const b of BIOME_DEFS) {
      expect(
        MONSTERS.filter((m) => m.biome === b.id && m.boss !== true).length,
        b.id,
      ).toBeGreaterThanOrEqual(4);
      expect(
        MONSTERS.filter((m) => m.biome === b.id && m.boss === true).length,
        b.id,
      ).toBeGreaterThanOrEqual(1);
    }
  });

  it('keeps every artifact type of SPEC §3 and counts any other type as an amulet', () => {
    expect(new Set(ARTIFACTS.map((a) => a.effectType))).toEqual(
      new Set(['ATTACK', 'DEFENCE', 'ATTACK_DEFENCE', 'HEALTH']),
    );
    for (const a of AMULETS) expect(isAmuletEffect(a.effectType), a.id).toBe(true);
    expect(isArtifactEffect('HEALTH')).toBe(true);
    expect(isAmuletEffect('SOMETHING_NEW')).toBe(true);
  });

  it('covers the consumable families of SPEC §3', () => {
    const kinds = new Set(CONSUMABLES.map((c) => c.kind));
    for (const k of ['HEAL', 'DAMAGE', 'POISON', 'RESURRECT', 'MARKER'])
      expect(kinds.has(k as never), k).toBe(true);
  });
});

describe('currencies (SPEC §3)', () => {
  it('keeps emeralds, tickets and tokens whole and stats-like currencies as floats', () => {
    expect(normaliseAmounts({ MITHRIL: 2.9, GOLD: 1.5e31, TOKENS: 0.5 })).toEqual({
      MITHRIL: 2,
      GOLD: 1.5e31,
    });
    expect(CURRENCY_DEFS.MITHRIL).toMatchObject({ integer: true, playerField: 'mithril' });
    expect(canAfford({ GOLD: 10, CRYSTAL: 1 }, { GOLD: 10, CRYSTAL: 1 })).toBe(true);
    expect(canAfford({ GOLD: 10 }, { GOLD: 10, CRYSTAL: 1 })).toBe(false);
  });

  it('names every resource of the player and the other currencies', () => {
    const fields = Object.values(CURRENCY_DEFS).map((c) => c.playerField);
    for (const f of [
      'gold',
      'crystal',
      'elixir',
      'mithril',
      'sulfur',
      'caviar',
      'tickets',
      'goodPoints',
      'evilPoints',
    ]) {
      expect(fields).toContain(f);
    }
    for (const c of ['RED_CRYSTAL', 'BLUE_CRYSTAL', 'GOLD_CRYSTAL', 'AMETHYST', 'GEARS'])
      expect(CURRENCY_DEFS).toHaveProperty(c);
  });
});

describe('amounts in words', () => {
  it('agrees the noun with the number, in Russian with one, few and many', () => {
    const ru = (n: number, c: 'CRYSTAL' | 'GOLD' | 'TOKENS') => `${n} ${countedName(c, n, 'RU')}`;
    expect([1, 2, 5, 21, 22, 11, 59].map((n) => ru(n, 'CRYSTAL'))).toEqual([
      '1 кристалл',
      '2 кристалла',
      '5 кристаллов',
      '21 кристалл',
      '22 кристалла',
      '11 кристаллов',
      '59 кристаллов',
    ]);
    expect(ru(59, 'GOLD')).toBe('59 золотых');
    expect(ru(1, 'GOLD')).toBe('1 золотой');
    expect(ru(21, 'GOLD')).toBe('21 золотой');
    expect(ru(10, 'TOKENS')).toBe('10 жетонов ковчега');
    expect(countedName('CRYSTAL', 1.5, 'RU')).toBe('кристалла');
    expect(countedName('CRYSTAL', 1, 'EN')).toBe('crystal');
    expect(countedName('CRYSTAL', 2, 'EN')).toBe('crystals');
  });

  it('has every form of every currency in both languages', () => {
    for (const c of Object.values(CURRENCY_DEFS)) {
      for (const form of [c.counted.ru.one, c.counted.ru.few, c.counted.ru.many]) {
        expect(form, c.id).toMatch(/^[а-яё]/i);
      }
      for (const form of [c.counted.en.one, c.counted.en.other])
        expect(form, c.id).toMatch(/^[a-z]/i);
    }
  });
});

describe('grammatical gender', () => {
  it('gives every hero and monster the gender its Russian name takes', () => {
    const genders = new Set(['male', 'female', 'neuter', 'plural']);
    for (const c of [...HEROES, ...MONSTERS]) expect(genders.has(c.gender), c.id).toBe(true);
    const of = (id: string) => [...HEROES, ...MONSTERS].find((c) => c.id === id)!.gender;
    expect(of('hero_marfa')).toBe('female');
    expect(of('hero_dobrynya')).toBe('male');
    expect(of('m_kikimora')).toBe('female');
    expect(of('m_swan_goose')).toBe('plural');
    expect(of('m_likho')).toBe('neuter');
  });

  it('names forces the same way in both languages', () => {
    expect(FORCES.find((f) => f.warriorClass === 'babayaga')?.name).toEqual({
      ru: 'Сила: Баба-Яга',
      en: 'Force: Baba Yaga',
    });
  });
});

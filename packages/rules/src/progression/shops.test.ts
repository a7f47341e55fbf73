import { describe, expect, it } from 'vitest';
import { CARDS, GOLDEN_CARD_PRICE, cardDef } from '../content/cards.js';
import { heroDef } from '../content/heroes.js';
import { buildHero } from '../creature/build.js';
import { skillTotal } from '../creature/model.js';
import {
  activateBooster,
  battleConsumables,
  BOOSTERS,
  boosterDef,
  boosterFactors,
  checkSetup,
} from './boosters.js';
import { CARD_DROP_WEIGHTS } from './card-drops.js';
import { buyHero, shopJoinLevel } from './heroes.js';
import {
  amuletMeltValue,
  applyCard,
  artifactAtlasIds,
  buyAmulet,
  cardTargets,
  PREMIUM_PACKS,
} from './shops.js';

const HOUR = 3_600_000;
const hero = (id: string, rank = 1) => buildHero(heroDef(id)!, { id: 7, playerId: 1, rank });

describe('content of the premium shops', () => {
  it('names every card and booster in both languages, at a positive price', () => {
    for (const x of [...CARDS, ...BOOSTERS]) {
      expect(x.name.ru.length * x.name.en.length).toBeGreaterThan(0);
      // One currency a good: emeralds, or gold crystals for the golden evolution card.
      const [currency, ...more] = Object.keys(x.price);
      expect([currency, more], x.id).toEqual([
        x.id === 'card_evo_gold' ? 'GOLD_CRYSTAL' : 'MITHRIL',
        [],
      ]);
      expect(x.price[currency as 'MITHRIL']).toBeGreaterThan(0);
    }
    for (const c of CARDS) expect(c.description.ru && c.description.en).toBeTruthy();
    expect(new Set([...CARDS, ...BOOSTERS].map((x) => x.id)).size).toBe(
      CARDS.length + BOOSTERS.length,
    );
  });

  it('discounts the larger packs and never sells a pack for nothing', () => {
    for (const p of PREMIUM_PACKS) expect(p.gems).toBeGreaterThan(0);
    expect(PREMIUM_PACKS.map((p) => p.discount)).toEqual([0, 10, 20, 0, 10, 20]);
  });
});

describe('the hero shop', () => {
  it('a bought hero joins five levels below the best owned, within the cap', () => {
    expect(shopJoinLevel([], 8)).toBe(1);
    expect(shopJoinLevel([3], 8)).toBe(1);
    expect(shopJoinLevel([40, 12], 95)).toBe(35);
    expect(shopJoinLevel([40], 20)).toBe(20);
    const r = buyHero({
      heroId: 'hero_svyatogor',
      creatureId: 9,
      playerId: 1,
      bestStair: 30,
      owned: [],
      wallet: { GOLD: 1e6, CRYSTAL: 1e3 },
      order: 1,
      level: 35,
    });
    expect(r.ok && r.value.creature.level).toBe(35);
  });
});

describe('amulets', () => {
  it('are sold from their stair and melt back for a quarter of their price', () => {
    expect(buyAmulet('amu_bear_claw', 4)).toEqual({ ok: false, code: 'STAIR_LOCKED' });
    expect(buyAmulet('amu_bear_claw', 5)).toEqual({ ok: true, value: { price: { AMETHYST: 20 } } });
    expect(buyAmulet('art_kladenets', 50)).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(amuletMeltValue('amu_bear_claw', 1)).toEqual({ ok: true, value: 5 });
    expect(amuletMeltValue('amu_bear_claw', 4)).toEqual({ ok: true, value: 8 });
    expect(amuletMeltValue('art_kladenets', 1)).toEqual({ ok: false, code: 'MELT_ONLY_AMULETS' });
  });

  it('list the atlas ids to load: the road up to the stair and what the player holds', () => {
    const ids = artifactAtlasIds(4, ['art_alatyr']);
    expect(ids).toContain('artifacts/art_kladenets');
    expect(ids).toContain('artifacts/art_alatyr');
    expect(ids).not.toContain('artifacts/amu_bear_claw');
  });
});

describe('cards', () => {
  it('fit only their heroes', () => {
    const human = hero('hero_dobrynya');
    const druid = hero('hero_velimir');
    expect(cardTargets('card_elephant', [human, druid], 0)).toEqual([human]);
    expect(cardTargets('card_snake', [human, druid], 0)).toEqual([druid]);
    expect(applyCard('card_snake', human, 0)).toEqual({ ok: false, code: 'NO_SUITABLE_HEROES' });
  });

  it('a beast card adds its share for good; a rank card stops at the limit and at a fixed rank', () => {
    const human = hero('hero_dobrynya');
    const r = applyCard('card_elephant', human, 0);
    if (!r.ok) throw new Error(r.code);
    expect(skillTotal(r.value, 'HEALTH')).toBeCloseTo(skillTotal(human, 'HEALTH') * 1.1, 6);
    expect(applyCard('card_evo_usual', human, 0)).toMatchObject({ ok: true, value: { rank: 2 } });
    expect(applyCard('card_evo_usual', hero('hero_dobrynya', 5), 0).ok).toBe(false);
    expect(applyCard('card_evo_legendary', hero('hero_svyatogor'), 0).ok).toBe(false);
    // An ark hero's limit rises with every extra ark hero.
    const balthazar = hero('vip_balthazar', 10);
    expect(applyCard('card_ark', balthazar, 1).ok).toBe(false);
    expect(applyCard('card_ark', balthazar, 2)).toMatchObject({ ok: true, value: { rank: 11 } });
  });

  it('the golden evolution card raises any hero whose rank can rise, for gold crystals', () => {
    expect(cardDef('card_evo_gold')!.price).toEqual(GOLDEN_CARD_PRICE);
    expect(GOLDEN_CARD_PRICE).toEqual({ GOLD_CRYSTAL: 3 });
    const each = ['hero_dobrynya', 'hero_nikita', 'hero_urd', 'hero_rokkara'].map((id) => hero(id));
    expect(cardTargets('card_evo_gold', each, 0)).toEqual(each);
    for (const h of each)
      expect(applyCard('card_evo_gold', h, 0)).toMatchObject({ ok: true, value: { rank: 2 } });
    // An ark hero within its limit takes it too; a hero at its limit or of a fixed rank does not.
    expect(applyCard('card_evo_gold', hero('vip_balthazar', 10), 2).ok).toBe(true);
    expect(applyCard('card_evo_gold', hero('hero_dobrynya', 5), 0)).toEqual({
      ok: false,
      code: 'NO_SUITABLE_HEROES',
    });
    expect(applyCard('card_evo_gold', hero('hero_svyatogor'), 0).ok).toBe(false);
  });

  it('the golden card is never found: gold crystals are its only way in', () => {
    expect(CARD_DROP_WEIGHTS.map((c) => c.cardId)).not.toContain('card_evo_gold');
  });
});

describe('boosters', () => {
  const gold = boosterDef('booster_gold')!;
  const platinum = boosterDef('booster_platinum')!;

  it('run 8 hours, the platinum set 72, and ask before taking a busy slot', () => {
    expect(activateBooster(gold, [], 0)).toEqual({
      ok: true,
      value: [{ slot: 'GOLD', boosterId: gold.id, endsAt: 8 * HOUR }],
    });
    const running = [{ slot: 'GOLD' as const, boosterId: gold.id, endsAt: 8 * HOUR }];
    expect(activateBooster(gold, running, HOUR)).toEqual({ ok: false, code: 'BOOSTER_RUNNING' });
    expect(activateBooster(gold, running, HOUR, 'prolong')).toMatchObject({
      ok: true,
      value: [{ endsAt: 16 * HOUR }],
    });
    expect(activateBooster(platinum, running, HOUR, 'prolong')).toEqual({
      ok: false,
      code: 'BOOSTER_PROLONG_OTHER',
    });
    const replaced = activateBooster(platinum, running, HOUR, 'replace');
    expect(replaced.ok && replaced.value.map((a) => a.endsAt)).toEqual([
      73 * HOUR,
      73 * HOUR,
      73 * HOUR,
    ]);
    // A booster whose time is over no longer counts, nor blocks its slot.
    expect(activateBooster(gold, running, 8 * HOUR).ok).toBe(true);
    expect(boosterFactors(running, HOUR)).toEqual({ GOLD: 1.5, EXP: 1, RANK: 1 });
    expect(boosterFactors(running, 8 * HOUR)).toEqual({ GOLD: 1, EXP: 1, RANK: 1 });
  });
});

describe('the elixir and scroll setup', () => {
  const bag = [
    { consumableId: 'potion_small', count: 5 },
    { consumableId: 'scroll_perun', count: 1 },
    { consumableId: 'marker_waystone', count: 2 },
  ];

  it('opens at stair 25, refuses markers, and takes no more than the bag holds', () => {
    const setup = [
      { consumableId: 'potion_small', count: 2 },
      { consumableId: 'scroll_perun', count: 4 },
    ];
    expect(checkSetup(setup, 24)).toEqual({ ok: false, code: 'STAIR_LOCKED' });
    expect(checkSetup([{ consumableId: 'marker_waystone', count: 1 }], 25).ok).toBe(false);
    expect(checkSetup(setup, 25).ok).toBe(true);
    expect(battleConsumables(bag, setup, 25)).toEqual([
      { consumableId: 'potion_small', count: 2 },
      { consumableId: 'scroll_perun', count: 1 },
    ]);
    // Below the stair, or with no setup, the whole bag but the markers.
    expect(battleConsumables(bag, setup, 24)).toEqual(bag.slice(0, 2));
    expect(battleConsumables(bag, null, 30)).toEqual(bag.slice(0, 2));
  });
});

import { describe, expect, it } from 'vitest';
import { createI18n } from '.';
import { testPlace } from '../testing/roadFixtures';
import {
  amountText,
  gainText,
  gateText,
  giftText,
  guardText,
  placeTitle,
  statusText,
} from './words';
import { ALL_TEXTS } from '../testing/texts';

const en = {
  t: createI18n('EN', ALL_TEXTS, () => undefined, false).t,
  lang: 'EN' as const,
  now: 0,
};
const ru = {
  t: createI18n('RU', ALL_TEXTS, () => undefined, false).t,
  lang: 'RU' as const,
  now: 0,
};

describe('place card wording', () => {
  it('names a place by what it is or what it holds, in both languages', () => {
    expect(placeTitle(testPlace(), en)).toBe('Gold cache');
    expect(placeTitle(testPlace(), ru)).toBe('Тайник: золото');
    const sword = testPlace({
      placeType: 'ARTIFACT',
      gift: { kind: 'ARTIFACT', artifactId: 'art_kladenets', level: 4 },
    });
    expect(placeTitle(sword, en)).toBe('Sword Kladenets');
    expect(placeTitle(sword, ru)).toBe('Меч-кладенец');
    const rune = testPlace({ placeType: 'RUNE', gift: { kind: 'RUNE', warriorClass: 'beast' } });
    expect(placeTitle(rune, en)).toBe('Rune of the Beast');
  });

  it('says what a place gives, numbers abbreviated', () => {
    expect(giftText(testPlace(), en)).toBe('Gives 36 gold.');
    const rich = testPlace({ gift: { kind: 'RESOURCE', resource: 'GOLD', amount: 123_456 } });
    expect(giftText(rich, en)).toBe('Gives 123k gold.');
    const sword = testPlace({
      placeType: 'ARTIFACT',
      gift: { kind: 'ARTIFACT', artifactId: 'art_kladenets', level: 1 },
    });
    expect(giftText(sword, en)).toBe('Artifact of level 1: attack +3. It cuts and hews by itself.');
    const portal = testPlace({
      placeType: 'PORTAL',
      gift: { kind: 'PORTAL', targetCoordinate: 1250 },
    });
    expect(giftText(portal, en)).toBe(
      'Carries you back down the road to stair 13, or into its realm for gold.',
    );
  });

  it('lists the guards with their levels and marks elite ones', () => {
    expect(guardText(testPlace(), en)).toBe('Guards: Grey Wolf (lv 1)');
    const elite = testPlace({
      guard: { stair: 3, elite: true, monsters: [{ monsterId: 'm_polevik', level: 3 }] },
    });
    expect(guardText(elite, ru)).toBe('Отборная стража: Полевик (ур. 3)');
    expect(guardText(testPlace({ guard: null }), en)).toBeNull();
  });

  it('tells when a taken place comes back, and why a place is locked', () => {
    const taken = testPlace({ used: true, respawnAt: 2 * 3600_000 + 5 * 60_000 });
    expect(statusText(taken, 'used', en)).toBe('Taken. It comes back in 2 h 5 min.');
    expect(statusText(testPlace({ used: true }), 'used', en)).toBe('Already taken.');
    const talker = testPlace({ placeType: 'TALKER', guard: null, used: true });
    expect(statusText(talker, 'used', ru)).toBe('Вы уже выслушали, что вам хотели сказать.');
    expect(statusText(testPlace({ stair: 2 }), 'locked', en)).toBe(
      'Beyond your road: win the gate of stair 1 to come here.',
    );
    expect(statusText(testPlace({ battleLost: true }), 'guarded', en)).toMatch(/fell back/);
  });

  it('tells what the gate opens', () => {
    expect(gateText(testPlace({ gate: true, stair: 4 }), en)).toBe(
      'The gate of stair 4: win here to open stair 5.',
    );
    expect(gateText(testPlace(), en)).toBeNull();
  });

  it('words what an action gave', () => {
    expect(gainText({ resources: { GOLD: 36, CRYSTAL: 2 } }, en)).toBe(
      'You got 36 gold, 2 crystals.',
    );
    expect(gainText({ resources: {}, consumableId: 'potion_small', count: 2 }, en)).toBe(
      'You got Plantain Draught × 2.',
    );
    expect(gainText({ resources: {}, talkerId: 'talker_kalika', line: 0 }, en)).toBe(
      '«The road is long, but the legs are yours. Walk on, hero.»',
    );
    expect(gainText({ resources: {} }, en)).toBe('Nothing more here.');
  });

  it('makes the noun agree with the amount as written, a share of gold included', () => {
    // A flawless battle's bonus is a share of the reward: 1.8 gold is written "1".
    expect(amountText(1.8, 'GOLD', 'RU')).toBe('1 золотой');
    expect(amountText(1.8, 'GOLD', 'EN')).toBe('1 gold');
    expect(amountText(2.5, 'CRYSTAL', 'EN')).toBe('2 crystals');
    expect(amountText(21, 'GOLD', 'RU')).toBe('21 золотой');
    expect(amountText(0.4, 'GOLD', 'RU')).toBe('0 золотых');
    expect(amountText(12_000, 'GOLD', 'RU')).toBe('12k золотых');
  });
});

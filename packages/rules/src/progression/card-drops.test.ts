import { describe, expect, it } from 'vitest';
import { cardDef } from '../content/cards.js';
import { CARD_DROP_CHANCE, CARD_DROP_WEIGHTS, cardDrop } from './card-drops.js';

describe('cards found on the road', () => {
  it('names only real cards', () => {
    for (const c of CARD_DROP_WEIGHTS) expect(cardDef(c.cardId), c.cardId).toBeDefined();
  });

  it('drops at about each source chance, the same card for the same seed', () => {
    for (const source of ['BATTLE', 'CHEST', 'PLACE'] as const) {
      let found = 0;
      for (let i = 0; i < 20_000; i++) if (cardDrop(source, 50, `${source}:${i}`)) found++;
      expect(found / 20_000).toBeGreaterThan(CARD_DROP_CHANCE[source] * 0.8);
      expect(found / 20_000).toBeLessThan(CARD_DROP_CHANCE[source] * 1.2);
    }
    expect(cardDrop('CHEST', 40, 'chest:7')).toBe(cardDrop('CHEST', 40, 'chest:7'));
  });

  it('keeps the higher tiers rank cards to their stairs', () => {
    const seen = (stair: number) => {
      const ids = new Set<string>();
      for (let i = 0; i < 20_000; i++) {
        const c = cardDrop('CHEST', stair, `s${stair}:${i}`);
        if (c) ids.add(c);
      }
      return ids;
    };
    const low = seen(10);
    expect(low.has('card_mouse')).toBe(true);
    expect(low.has('card_evo_legendary')).toBe(false);
    expect(low.has('card_ark')).toBe(false);
    const high = seen(600);
    expect(high.has('card_evo_supreme')).toBe(true);
    expect(seen(120).has('card_evo_supreme')).toBe(false);
  });
});

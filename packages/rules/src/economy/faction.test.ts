import { describe, expect, it } from 'vitest';
import { consumableDef } from '../content/consumables.js';
import { FACTION_GOODS, FACTIONS, factionGood } from './faction.js';

describe('the faction shop', () => {
  it('sells real consumables at positive prices, each lot once, for both factions', () => {
    expect(new Set(FACTION_GOODS.map((g) => g.id)).size).toBe(FACTION_GOODS.length);
    for (const g of FACTION_GOODS) {
      expect(consumableDef(g.consumableId)?.kind).not.toBe('MARKER');
      expect(g.price).toBeGreaterThan(0);
      expect(g.count).toBeGreaterThan(0);
      expect(factionGood(g.id)).toBe(g);
    }
    for (const f of FACTIONS) expect(FACTION_GOODS.some((g) => g.faction === f)).toBe(true);
    expect(factionGood('nothing')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { heroDef } from '../content/heroes.js';
import { buildHero, makeArtifact } from '../creature/build.js';
import { itemDef } from '../content/items.js';
import { squadSlots } from './experience.js';
import {
  artifactSlotOffer,
  forceSlotOffer,
  squadSlotOffer,
  SQUAD_SLOT_GEMS,
  withExtraSlot,
} from './slot-offers.js';

describe('free-slot offers', () => {
  it('price a squad slot while the level leaves the squad short, one at most', () => {
    expect(squadSlotOffer(1, 0)).toBe(SQUAD_SLOT_GEMS);
    expect(squadSlotOffer(1, 1)).toBeNull();
    expect(squadSlotOffer(13, 0)).toBeNull();
    expect(squadSlots(1, 1)).toBe(4);
    expect(squadSlots(13, 1)).toBe(6);
  });

  it("open a full hero's next artifact slot ahead of its rank, once, priced by its slots", () => {
    const item = makeArtifact(itemDef('art_kladenets')!, 3, 1);
    const bare = buildHero(heroDef('hero_dobrynya')!, { id: 1, playerId: 1 });
    expect(artifactSlotOffer(bare)).toBeNull();
    const full = { ...bare, artifacts: [item, { ...item, id: 2 }] };
    expect(artifactSlotOffer(full)).toBe(50);
    const opened = withExtraSlot(full);
    expect(opened.slotsCount).toBe(3);
    expect(opened.extraSlots).toBe(1);
    expect(artifactSlotOffer({ ...opened, artifacts: [item, item, item] })).toBeNull();
    // The slot stays open through a rebuild and never lifts a hero past six.
    const high = buildHero(heroDef('hero_dobrynya')!, {
      id: 1,
      playerId: 1,
      rank: 9,
      extraSlots: 1,
    });
    expect(high.slotsCount).toBe(6);
  });

  it('offer the next hammer at half its price while hammers remain', () => {
    expect([0, 1, 2, 3].map(forceSlotOffer)).toEqual([75, 150, 225, null]);
  });
});

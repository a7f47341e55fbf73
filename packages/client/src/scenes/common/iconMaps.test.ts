import { describe, expect, it } from 'vitest';
import { testPlace } from '../../testing/roadFixtures';
import { placeIcon, placeVariant } from './iconMaps';

describe('place looks', () => {
  const kinds = [
    { placeType: 'RESOURCE', gift: { resource: 'GOLD' } },
    { placeType: 'RESOURCE', gift: { resource: 'CRYSTAL' } },
    { placeType: 'ARTIFACT', gift: {} },
    { placeType: 'GAINABLE', gift: { resource: 'GOLD' } },
    { placeType: 'PORTAL', gift: {} },
    { placeType: 'CUSTOM_PLACE', gift: {} },
    { placeType: 'SKILL', gift: {} },
    { placeType: 'TALKER', gift: {} },
    { placeType: 'SCRIPT', gift: {} },
  ] as const;

  it('draws each common kind of place in at least two ways, the same way for the same place', () => {
    for (const kind of kinds) {
      const drawings = new Set<string>();
      for (let id = 1; id <= 40; id++) {
        const place = testPlace({
          id,
          placeType: kind.placeType,
          gift: { ...testPlace().gift, ...kind.gift },
        });
        const icon = placeIcon(place, false);
        expect(placeIcon(place, false)).toEqual(icon);
        drawings.add(icon.icon);
      }
      expect(
        drawings.size,
        `${kind.placeType} ${JSON.stringify(kind.gift)}`,
      ).toBeGreaterThanOrEqual(2);
    }
  });

  it('keeps the colour of the find whatever the drawing', () => {
    const colours = new Set(
      [1, 2, 3, 4, 5].map((id) => placeIcon(testPlace({ id, placeType: 'RESOURCE' }), false).color),
    );
    expect(colours.size).toBe(1);
  });

  it('spreads the variants over the places', () => {
    const counts = [0, 0, 0];
    for (let id = 1; id <= 300; id++) counts[placeVariant({ id }, 1) % 3]!++;
    for (const n of counts) expect(n).toBeGreaterThan(60);
  });
});

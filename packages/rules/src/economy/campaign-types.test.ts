import { describe, expect, it } from 'vitest';
import { campaignTypesWaiting } from './campaigns.js';

const none = {
  open: [],
  gemsBought: 0,
  chestsUnopened: 0,
  freeSpin: false,
  prizePending: false,
} as const;

describe('campaign types waiting (SPEC §3 chest, wheel)', () => {
  it('names nothing when nothing waits', () => {
    expect(campaignTypesWaiting(none)).toEqual([]);
  });
  it('names chest for an unopened chest or an earned chest campaign, never for others', () => {
    expect(campaignTypesWaiting({ ...none, chestsUnopened: 1 })).toEqual(['chest']);
    expect(campaignTypesWaiting({ ...none, open: ['CHEST_3'], gemsBought: 1500 })).toEqual([
      'chest',
    ]);
    expect(
      campaignTypesWaiting({ ...none, open: ['GEMS_PLUS_50', 'HERO'], gemsBought: 9999 }),
    ).toEqual([]);
  });
  it('names no campaign whose purchase is still to make', () => {
    expect(campaignTypesWaiting({ ...none, open: ['CHEST', 'WHEEL'] })).toEqual([]);
    expect(campaignTypesWaiting({ ...none, open: ['CHEST_3', 'WHEEL'], gemsBought: 1499 })).toEqual(
      ['wheel'],
    );
  });
  it('names wheel for the free spin, a prize waiting or the earned WHEEL campaign', () => {
    expect(campaignTypesWaiting({ ...none, freeSpin: true })).toEqual(['wheel']);
    expect(campaignTypesWaiting({ ...none, prizePending: true })).toEqual(['wheel']);
    expect(campaignTypesWaiting({ ...none, open: ['WHEEL', 'CHEST'], gemsBought: 300 })).toEqual([
      'chest',
      'wheel',
    ]);
  });
});

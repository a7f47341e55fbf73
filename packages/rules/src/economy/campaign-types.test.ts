import { describe, expect, it } from 'vitest';
import { campaignTypesWaiting } from './campaigns.js';

const none = { open: [], chestsUnopened: 0, freeSpin: false, prizePending: false } as const;

describe('campaign types waiting (SPEC §3 chest, wheel)', () => {
  it('names nothing when nothing waits', () => {
    expect(campaignTypesWaiting(none)).toEqual([]);
  });
  it('names chest for an unopened chest or an open chest campaign, never for others', () => {
    expect(campaignTypesWaiting({ ...none, chestsUnopened: 1 })).toEqual(['chest']);
    expect(campaignTypesWaiting({ ...none, open: ['CHEST_3'] })).toEqual(['chest']);
    expect(campaignTypesWaiting({ ...none, open: ['GEMS_PLUS_50', 'HERO'] })).toEqual([]);
  });
  it('names wheel for the free spin, a prize waiting or the WHEEL campaign', () => {
    expect(campaignTypesWaiting({ ...none, freeSpin: true })).toEqual(['wheel']);
    expect(campaignTypesWaiting({ ...none, prizePending: true })).toEqual(['wheel']);
    expect(campaignTypesWaiting({ ...none, open: ['WHEEL', 'CHEST'] })).toEqual(['chest', 'wheel']);
  });
});

import { describe, expect, it } from 'vitest';
import { EMERALD_PACKS } from '../economy/bank.js';
import {
  PLATFORM_PRICING,
  mailPortalCurrency,
  platformCatalogue,
  platformPrice,
  type PricedPlatform,
} from './prices.js';

describe('platform prices', () => {
  it('derive every pack from the catalogue, positive and rising with the pack', () => {
    for (const source of Object.keys(PLATFORM_PRICING) as PricedPlatform[]) {
      const list = platformCatalogue(source);
      expect(list.map((p) => p.packId)).toEqual(EMERALD_PACKS.map((p) => p.id));
      for (let i = 1; i < list.length; i++) {
        expect(list[i]!.amount).toBeGreaterThan(list[i - 1]!.amount);
      }
      expect(list[0]!.amount).toBeGreaterThan(0);
    }
  });

  it('prices known packs and refuses unknown packs and platforms that sell nothing', () => {
    expect(platformPrice('vk', 'gems_100')).toEqual({
      packId: 'gems_100',
      amount: 14,
      currency: 'VOTE',
    });
    expect(platformPrice('ok', 'gems_300')).toEqual({
      packId: 'gems_300',
      amount: 299,
      currency: 'OK',
    });
    expect(platformPrice('tg', 'gems_100')).toEqual({
      packId: 'gems_100',
      amount: 153,
      currency: 'XTR',
    });
    expect(platformPrice('foto', 'gems_100')?.amount).toBe(9900);
    expect(platformPrice('vk', 'gems_1')).toBeNull();
    expect(platformPrice('gamedistrib', 'gems_100')).toBeNull();
    expect(platformPrice('own', 'gems_100')).toBeNull();
  });

  it('turns a mail-portal currency other than USD or EUR into RUB (SPEC §5)', () => {
    expect(mailPortalCurrency('usd')).toBe('USD');
    expect(mailPortalCurrency('EUR')).toBe('EUR');
    expect(mailPortalCurrency('UAH')).toBe('RUB');
    expect(mailPortalCurrency(null)).toBe('RUB');
  });
});

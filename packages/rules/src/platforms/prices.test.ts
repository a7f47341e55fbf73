import { describe, expect, it } from 'vitest';
import { EMERALD_PACKS } from '../economy/bank.js';
import {
  PAYMENT_CURRENCIES,
  PLATFORM_PRICING,
  formatPlatformPrice,
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
      decimals: 0,
    });
    expect(platformPrice('ok', 'gems_300')).toEqual({
      packId: 'gems_300',
      amount: 299,
      currency: 'OK',
      decimals: 0,
    });
    expect(platformPrice('tg', 'gems_100')).toEqual({
      packId: 'gems_100',
      amount: 153,
      currency: 'XTR',
      decimals: 0,
    });
    expect(platformPrice('foto', 'gems_100')?.amount).toBe(9900);
    expect(platformPrice('vk', 'gems_1')).toBeNull();
    expect(platformPrice('gamedistrib', 'gems_100')).toBeNull();
    expect(platformPrice('own', 'gems_100')).toBeNull();
  });

  it("writes each platform's price in its own money, RU and EN", () => {
    const p = (source: PricedPlatform, pack = 'gems_100') => platformPrice(source, pack)!;
    const nbsp = (t: string) => t.replace(/[\u00a0\u202f]/g, ' ');
    expect(formatPlatformPrice(p('vk'), 'RU')).toBe('14 голосов');
    expect(formatPlatformPrice(p('vk'), 'EN')).toBe('14 votes');
    expect(formatPlatformPrice({ amount: 1, currency: 'VOTE', decimals: 0 }, 'RU')).toBe('1 голос');
    expect(formatPlatformPrice({ amount: 3, currency: 'XTR', decimals: 0 }, 'RU')).toBe('3 звезды');
    expect(formatPlatformPrice(p('tg'), 'EN')).toBe('153 Stars');
    expect(formatPlatformPrice(p('ya'), 'RU')).toBe('99 янов');
    expect(formatPlatformPrice({ amount: 21, currency: 'YAN', decimals: 0 }, 'RU')).toBe('21 ян');
    expect(formatPlatformPrice(p('kong'), 'EN')).toMatch(/^\d+ Kreds$/);
    expect(formatPlatformPrice(p('ok'), 'RU')).toBe('99 ОК');
    // Kopecks and cents are written as money, whole roubles without kopecks.
    expect(nbsp(formatPlatformPrice(p('mystore'), 'RU'))).toBe('99,00 ₽');
    expect(nbsp(formatPlatformPrice(p('foto', 'gems_300'), 'EN'))).toBe('RUB 299.00');
    expect(formatPlatformPrice(p('crazygames'), 'EN')).toMatch(/^\$\d+\.\d\d$/);
    expect(nbsp(formatPlatformPrice(p('gp'), 'RU'))).toBe('99 ₽');
  });

  it('turns a mail-portal currency other than USD or EUR into RUB (SPEC §5)', () => {
    expect(mailPortalCurrency('usd')).toBe('USD');
    expect(mailPortalCurrency('EUR')).toBe('EUR');
    expect(mailPortalCurrency('UAH')).toBe('RUB');
    expect(mailPortalCurrency(null)).toBe('RUB');
  });
});

describe('the money a payment row may be in', () => {
  it('holds the bank’s currencies and every platform’s own money, once each', () => {
    expect([...PAYMENT_CURRENCIES].sort()).toEqual(
      ['EUR', 'KRED', 'OK', 'RUB', 'USD', 'VOTE', 'XTR', 'YAN'].sort(),
    );
    for (const p of Object.values(PLATFORM_PRICING)) {
      expect(PAYMENT_CURRENCIES).toContain(p.currency);
    }
  });
});

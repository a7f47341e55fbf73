import { describe, expect, it } from 'vitest';
import {
  EMERALD_PACKS,
  PACK_TO_STORE,
  findPack,
  priceCurrency,
  saleWindow,
  switchedSaleWindow,
} from './bank.js';
import { BANK_CHESTS, bonusStatus, nextBankChest, nextBonusStatus, purchase } from './purchase.js';

const msk = (y: number, m: number, d: number, h: number, min = 0) =>
  Date.UTC(y, m - 1, d, h - 3, min);

describe('the emerald catalogue', () => {
  it('has unique ids, positive prices in every currency and names in both languages', () => {
    expect(new Set(EMERALD_PACKS.map((p) => p.id)).size).toBe(EMERALD_PACKS.length);
    for (const p of EMERALD_PACKS) {
      expect(p.gems).toBeGreaterThan(0);
      for (const v of Object.values(p.price)) expect(Number.isInteger(v) && v > 0).toBe(true);
      expect(p.name.ru && p.name.en).toBeTruthy();
    }
    expect(findPack(PACK_TO_STORE)).toBeDefined();
    expect(findPack('gems_1')).toBeUndefined();
  });

  it('prices in RUB, USD or EUR and falls back to roubles for anything else', () => {
    expect(priceCurrency('usd')).toBe('USD');
    expect(priceCurrency('EUR')).toBe('EUR');
    expect(priceCurrency('GBP')).toBe('RUB');
    expect(priceCurrency(undefined)).toBe('RUB');
    expect(priceCurrency('')).toBe('RUB');
  });

  it('gives more emeralds per rouble for larger packs', () => {
    const rate = (i: number) =>
      EMERALD_PACKS[i]!.price.RUB / (EMERALD_PACKS[i]!.gems + EMERALD_PACKS[i]!.bonus);
    for (let i = 1; i < EMERALD_PACKS.length; i++) expect(rate(i)).toBeLessThan(rate(i - 1));
  });
});

describe('the weekend sale', () => {
  // 2026-11-27 is a Friday.
  it('starts at 12:00 Moscow time on Friday, whatever the zone of the moment given', () => {
    expect(saleWindow(msk(2026, 11, 27, 11, 59)).active).toBe(false);
    const at = saleWindow(msk(2026, 11, 27, 12, 0));
    expect(at.active).toBe(true);
    expect(at.startsAt).toBe(Date.UTC(2026, 10, 27, 9));
    expect(at.endsAt).toBe(msk(2026, 11, 30, 12));
  });

  it('ends three days later and points at the next Friday', () => {
    expect(saleWindow(msk(2026, 11, 30, 11, 59)).active).toBe(true);
    const after = saleWindow(msk(2026, 11, 30, 12, 0));
    expect(after.active).toBe(false);
    expect(after.startsAt).toBe(msk(2026, 12, 4, 12));
    const wednesday = saleWindow(msk(2026, 11, 25, 15));
    expect(wednesday).toMatchObject({ active: false, startsAt: msk(2026, 11, 27, 12) });
  });
});

describe('a purchase', () => {
  const pack = findPack('gems_700')!;

  it('doubles the first purchase and adds the sale share only to packs on sale', () => {
    const first = purchase(pack, 'RUB', { gemsBought: 0, firstPurchase: true, salePercent: 30 });
    expect(first).toMatchObject({
      price: 59_900,
      bought: 700,
      packBonus: 70,
      saleBonus: 210,
      firstBonus: 700,
      statusBonus: 0,
      gems: 1680,
      goldTickets: 7,
    });
    const small = purchase(findPack('gems_100')!, 'USD', {
      gemsBought: 0,
      firstPurchase: false,
      salePercent: 30,
    });
    expect(small).toMatchObject({ price: 199, currency: 'USD', saleBonus: 0, gems: 100 });
  });

  it('adds the status held before, never more than the emeralds bought', () => {
    expect(bonusStatus(999)).toBeNull();
    expect(bonusStatus(1000)).toBe('silver');
    expect(bonusStatus(25_000)).toBe('diamond');
    expect(nextBonusStatus(4000)).toEqual({ id: 'gold', missing: 1000 });
    expect(nextBonusStatus(20_000)).toBeNull();
    const p = purchase(pack, 'RUB', { gemsBought: 20_000, firstPurchase: false, salePercent: 0 });
    expect(p.statusBonus).toBe(105);
    expect(p.statusBonus).toBeLessThanOrEqual(p.bought);
  });

  it('gives each bank chest once, when its total is passed', () => {
    const big = findPack('gems_10000')!;
    const p = purchase(big, 'RUB', { gemsBought: 2500, firstPurchase: false, salePercent: 0 });
    expect(p.chests).toEqual(['silver', 'gold', 'azure']);
    const again = purchase(pack, 'RUB', {
      gemsBought: 12_500,
      firstPurchase: false,
      salePercent: 0,
    });
    expect(again.chests).toEqual([]);
    expect(nextBankChest(12_500)).toEqual({ at: 20_000, chest: 'lava', missing: 7500 });
    expect(nextBankChest(BANK_CHESTS.at(-1)!.at)).toBeNull();
  });

  it('counts gold tickets across purchases without losing remainders', () => {
    const hundred = findPack('gems_100')!;
    let bought = 50;
    let tickets = 0;
    for (let i = 0; i < 10; i++) {
      tickets += purchase(hundred, 'RUB', {
        gemsBought: bought,
        firstPurchase: false,
        salePercent: 0,
      }).goldTickets;
      bought += 100;
    }
    expect(tickets).toBe(Math.floor(bought / 100));
  });
});

describe('the operator’s sale switch', () => {
  const wednesday = msk(2026, 11, 25, 15);
  const saturday = msk(2026, 11, 28, 15);
  it('AUTO follows the weekly window', () => {
    expect(switchedSaleWindow(saturday, 'AUTO', 0)).toEqual(saleWindow(saturday));
  });

  it('ON runs a sale for 72 hours from the switch, then the weekly window again', () => {
    const on = switchedSaleWindow(wednesday, 'ON', wednesday - 3_600_000);
    expect(on).toMatchObject({ active: true, startsAt: wednesday - 3_600_000 });
    expect(on.endsAt).toBe(wednesday + 71 * 3_600_000);
    expect(switchedSaleWindow(on.endsAt, 'ON', on.startsAt)).toEqual(saleWindow(on.endsAt));
    expect(switchedSaleWindow(saturday, 'ON', wednesday)).toEqual(saleWindow(saturday));
  });

  it('OFF holds back the running sale and points at the following week’s', () => {
    const off = switchedSaleWindow(saturday, 'OFF', wednesday);
    expect(off.active).toBe(false);
    expect(off.startsAt).toBe(msk(2026, 12, 4, 12));
    expect(switchedSaleWindow(wednesday, 'OFF', wednesday)).toEqual(saleWindow(wednesday));
  });
});

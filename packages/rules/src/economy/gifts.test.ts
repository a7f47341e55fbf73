import { describe, expect, it } from 'vitest';
import { WHEEL_SPIN_GEMS } from './wheel.js';
import { GIFTS, findGift, giftRefusal } from './gifts.js';
import {
  REFERRAL,
  REFERRAL_MAX_PERCENT,
  referralSharePercent,
  parseReferralCode,
  referralCode,
  referralEnabled,
  referralShares,
} from './referral.js';

/** Worth in emeralds of the exact currencies (a ticket replaces one paid wheel spin). */
const worth = (a: { MITHRIL?: number; TICKETS?: number }) =>
  (a.MITHRIL ?? 0) + (a.TICKETS ?? 0) * WHEEL_SPIN_GEMS;

describe('the gifts catalogue', () => {
  it('has unique ids, names in both languages and positive prices and rewards', () => {
    expect(new Set(GIFTS.map((g) => g.id)).size).toBe(GIFTS.length);
    for (const g of GIFTS) {
      expect(g.name.ru.length * g.name.en.length).toBeGreaterThan(0);
      expect(Object.values(g.price).every((n) => n > 0)).toBe(true);
      expect(Object.values(g.reward).every((n) => n > 0)).toBe(true);
      expect(findGift(g.id)).toBe(g);
    }
    expect(findGift('nope')).toBeUndefined();
  });

  it('gives the receiver less than the sender paid, in every currency pair', () => {
    for (const g of GIFTS) {
      if (g.price.GOLD) expect(g.reward.GOLD ?? 0).toBeLessThan(g.price.GOLD);
      if (worth(g.price) > 0) expect(worth(g.reward)).toBeLessThan(worth(g.price));
      // Gold never buys emeralds or tickets: a gift paid in gold gives neither.
      if (!worth(g.price)) expect(worth(g.reward)).toBe(0);
    }
  });

  it('never gives emeralds: they stay on the account that bought or earned them', () => {
    for (const g of GIFTS) expect(g.reward.MITHRIL ?? 0).toBe(0);
  });

  it('opens at level 15 and never to oneself', () => {
    expect(giftRefusal({ id: 1, level: 14 }, 2)).toBe('GIFT_LEVEL');
    expect(giftRefusal({ id: 1, level: 15 }, 1)).toBe('GIFT_TO_SELF');
    expect(giftRefusal({ id: 1, level: 15 }, 2)).toBeNull();
  });
});

describe('the referral program', () => {
  it("shares 30% and grows by paying friends to the spec's 45% with the clan part", () => {
    expect([0, 1, 2, 3, 9, 10, 500].map(referralSharePercent)).toEqual([
      30, 30, 30, 35, 35, 40, 40,
    ]);
    expect(REFERRAL_MAX_PERCENT).toBe(45);
    expect(REFERRAL.clanPercent).toBe(5);
    expect(referralShares(700, false, 1)).toEqual({ ref: 210, clan: 0 });
    expect(referralShares(700, true, 1)).toEqual({ ref: 210, clan: 35 });
    expect(referralShares(700, false, 3)).toEqual({ ref: 245, clan: 0 });
    // The tenth paying friend in the clan: 40% + 5% = 45%.
    expect(referralShares(1000, true, 10)).toEqual({ ref: 400, clan: 50 });
    expect(referralShares(1, true, 10)).toEqual({ ref: 0, clan: 0 });
  });

  it('reads back every code, refuses a mistyped one and forgives O for 0 and I or L for 1', () => {
    for (const id of [1, 31, 32, 1000, 123_456, 2 ** 40]) {
      const code = referralCode(id);
      expect(parseReferralCode(code)).toBe(id);
      expect(parseReferralCode(code.toLowerCase())).toBe(id);
      const last = code.at(-1) === '2' ? '3' : '2';
      expect(parseReferralCode(code.slice(0, -1) + last)).toBeNull();
    }
    expect(parseReferralCode(referralCode(10).replace(/0/g, 'O'))).toBe(10);
    expect(parseReferralCode('')).toBeNull();
    expect(parseReferralCode('hello world')).toBeNull();
    expect(parseReferralCode('U1')).toBeNull();
  });

  it('is on for the own site and off on the portals that forbid outside links', () => {
    expect(referralEnabled('own')).toBe(true);
    expect(referralEnabled('vk')).toBe(true);
    for (const off of ['crazygames', 'gamedistrib', 'kong', 'someday'])
      expect(referralEnabled(off)).toBe(false);
  });
});

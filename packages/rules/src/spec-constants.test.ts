import { describe, expect, it } from 'vitest';
import { CANVAS_WIDTH } from './client/display.js';
import { FACTORY_GEARS_CHANCE } from './clan/factory.js';
import { FREE_THEME_CHANGES, THEME_CHANGE_GEMS } from './clan/content.js';
import { PARALLEL_FORCE_UPGRADES } from './content/forces.js';
import { ADS_PER_DAY, SHARE_GEMS, WELCOME_GIFT_GEMS } from './economy/campaigns.js';
import { REFERRAL_STEPS } from './economy/referral.js';
import { MAX_SQUAD } from './creature/model.js';
import { BOOSTERS } from './progression/boosters.js';
import { REFORGE_SHARE } from './progression/forge.js';
import { THROTTLE_MS } from './text/limits.js';
import { SNOW_RETURN_SECONDS } from './worlds/snow.js';

/** Business constants of SPEC §9 that no other test names (docs/SPEC-RECOUNT.md). */
describe('the business constants of the spec', () => {
  it('keep the numbers the spec names', () => {
    expect(MAX_SQUAD).toBe(6);
    expect([FREE_THEME_CHANGES, THEME_CHANGE_GEMS]).toEqual([3, 250]);
    expect(PARALLEL_FORCE_UPGRADES).toBe(2);
    expect(REFORGE_SHARE).toBe(0.25);
    expect(FACTORY_GEARS_CHANCE).toBe(0.3);
    expect(SNOW_RETURN_SECONDS).toBe(6 * 3600);
    expect(ADS_PER_DAY).toBe(3);
    expect(WELCOME_GIFT_GEMS).toBe(99);
    expect(SHARE_GEMS).toBe(15);
    expect(THROTTLE_MS).toBe(1500);
    expect(CANVAS_WIDTH).toEqual({ LOWEST: 450, LOW: 500, STANDARD: 600, AUTO: 600, HIGH: 768 });
  });

  it('give the referral steps up to 40%, which the clan share of 5% brings to 45%', () => {
    expect(REFERRAL_STEPS.map((s) => s.percent)).toEqual([30, 35, 40]);
  });

  it('let boosters last 8 hours and the platinum set 72', () => {
    const hours = (id: string) => BOOSTERS.find((b) => b.id === id)!.durationMs / 3_600_000;
    for (const b of BOOSTERS.filter((d) => d.id !== 'booster_platinum'))
      expect(hours(b.id)).toBe(8);
    expect(hours('booster_platinum')).toBe(72);
  });
});

import { describe, expect, it } from 'vitest';
import { rankExpToNext } from '../content/ranks.js';
import { rankUpSeconds } from '../progression/heroes.js';
import { newSimPlayer } from './state.js';
import { DAILY_TASK_GEMS } from './emeralds.js';
import { FREE_GEMS_PER_DAY, settleTimers, startRankUps, upgradeForces } from './timers.js';

describe('the simulation keeps the waits', () => {
  it('raises a paid rank only when its timer ends, on the simulated clock', () => {
    const p = newSimPlayer(1, 'hero_dobrynya');
    p.heroes = p.heroes.map((h) => ({ ...h, rankExp: rankExpToNext(1) }));
    startRankUps(p);
    expect(p.timers).toHaveLength(1);
    p.seconds += rankUpSeconds(2) - 1;
    settleTimers(p);
    expect(p.heroes[0]!.rank).toBe(1);
    p.seconds += 1;
    settleTimers(p);
    expect(p.heroes[0]!.rank).toBe(2);
    expect(p.rankUps).toBe(1);
  });

  it('runs two force upgrades at once, paid at the start, and accrues daily emeralds', () => {
    const p = newSimPlayer(2, 'hero_velimir');
    p.wallet.ELIXIR = 1000;
    for (let i = 0; i < 3; i++) upgradeForces(p);
    expect(p.timers.filter((t) => t.kind === 'force')).toHaveLength(2);
    expect(p.forceUpgrades).toBe(2);
    expect(p.wallet.ELIXIR).toBeLessThan(1000);
    p.seconds += 2 * 86_400;
    settleTimers(p);
    expect(p.heroes[0]!.forcesV2.some((f) => f.level === 1)).toBe(true);
    expect(p.wallet.MITHRIL).toBe(2 * (FREE_GEMS_PER_DAY + DAILY_TASK_GEMS));
  });
});

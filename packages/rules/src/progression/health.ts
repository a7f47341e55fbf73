import { BALANCE } from '../content/balance.js';
import { health, maxHealth, withHealth, type Creature } from '../creature/model.js';
import { fail, ok, type Result } from '../text/result.js';
import { heroLevelCost } from './experience.js';

/** Seconds a hero of `level` needs to regenerate from 0 to full health. */
export function fullRegenSeconds(level: number): number {
  return Math.min(BALANCE.regenSecondsMax, BALANCE.regenSecondsPerLevel * Math.max(1, level) + 60);
}

function missingShare(c: Creature): number {
  const max = maxHealth(c);
  return max > 0 ? Math.max(0, Math.min(1, 1 - health(c) / max)) : 0;
}

/** Health comes back evenly over time, fallen heroes included. */
export function regenerate(c: Creature, elapsedSeconds: number): Creature {
  const max = maxHealth(c);
  if (!(elapsedSeconds > 0) || health(c) >= max) return c;
  const gained = (max * elapsedSeconds) / fullRegenSeconds(c.level);
  return withHealth(c, health(c) + gained);
}

/** SPEC §7 health options: wait, pay gold, or pay emeralds to restore at once. */
export interface HealthOptions {
  readonly creatureId: number;
  readonly missingShare: number;
  readonly waitSeconds: number;
  readonly gold: number;
  /** Whole emeralds: real-money currency stays exact. */
  readonly emeralds: number;
}

export function healthOptions(c: Creature): HealthOptions {
  const share = missingShare(c);
  const waitSeconds = Math.ceil(share * fullRegenSeconds(c.level));
  return {
    creatureId: c.id,
    missingShare: share,
    waitSeconds,
    gold: share * BALANCE.restoreGoldShare * heroLevelCost(c.level),
    emeralds:
      share > 0 ? Math.max(1, Math.ceil(waitSeconds / BALANCE.restoreSecondsPerEmerald)) : 0,
  };
}

/** Restores a hero to full health for gold or emeralds; the price comes back with it. */
export function restoreHealth(
  c: Creature,
  pay: 'GOLD' | 'MITHRIL',
  wallet: { readonly gold: number; readonly mithril: number },
): Result<{ creature: Creature; gold: number; mithril: number }> {
  const o = healthOptions(c);
  if (o.missingShare <= 0) return fail('FULLY_HEALTHY');
  if (pay === 'GOLD') {
    if (wallet.gold < o.gold) return fail('NOT_ENOUGH_RESOURCES');
    return ok({ creature: withHealth(c, maxHealth(c)), gold: o.gold, mithril: 0 });
  }
  if (wallet.mithril < o.emeralds) return fail('NOT_ENOUGH_GEMS');
  return ok({ creature: withHealth(c, maxHealth(c)), gold: 0, mithril: o.emeralds });
}

/** Emeralds to finish an upgrade (artifact, rank, force) still `secondsLeft` away. */
export function speedUpCost(secondsLeft: number): number {
  return secondsLeft > 0
    ? Math.max(1, Math.ceil(secondsLeft / BALANCE.restoreSecondsPerEmerald))
    : 0;
}

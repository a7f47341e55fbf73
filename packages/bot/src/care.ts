import { api } from '@heroroad/protocol';
import {
  canAfford,
  heroLevelCap,
  heroLevelCost,
  shopHeroes,
  reachedStair,
  type HeroDef,
} from '@heroroad/rules';
import { isApiError } from './client.js';
import { anyFallen, coins, squadHealthShare, squadOf, type BotContext } from './context.js';

/** Below this share of its health (or with a hero down) the squad heals before a fight. */
const HEAL_BELOW = 0.7;
/** A restore is cheap when it costs at most this share of the gold in hand. */
const CHEAP_RESTORE = 0.5;
/** Health coming back by itself within this long is worth waiting for rather than all the gold. */
const SHORT_WAIT_SECONDS = 60;
/** Levels and heroes may use this share of the gold; the rest is kept for restores. */
const SPEND_SHARE = 0.8;

export type Readiness = 'READY' | 'POOR';

/**
 * Before a fight: restores the squad with gold when it is hurt and the restore is cheap, or when
 * waiting would take long and the gold covers it. Answers POOR otherwise, so the caller farms or
 * waits.
 */
export async function heal(ctx: BotContext): Promise<Readiness> {
  if (squadHealthShare(ctx.player) >= HEAL_BELOW && !anyFallen(ctx.player)) return 'READY';
  const squad = new Set(squadOf(ctx.player).map((c) => c.id));
  const options = (await ctx.client.call(api.road.healthOptions)).filter(
    (o) => squad.has(o.creatureId) && o.missingShare > 0,
  );
  const cost = options.reduce((sum, o) => sum + o.gold, 0);
  const wait = Math.max(0, ...options.map((o) => o.waitSeconds));
  const gold = ctx.player.gold;
  if (cost > gold * CHEAP_RESTORE && (wait <= SHORT_WAIT_SECONDS || cost > gold)) {
    ctx.log('detail', `  a restore costs ${coins(cost)} of ${coins(ctx.player.gold)} gold`);
    return 'POOR';
  }
  await restoreWithGold(ctx, options);
  return 'READY';
}

/** Restores each hero named, with gold; one whose health came back meanwhile is passed. */
export async function restoreWithGold(
  ctx: BotContext,
  options: readonly { creatureId: number }[],
): Promise<void> {
  for (const o of options) {
    try {
      ctx.player = await ctx.client.call(api.road.healthRestore, {
        params: { id: o.creatureId },
        body: { currency: 'GOLD' },
      });
      ctx.stats.restores++;
    } catch (e) {
      // Health came back on its own between the two calls.
      if (!isApiError(e, 'FULLY_HEALTHY')) throw e;
    }
  }
}

/** Seconds until every squad hero is back to full health by itself. */
export async function secondsToFullHealth(ctx: BotContext): Promise<number> {
  const squad = new Set(squadOf(ctx.player).map((c) => c.id));
  const options = await ctx.client.call(api.road.healthOptions);
  return Math.max(0, ...options.filter((o) => squad.has(o.creatureId)).map((o) => o.waitSeconds));
}

/** The highest stair reached, as the shop counts it for its tiers. */

function wallet(ctx: BotContext, share: number) {
  const p = ctx.player;
  return {
    GOLD: p.gold * share,
    CRYSTAL: p.crystal,
    ELIXIR: p.elixir,
    SULFUR: p.sulfur,
    MITHRIL: p.mithril,
  };
}

/** The strongest hero the shop sells that fits a free squad slot and the spending share. */
function heroToBuy(ctx: BotContext): HeroDef | undefined {
  const p = ctx.player;
  if (squadOf(p).length >= p.squadSlots) return undefined;
  const owned = new Set(p.creatures.map((c) => c.identifier));
  const purse = wallet(ctx, SPEND_SHARE);
  return shopHeroes(reachedStair(ctx.player))
    .filter((h) => h.tier !== 'ARK' && !owned.has(h.id) && canAfford(purse, h.price))
    .sort((a, b) => b.attack * b.health - a.attack * a.health)[0];
}

/** Buys heroes into free squad slots, then levels the squad, keeping gold for restores. */
export async function spend(ctx: BotContext): Promise<void> {
  for (let i = 0; i < 6; i++) {
    const hero = heroToBuy(ctx);
    if (!hero) break;
    ctx.player = await ctx.client.call(api.hero.buy, { body: { heroId: hero.id } });
    ctx.stats.heroesBought++;
    ctx.log('info', `  bought ${hero.name.en} for ${coins(hero.price.GOLD ?? 0)} gold`);
  }
  // Each round raises every hero below the cap one level; a round the budget cannot cover
  // whole raises the cheapest heroes one by one.
  for (let round = 0; round < 200; round++) {
    ctx.checkBudget();
    const p = ctx.player;
    const cap = heroLevelCap(p.level);
    const below = squadOf(p)
      .filter((c) => c.level < cap)
      .sort((a, b) => a.level - b.level || a.id - b.id);
    const budget = p.gold * SPEND_SHARE;
    let cost = 0;
    const fits = below.filter((c) => (cost += heroLevelCost(c.level)) <= budget);
    if (fits.length === 0) return;
    if (fits.length === below.length) {
      ctx.player = await ctx.client.call(api.hero.groupLevelUp);
    } else {
      for (const c of fits)
        ctx.player = await ctx.client.call(api.hero.levelUp, { params: { id: c.id } });
    }
    ctx.stats.heroLevelsBought += fits.length;
  }
}

/** The daily reward, once per Moscow day; a second call the same day is simply refused. */
export async function dailyReward(ctx: BotContext): Promise<void> {
  try {
    const r = await ctx.client.call(api.road.everydayReward);
    ctx.player = r.player;
    const gold = r.gained.resources.GOLD ?? 0;
    ctx.stats.goldEarned += gold;
    const potions = r.gained.count ? `, ${r.gained.count} potion(s)` : '';
    ctx.log('info', `daily reward: ${coins(gold)} gold${potions}`);
  } catch (e) {
    if (!isApiError(e, 'EVERYDAY_TAKEN')) throw e;
  }
}

import { api, type PlaceDto } from '@heroroad/protocol';
import {
  SLOT_SPACING,
  openSnowDifficulties,
  stairColour,
  stairEnd,
  stairStart,
} from '@heroroad/rules';
import { fight } from './battle.js';
import { isApiError } from './client.js';
import type { BotContext } from './context.js';
import { takePlace } from './places.js';

/** The bot opens a realm only with this many times its price in gold, to keep growing. */
const PORTAL_GOLD_SHARE = 3;

/** Refusals that only mean "not now": the bot goes on along the road. */
const NOT_NOW = [
  'SNOW_WORLD_RESTING',
  'SNOW_WORLD_CLOSED',
  'ALREADY_IN_WORLD',
  'PLACE_OUT_OF_REACH',
  // The snow world's campaign is a gift to a purchase the bot has not made.
  'CAMPAIGN_NEEDS_PURCHASE',
];

/**
 * The snow world and the portals' realms: when the snow world is open and rested the bot enters
 * its easiest difficulty (taking the SNOW_WORLD campaign first when the world is still locked); when a portal stands on its stair and gold is plenty, it opens the
 * realm (with the day's discount). In either world it walks its steps place by place, fights
 * what does not look red, takes what it wins, and comes back to the road.
 */
export async function visitWorlds(ctx: BotContext): Promise<void> {
  await visitSnow(ctx);
  await visitRealm(ctx);
}

/**
 * Bots told the snow world's campaign waits on a purchase: the bot buys nothing, so it asks no
 * more (a soak's bots asked twice per visit, 298 times each in 30 minutes, for the same answer).
 */
const NO_SNOW_PASS = new WeakSet<BotContext>();

async function visitSnow(ctx: BotContext): Promise<void> {
  const easiest = openSnowDifficulties(ctx.player.level)[0];
  if (easiest === undefined || ctx.player.contextId !== 0 || NO_SNOW_PASS.has(ctx)) return;
  const enter = () => ctx.client.call(api.worlds.snowEnter, { body: { difficulty: easiest } });
  try {
    ctx.player = await enter().catch(async (e: unknown) => {
      // Neither a pass nor a clan's building yet: the SNOW_WORLD campaign is the bot's pass,
      // once the bot has bought the emeralds it comes with (else it stays on the road).
      if (!isApiError(e, 'SNOW_WORLD_LOCKED')) throw e;
      await ctx.client.call(api.campaigns.use, { params: { id: 'SNOW_WORLD' } });
      ctx.log('info', '  took the SNOW_WORLD campaign, its pass into the snow world');
      return enter();
    });
  } catch (e) {
    if (isApiError(e, 'CAMPAIGN_NEEDS_PURCHASE')) NO_SNOW_PASS.add(ctx);
    if (isApiError(e, ...NOT_NOW)) return;
    throw e;
  }
  ctx.stats.snowVisits++;
  ctx.log('info', `  entered the snow world (${easiest.toLowerCase()})`);
  await walkWorld(ctx);
}

async function visitRealm(ctx: BotContext): Promise<void> {
  if (ctx.player.contextId !== 0) return;
  const stair = ctx.player.stair;
  const around = await ctx.client.call(api.road.ensure, {
    query: { coordFrom: stairStart(stair), coordTo: stairEnd(stair) },
  });
  const portal = around.places.find((p) => p.placeType === 'PORTAL');
  if (!portal) return;
  const info = await ctx.client.call(api.worlds.portalInfo, { params: { id: portal.id } });
  if (ctx.player.gold < info.price * PORTAL_GOLD_SHARE) return;
  let discount = info.discountedPrice !== null;
  if (!info.offer.chosen) {
    const offer = await ctx.client.call(api.worlds.portalDiscountChosen);
    discount = !offer.used;
  }
  try {
    ctx.player = await ctx.client.call(api.worlds.portalUse, {
      params: { id: portal.id },
      query: { discount },
    });
  } catch (e) {
    if (isApiError(e, ...NOT_NOW)) return;
    throw e;
  }
  ctx.stats.portalsUsed++;
  ctx.log('info', `  opened the portal at ${portal.coordinate} into its realm`);
  await walkWorld(ctx);
}

/** Walks the world's steps forward, place by place, then takes the way back. */
async function walkWorld(ctx: BotContext): Promise<void> {
  const c = ctx.client;
  const world = ctx.player.contextId;
  const state = await c.call(api.worlds.snowState);
  const from = ctx.player.coordinate;
  const reach = Math.min(ctx.player.maxCoordinate, from + (state.stepsLeft ?? 0) * SLOT_SPACING);
  const r = await c.call(api.road.ensure, { query: { coordFrom: from, coordTo: reach } });
  const places = [...r.places].sort((a, b) => a.coordinate - b.coordinate);
  for (const place of places) {
    ctx.checkBudget();
    ctx.player = await c.call(api.road.coordinateSet, {
      body: { coordinate: place.coordinate, contextId: world },
    });
    if (ctx.player.coordinate !== place.coordinate) break;
    if (!(await playPlace(ctx, place))) break;
  }
  ctx.player = await c.call(api.road.turnBack, { params: { id: world } });
  ctx.log('info', '  back on the road');
}

/** One world place; false when the squad lost and should leave. */
async function playPlace(ctx: BotContext, place: PlaceDto): Promise<boolean> {
  if (place.used) return true;
  if (place.guard !== null) {
    const colour = stairColour(place.guard.stair, ctx.player);
    if (colour === 'RED') {
      ctx.stats.placesSkipped++;
      return true;
    }
    const result = await fight(ctx, place);
    if (result === 'LOST') return false;
    if (result !== 'WON') return true;
  }
  await takePlace(ctx, place);
  return true;
}

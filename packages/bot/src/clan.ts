import { api } from '@heroroad/protocol';
import { CLAN_CREATION_PRICE, LEVEL_GATES, type DonationPortion } from '@heroroad/rules';
import { ApiError } from './client.js';
import type { BotContext } from './context.js';

/** Found a clan only while the price is at most this share of the gold in hand. */
const FOUND_SHARE = 0.25;
/** Each clan step gives this share of the gold in hand to the budget, once it is worth giving. */
const DONATE_GOLD_SHARE = 0.05;
const DONATE_GOLD_MIN = 1000;

/**
 * The bot's clan (SPEC §9: from level 15, registered players): an invitation is accepted; with gold to spare it
 * founds its own clan; otherwise it asks to join any clan. A member takes the factory's daily
 * gift and gives every gear and a twentieth of its gold to the budget.
 */
export async function clanStep(ctx: BotContext): Promise<void> {
  // Clans are for registered players (a guest runs with --name to register).
  if (ctx.player.level < LEVEL_GATES.clan || !ctx.player.registered) return;
  const c = ctx.client;
  if (ctx.player.clanId === null) await join(ctx);
  if (ctx.player.clanId === null) return;
  const gift = await c.call(api.clan.factoryGift);
  if (gift.ready) {
    await c.call(api.clan.factoryGiftTake);
    ctx.log('detail', '  took the clan factory gift');
  }
  ctx.player = await c.call(api.player.current);
  const portions: DonationPortion[] = [];
  if (ctx.player.gears > 0) portions.push({ type: 'GEARS', amount: ctx.player.gears });
  const gold = Math.floor(ctx.player.gold * DONATE_GOLD_SHARE);
  if (gold >= DONATE_GOLD_MIN) portions.push({ type: 'GOLD', amount: gold });
  if (portions.length === 0) return;
  await c.call(api.clan.donate, { body: { depositPortions: portions } });
  ctx.stats.clanDonations++;
  ctx.log('info', `  gave the clan ${portions.map((p) => `${p.amount} ${p.type}`).join(', ')}`);
  ctx.player = await c.call(api.player.current);
}

async function join(ctx: BotContext): Promise<void> {
  const c = ctx.client;
  const invited = await c.call(api.clan.invitations);
  if (invited[0]) {
    await c.call(api.clan.accept, { body: { clanId: invited[0].id } });
    ctx.log('info', `  joined the clan ${invited[0].name}`);
  } else if (CLAN_CREATION_PRICE.GOLD <= ctx.player.gold * FOUND_SHARE) {
    try {
      const my = await c.call(api.clan.create, { body: { name: `${ctx.player.name} band` } });
      ctx.log('info', `  founded the clan ${my.clan?.name}`);
    } catch (e) {
      // A taken name: the bot asks to join any clan instead.
      if (!(e instanceof ApiError)) throw e;
      await askAny(ctx);
    }
  } else await askAny(ctx);
  ctx.player = await c.call(api.player.current);
}

async function askAny(ctx: BotContext): Promise<void> {
  if (ctx.player.clanParticipationState === 'WANTS_TO_ANY_CLAN') return;
  await ctx.client.call(api.clan.broadcastApply);
  ctx.log('info', '  asked to join any clan');
}

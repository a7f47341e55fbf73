import { api } from '@heroroad/protocol';
import {
  cardTargets,
  FORCES,
  GOLDEN_CARD_PRICE,
  isArtifactEffect,
  isSlotOfferKind,
  planForceUpgrade,
} from '@heroroad/rules';
import { isApiError } from './client.js';
import { squadOf, type BotContext } from './context.js';

/** The longest wait for a rising rank the bot takes after a lost gate. */
const MAX_RANK_WAIT_SECONDS = 20 * 60;

/** The fighting heroes, strongest first. */
const strongestFirst = (ctx: BotContext) =>
  [...squadOf(ctx.player)].sort((a, b) => b.weight - a.weight);

/**
 * Artifacts left in the backpack (no hero had a free slot when they were found): each goes to a
 * hero with a slot free by now, else is reforged at the forge into the strongest hero. Amulets
 * are kept: they cannot be reforged.
 */
async function placeSpareArtifacts(ctx: BotContext): Promise<void> {
  const bag = await ctx.client.call(api.hero.backpack);
  for (const item of bag.artifacts) {
    if (!isArtifactEffect(item.effectType)) continue;
    const heroes = strongestFirst(ctx);
    const free = heroes.find((h) => h.artifacts.length < h.slotsCount);
    if (free) {
      try {
        const r = await ctx.client.call(api.hero.equip, {
          params: { id: free.id },
          body: { itemId: item.id },
        });
        ctx.player = r.player;
        ctx.stats.artifactsEquipped++;
        continue;
      } catch (e) {
        // A slot rule refused it: reforge it instead.
        if (!isApiError(e, 'NO_ARTIFACT_SPACE', 'ALL_SLOTS_TAKEN', 'SLOT_NOT_AVAILABLE')) throw e;
      }
    }
    const best = heroes[0];
    if (!best) return;
    const r = await ctx.client.call(api.progression.reforge, {
      body: { itemId: item.id, creatureId: best.id },
    });
    ctx.player = r.player;
    ctx.stats.artifactsReforged++;
    ctx.log('detail', `  reforged ${item.artifactId} into ${best.name}`);
  }
}

/** Starts force upgrades the elixir pays for while a hammer is free, strongest heroes first. */
async function upgradeForces(ctx: BotContext): Promise<void> {
  const forces = await ctx.client.call(api.progression.forces);
  let free = forces.hammerDto.current;
  const running = new Set(forces.upgrades.map((u) => `${u.creatureId}:${u.warriorClass}`));
  for (const h of strongestFirst(ctx)) {
    for (const f of FORCES) {
      if (free <= 0) return;
      if (running.has(`${h.id}:${f.warriorClass}`)) continue;
      const plan = planForceUpgrade(h, f.warriorClass);
      if (!plan.ok || plan.value.elixir > ctx.player.elixir) continue;
      const r = await ctx.client.call(api.progression.upgradeForce, {
        params: { id: h.id },
        body: { warriorClass: f.warriorClass },
      });
      ctx.player = r.player;
      free = r.forces.hammerDto.current;
      running.add(`${h.id}:${f.warriorClass}`);
      ctx.stats.forcesStarted++;
      ctx.log('detail', `  ${h.name} learns ${f.warriorClass} to level ${plan.value.toLevel}`);
    }
  }
}

/** The share of its emeralds the bot pays for one free-slot offer. */
const OFFER_SHARE = 0.5;

/** Takes the free-slot offers standing (a squad slot, an artifact slot, a hammer) it can spare. */
async function takeSlotOffers(ctx: BotContext): Promise<void> {
  for (const o of ctx.player.offers) {
    if (!isSlotOfferKind(o.offerType) || o.price === null) continue;
    if (o.price > ctx.player.mithril * OFFER_SHARE) continue;
    try {
      ctx.player = await ctx.client.call(api.progression.takeSlotOffer, { params: { id: o.id } });
      ctx.stats.slotOffersTaken++;
      ctx.log('detail', `  took the ${o.offerType} offer for ${o.price} emeralds`);
    } catch (e) {
      // Expired, or the level or rank opened the slot meanwhile.
      if (!isApiError(e, 'OFFER_GONE', 'OFFER_NOT_NEEDED')) throw e;
    }
  }
}

const arkHeroes = (ctx: BotContext) =>
  ctx.player.creatures.filter((c) => c.identifier.startsWith('vip_')).length;

/**
 * Gold crystals (a raid's killing blow) have one use: golden evolution cards, bought while they
 * last and some fighting hero's rank can still rise. The cards are used with the others below.
 */
async function buyGoldenCards(ctx: BotContext): Promise<void> {
  const price = GOLDEN_CARD_PRICE.GOLD_CRYSTAL;
  while (
    ctx.player.goldCrystal >= price &&
    cardTargets('card_evo_gold', squadOf(ctx.player), arkHeroes(ctx)).length > 0
  ) {
    const r = await ctx.client.call(api.shops.buyCard, { body: { cardId: 'card_evo_gold' } });
    ctx.player = r.player;
    ctx.log('detail', `  bought a golden evolution card for ${price} gold crystals`);
    // One card a rank: used at once, so the next purchase asks of the heroes as they are then.
    await useCards(ctx);
  }
}

/** Uses the cards found on the road or bought, each on the strongest hero it fits. */
async function useCards(ctx: BotContext): Promise<void> {
  const { cards } = await ctx.client.call(api.shops.cards);
  for (const [cardId, count] of Object.entries(cards)) {
    for (let i = 0; i < count; i++) {
      const fits = cardTargets(cardId, strongestFirst(ctx), arkHeroes(ctx))[0];
      if (!fits) break;
      const r = await ctx.client.call(api.shops.useCard, { body: { cardId, creatureId: fits.id } });
      ctx.player = r.player;
      ctx.stats.cardsUsed++;
      ctx.log('detail', `  used ${cardId} on ${fits.name}`);
    }
  }
}

/** Spends what gold does not buy: artifacts worn or reforged, elixir on forces, cards, offers. */
export async function grow(ctx: BotContext): Promise<void> {
  await takeSlotOffers(ctx);
  await placeSpareArtifacts(ctx);
  await upgradeForces(ctx);
  await useCards(ctx);
  await buyGoldenCards(ctx);
}

/**
 * After a lost gate: a rank already paid for by kills may be rising; a free player waits for the
 * ranks arriving soon (their stats count at once) rather than for more losses.
 */
export async function waitForRisingRank(ctx: BotContext): Promise<void> {
  const forces = await ctx.client.call(api.progression.forces);
  if (forces.ranks.length === 0) return;
  // Every rank arriving soon is waited for; a long wait is not worth it here: farming and the
  // next tries go on meanwhile.
  const soon = forces.ranks
    .map((r) => (r.endsAt - forces.serverTimeMs) / 1000)
    .filter((s) => s <= MAX_RANK_WAIT_SECONDS);
  if (soon.length === 0) return;
  const seconds = Math.max(...soon);
  await ctx.waitSeconds(seconds, 'a rank is rising', 'timers');
  await ctx.client.call(api.progression.forces);
  ctx.player = await ctx.client.call(api.player.current);
  ctx.stats.ranksAwaited++;
}

import { api, type CreatureDto, type GainedDto, type PlaceDto } from '@heroroad/protocol';
import { heroLevelCap } from '@heroroad/rules';
import { isApiError } from './client.js';
import { coins, squadOf, type BotContext } from './context.js';
import { readChapter } from './story.js';

/** Refusals that only mean "not this place, not now": the bot moves on. */
const PASS = ['PLACE_USED', 'PLACE_EMPTY', 'PLACE_GUARDED', 'PLACE_OUT_OF_REACH'] as const;

/** Takes what a free (or freed) place gives; false when there was nothing for the bot. */
export async function takePlace(ctx: BotContext, place: PlaceDto): Promise<boolean> {
  const c = ctx.client;
  const id = { id: place.id };
  let answer: { gained: GainedDto; player: typeof ctx.player } | null;
  // A story place tells its chapter in a dialogue, not as a find.
  if (place.gift.chapter !== undefined) return readChapter(ctx, place);
  try {
    switch (place.placeType) {
      case 'RESOURCE':
        answer = await c.call(api.road.resourceTake, { params: id });
        break;
      case 'ARTIFACT':
      case 'CONSUMABLE':
      case 'CUSTOM_PLACE':
      case 'TALKER':
      case 'POINTER':
        answer = await c.call(api.road.take, { params: id, body: {} });
        break;
      case 'GAINABLE':
        answer = await c.call(api.road.gainableGain, { params: id });
        break;
      case 'RUNE':
        answer = await forEachHero(ctx, ['FORCE_LOCKED'], (creatureId) =>
          c.call(api.road.take, { params: id, body: { creatureId } }),
        );
        break;
      case 'SKILL':
        // A stone raises a hero's level: heroes at the player level's cap cannot take it.
        answer = await forEachHero(
          ctx,
          ['HERO_MAX_LEVEL'],
          (creatureId) => c.call(api.road.skillTake, { params: id, query: { creatureId } }),
          (hero) => hero.level < heroLevelCap(ctx.player.level),
        );
        break;
      case 'SCRIPT':
        // A story scene: watching it sets its marker.
        if (place.gift.marker) {
          ctx.player = await c.call(api.road.scenarioMarker, {
            body: { placeId: place.id, marker: place.gift.marker },
          });
          ctx.stats.placesTaken++;
          return true;
        }
        return false;
      default:
        // Side roads and portals lead off the climb; the bot keeps to the main road.
        return false;
    }
  } catch (e) {
    if (isApiError(e, ...PASS)) return false;
    throw e;
  }
  if (!answer) return false;
  ctx.player = answer.player;
  ctx.stats.placesTaken++;
  const gold = answer.gained.resources.GOLD ?? 0;
  ctx.stats.goldEarned += gold;
  const what = gold > 0 ? ` (+${coins(gold)} gold)` : '';
  ctx.log('detail', `  took ${place.placeType.toLowerCase()} at ${place.coordinate}${what}`);
  if (answer.gained.artifactItemId !== undefined)
    await equip(ctx, answer.gained.artifactItemId, answer.gained.artifactId ?? 'artifact');
  return true;
}

/**
 * Tries a hero-targeted gift on each squad hero that may take it, in turn (weakest first): a
 * rune a hero cannot learn goes to the next one; none left leaves the place for later.
 */
async function forEachHero<T>(
  ctx: BotContext,
  skip: readonly string[],
  take: (creatureId: number) => Promise<T>,
  eligible: (hero: CreatureDto) => boolean = () => true,
): Promise<T | null> {
  const heroes = squadOf(ctx.player)
    .filter(eligible)
    .sort((a, b) => a.level - b.level || a.id - b.id);
  for (const h of heroes) {
    try {
      return await take(h.id);
    } catch (e) {
      if (!isApiError(e, ...skip)) throw e;
    }
  }
  return null;
}

/** A found artifact goes to the strongest squad hero with a free slot. */
async function equip(ctx: BotContext, itemId: number, artifactId: string): Promise<void> {
  const heroes = [...squadOf(ctx.player)].sort((a, b) => b.weight - a.weight);
  for (const h of heroes) {
    if (h.artifacts.length >= h.slotsCount) continue;
    try {
      const r = await ctx.client.call(api.hero.equip, { params: { id: h.id }, body: { itemId } });
      ctx.player = r.player;
      ctx.stats.artifactsEquipped++;
      ctx.log('detail', `  ${h.name} wears ${artifactId}`);
      return;
    } catch (e) {
      // This hero cannot wear it (slot rules, a class limit): try the next one.
      if (!isApiError(e)) throw e;
      if (isApiError(e, 'NETWORK_ERROR', 'BAD_RESPONSE', 'UNAUTHORIZED')) throw e;
    }
  }
}

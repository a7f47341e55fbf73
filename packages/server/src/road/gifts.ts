import {
  cardDrop,
  consumableDef,
  heroLevelCap,
  learnForce,
  maxHealth,
  recomputeCreature,
  withHealth,
  type Creature,
  type Place,
} from '@heroroad/rules';
import type { GainedDto } from '@heroroad/protocol';
import { AppError, unwrap } from '../core/errors.js';
import { ledgerKey } from '../economy/keys.js';
import { grantFoundCard } from '../progression/card-grants.js';
import type { PlayerUnit } from '../player/unit.js';

async function hero(p: PlayerUnit, creatureId: number | undefined): Promise<Creature> {
  if (creatureId === undefined) throw new AppError('HERO_NEEDED');
  const c = await p.heroes.find(creatureId);
  if (!c) throw new AppError('CREATURE_NOT_FOUND', 404);
  return c;
}

/** The places whose gift is something found, which may hold a card besides. */
const FINDS: ReadonlySet<Place['gift']['kind']> = new Set([
  'RESOURCE',
  'GAINABLE',
  'ARTIFACT',
  'CONSUMABLE',
]);

/**
 * Gives the player what a place holds, inside the caller's transaction, and now and then a card
 * found with it: the visit (player, place, moment) seeds the draw and names the grant.
 */
export async function grantGift(
  p: PlayerUnit,
  place: Place,
  creatureId: number | undefined,
  amount?: number,
): Promise<GainedDto> {
  const gained = await placeGift(p, place, creatureId, amount);
  if (!FINDS.has(place.gift.kind)) return gained;
  const card = cardDrop('PLACE', p.row.stair, `place:${p.id}:${place.id}:${p.now}`);
  if (card === null) return gained;
  await grantFoundCard(p, card, ledgerKey('place', p.id, place.id, p.now, 'card'));
  return { ...gained, cardId: card };
}

async function placeGift(
  p: PlayerUnit,
  place: Place,
  creatureId: number | undefined,
  amount?: number,
): Promise<GainedDto> {
  const gift = place.gift;
  switch (gift.kind) {
    case 'RESOURCE':
    case 'GAINABLE': {
      const value = amount ?? gift.amount;
      // A place gives once until it comes back: the player, the place and the moment name it.
      await p.wallet.grant(
        { [gift.resource]: value },
        { reason: `place:${place.id}`, key: ledgerKey('place', p.id, place.id, p.now) },
      );
      return { resources: { [gift.resource]: value } };
    }
    case 'ARTIFACT': {
      const id = await p.bag.addArtifact(gift.artifactId, gift.level);
      return { resources: {}, artifactItemId: id, artifactId: gift.artifactId };
    }
    case 'CONSUMABLE':
      if (!consumableDef(gift.consumableId)) throw new AppError('NOT_FOUND');
      await p.bag.addConsumable(gift.consumableId, gift.count);
      return { resources: {}, consumableId: gift.consumableId, count: gift.count };
    case 'RUNE': {
      const taught = unwrap(learnForce(await hero(p, creatureId), gift.warriorClass)).creature;
      await p.heroes.save([taught]);
      return { resources: {}, creatureId: taught.id, warriorClass: gift.warriorClass };
    }
    case 'SKILL': {
      const c = await hero(p, creatureId);
      const cap = heroLevelCap(p.row.level);
      if (c.level >= cap) throw new AppError('HERO_MAX_LEVEL');
      const level = Math.min(cap, c.level + gift.levels);
      await p.heroes.save([recomputeCreature({ ...c, level })]);
      return { resources: {}, creatureId: c.id, levels: level - c.level };
    }
    case 'HEALING_SPRING': {
      const healed = (await p.heroes.all()).map((c) => withHealth(c, maxHealth(c)));
      await p.heroes.save(healed);
      return { resources: {}, healed: healed.length };
    }
    case 'TALKER':
      // A story chapter is read through the story's dialogue, which keeps its order and choices.
      if (gift.chapter !== undefined) throw new AppError('STORY_PLACE');
      return { resources: {}, talkerId: gift.talkerId, line: gift.line };
    case 'POINTER':
      return { resources: {} };
    default:
      throw new AppError('PLACE_WRONG_TYPE');
  }
}

import {
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
import { HeroService, type HeroTx } from '../hero/service.js';
import { changeWallet } from '../economy/wallet.js';

function hero(tx: HeroTx, creatureId: number | undefined): Creature {
  if (creatureId === undefined) throw new AppError('HERO_NEEDED');
  const c = tx.all.find((x) => x.id === creatureId);
  if (!c) throw new AppError('CREATURE_NOT_FOUND', 404);
  return c;
}

/** Gives the player what a place holds, inside the caller's transaction. */
export async function grantGift(
  tx: HeroTx,
  place: Place,
  creatureId: number | undefined,
  amount?: number,
): Promise<GainedDto> {
  const gift = place.gift;
  const playerId = tx.row.id;
  switch (gift.kind) {
    case 'RESOURCE':
    case 'GAINABLE': {
      const value = amount ?? gift.amount;
      await changeWallet(tx.trx, playerId, { [gift.resource]: value }, `place:${place.id}`, tx.now);
      return { resources: { [gift.resource]: value } };
    }
    case 'ARTIFACT': {
      const id = await tx.backpack.addArtifact(playerId, gift.artifactId, gift.level, tx.now);
      return { resources: {}, artifactItemId: id, artifactId: gift.artifactId };
    }
    case 'CONSUMABLE':
      if (!consumableDef(gift.consumableId)) throw new AppError('NOT_FOUND');
      await tx.backpack.addConsumable(playerId, gift.consumableId, gift.count);
      return { resources: {}, consumableId: gift.consumableId, count: gift.count };
    case 'RUNE': {
      const taught = unwrap(learnForce(hero(tx, creatureId), gift.warriorClass)).creature;
      await HeroService.saveHeroes(tx, [taught]);
      return { resources: {}, creatureId: taught.id, warriorClass: gift.warriorClass };
    }
    case 'SKILL': {
      const c = hero(tx, creatureId);
      const cap = heroLevelCap(tx.row.level);
      if (c.level >= cap) throw new AppError('HERO_MAX_LEVEL');
      const level = Math.min(cap, c.level + gift.levels);
      await HeroService.saveHeroes(tx, [recomputeCreature({ ...c, level })]);
      return { resources: {}, creatureId: c.id, levels: level - c.level };
    }
    case 'HEALING_SPRING': {
      const healed = tx.all.map((c) => withHealth(c, maxHealth(c)));
      await HeroService.saveHeroes(tx, healed);
      return { resources: {}, healed: healed.length };
    }
    case 'TALKER':
      return { resources: {}, talkerId: gift.talkerId, line: gift.line };
    case 'POINTER':
      return { resources: {} };
    default:
      throw new AppError('PLACE_WRONG_TYPE');
  }
}

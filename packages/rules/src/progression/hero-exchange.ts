import { STARTER_HEROES, heroDef } from '../content/heroes.js';
import { rankLimit } from '../content/ranks.js';
import { recomputeCreature } from '../creature/build.js';
import type { Creature } from '../creature/model.js';
import { fail, ok, type Result } from '../text/result.js';
import { levelGateOpen } from './gates.js';

/**
 * The free hero exchange (SPEC §9, GAME_DESIGN.md "The free hero exchange"): the first hero is
 * picked blind at character selection, so from player level 10, once, a starter hero may become
 * one of the other starters for nothing. Only who the hero is changes (name, class, base stats,
 * trait); level, rank, rank experience, forces, worn artifacts, forged bonus, place in the order
 * and in the squad, and the share of health all stay, so nothing invested is lost.
 */
export function exchangeHero(input: {
  hero: Creature;
  targetId: string;
  owned: readonly string[];
  playerLevel: number;
}): Result<Creature> {
  if (!levelGateOpen('freeHeroExchange', input.playerLevel)) return fail('HERO_EXCHANGE_LEVEL');
  if (!isStarter(input.hero.identifier)) return fail('HERO_EXCHANGE_NOT_STARTER');
  if (!isStarter(input.targetId)) return fail('VALUE_INVALID');
  if (input.owned.includes(input.targetId)) return fail('HERO_ALREADY_OWNED');
  const target = heroDef(input.targetId)!;
  return ok(
    recomputeCreature({
      ...input.hero,
      identifier: target.id,
      rank: Math.min(input.hero.rank, rankLimit(target)),
    }),
  );
}

/** The starters a hero may become: every starter the player does not own. */
export function exchangeTargets(owned: readonly string[]): readonly string[] {
  return STARTER_HEROES.map((h) => h.id).filter((id) => !owned.includes(id));
}

export function isStarter(heroId: string): boolean {
  return STARTER_HEROES.some((h) => h.id === heroId);
}

import type {
  Creature as RulesCreature,
  Effect as RulesEffect,
  Force as RulesForce,
  Guard as RulesGuard,
  PlatformPrice as RulesPlatformPrice,
  Skill as RulesSkill,
  Tile as RulesTile,
} from '@heroroad/rules';
import type { Static } from 'typebox';
import type { Creature, Effect, Force, Skill } from '../schemas/creature.js';
import type { PlatformPrice } from '../schemas/platform.js';
import type { Tile } from '../schemas/player.js';
import type { Guard } from '../schemas/road.js';
import type { Assert, Mirrors } from './equals.js';

/**
 * A hero as sent: with its name in the player's language. What reforging added and the slots
 * opened by an offer stay on the server: its skills and slot count already include them.
 */
type CreatureAsSent = Omit<RulesCreature, 'forged' | 'extraSlots'> & { name: string };

/**
 * The creature, road and platform shapes the rules and the wire both declare (the battle's are
 * in `battle.ts`). A field added, dropped or retyped on one side only fails here.
 */
export type ContentMirrors = [
  Assert<Mirrors<RulesEffect, Static<typeof Effect>>>,
  Assert<Mirrors<RulesForce, Static<typeof Force>>>,
  Assert<Mirrors<RulesSkill, Static<typeof Skill>>>,
  Assert<Mirrors<CreatureAsSent, Static<typeof Creature>>>,
  Assert<Mirrors<RulesGuard, Static<typeof Guard>>>,
  Assert<Mirrors<RulesPlatformPrice, Static<typeof PlatformPrice>>>,
  // A tile's biome is one of the rules' biomes; the wire carries it as a string.
  Assert<Mirrors<Omit<RulesTile, 'biome'> & { biome: string }, Static<typeof Tile>>>,
];

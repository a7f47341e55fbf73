import type {
  ActiveBooster as RulesActiveBooster,
  ChestLoot as RulesChestLoot,
  ConsumableStock as RulesConsumableStock,
  CreatureArtifact as RulesArtifact,
  ForgedBonus as RulesForgedBonus,
  HealthOptions as RulesHealthOptions,
  ReforgeOutcome as RulesReforgeOutcome,
} from '@heroroad/rules';
import type { Static } from 'typebox';
import type { ConsumableStock } from '../schemas/common.js';
import type { Artifact } from '../schemas/creature.js';
import type { ChestOpened } from '../schemas/fortune.js';
import type { ConsumableSetup } from '../schemas/shops.js';
import type { Backpack } from '../schemas/hero.js';
import type { ReforgePreview } from '../schemas/progression.js';
import type { HealthOption } from '../schemas/road.js';
import type { Boosters } from '../schemas/shops.js';
import type { Assert, Mirrors } from './equals.js';

/** A chest's loot as the opener is answered: the player anew comes with it. */
type LootAsSent = Omit<Static<typeof ChestOpened>, 'player'>;

/** A reforge's preview: what the hero would gain, not the hero itself (nothing changes yet). */
type ReforgeAsPreviewed = Omit<RulesReforgeOutcome, 'creature'>;

/**
 * The heroes', items' and timers' shapes the rules and the wire both declare (a worn artifact
 * and one in the backpack are one shape). A field added, dropped or retyped on one side only
 * fails here.
 */
export type ProgressionMirrors = [
  Assert<Mirrors<RulesArtifact, Static<typeof Artifact>>>,
  Assert<Mirrors<RulesArtifact, Static<typeof Backpack>['artifacts'][number]>>,
  Assert<Mirrors<RulesConsumableStock, Static<typeof ConsumableStock>>>,
  Assert<Mirrors<RulesConsumableStock, Static<typeof ConsumableSetup>['setup'][number]>>,
  Assert<Mirrors<RulesForgedBonus, Static<typeof ReforgePreview>['gained']>>,
  Assert<Mirrors<ReforgeAsPreviewed, Static<typeof ReforgePreview>>>,
  Assert<Mirrors<RulesHealthOptions, Static<typeof HealthOption>>>,
  Assert<Mirrors<RulesActiveBooster, Static<typeof Boosters>['active'][number]>>,
  Assert<Mirrors<RulesChestLoot, LootAsSent>>,
];

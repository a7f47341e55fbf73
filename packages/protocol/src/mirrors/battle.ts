import type {
  BattleCreature as RulesCreature,
  BattleEffect as RulesEffect,
  BattleStatusView,
  ConsumableStock,
  Move as RulesMove,
  MoveChoice as RulesMoveChoice,
  Precalculation as RulesPrecalculation,
  Team,
} from '@heroroad/rules';
import type { Static } from 'typebox';
import type {
  BattleCreature,
  BattleEffect,
  BattleStatus,
  Move,
  MoveChoice,
  Precalculation,
} from '../schemas/battle.js';
import type { Assert, Mirrors } from './equals.js';

/** A team is 0 or 1 in the rules; the wire carries it as an integer. */
type WideTeam<T> = { [K in keyof T]: T[K] extends Team ? number : T[K] };

/** What the battle screen is shown of a creature: the rules keep more (traits, start health). */
type ShownCreature = Pick<RulesCreature, keyof Static<typeof BattleCreature>>;

type WireStatus = Static<typeof BattleStatus>;
type RulesReward = NonNullable<BattleStatusView['winnerReward']>;

/**
 * The status the rules give, where the wire is wider: a team is an integer, a chest type and the
 * reward's currencies are strings. Creatures and moves are checked on their own.
 */
type StatusAsSent = Omit<
  BattleStatusView,
  'battle' | 'moves' | 'turningTeam' | 'chestBonus' | 'winnerReward'
> & {
  turningTeam: number;
  chestBonus: string | null;
  winnerReward: (Omit<RulesReward, 'resources'> & { resources: Record<string, number> }) | null;
};

/** The wire's status without what only the server adds (its ask, duellists' names, …). */
type StatusFromRules = Omit<
  WireStatus,
  'battle' | 'moves' | 'ask' | 'scenarioMessage' | 'processing' | 'duellists'
>;

/**
 * Every battle shape the rules and the wire both declare. A field added, dropped or retyped on
 * one side only fails here: change the other side, or the mapper if the screen must not see it.
 */
export type BattleMirrors = [
  Assert<Mirrors<RulesEffect, Static<typeof BattleEffect>>>,
  Assert<Mirrors<WideTeam<ShownCreature>, Static<typeof BattleCreature>>>,
  Assert<Mirrors<WideTeam<RulesMove>, Static<typeof Move>>>,
  Assert<Mirrors<RulesMoveChoice, Static<typeof MoveChoice>>>,
  Assert<
    Mirrors<
      Omit<RulesPrecalculation, 'moves'> & { moves: Static<typeof Move>[] },
      Static<typeof Precalculation>
    >
  >,
  Assert<Mirrors<ConsumableStock, WireStatus['consumables'][number]>>,
  Assert<
    Mirrors<Omit<BattleStatusView['battle'], 'creatures'>, Omit<WireStatus['battle'], 'creatures'>>
  >,
  Assert<Mirrors<StatusAsSent, StatusFromRules>>,
];

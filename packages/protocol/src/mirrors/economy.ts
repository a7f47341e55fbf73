import type {
  FactoryGift as RulesFactoryGift,
  WheelSector as RulesWheelSector,
} from '@heroroad/rules';
import type { Static } from 'typebox';
import type { FactoryGiftTaken } from '../schemas/clan.js';
import type { WheelSector } from '../schemas/fortune.js';
import type { Assert, Flat, Mirrors } from './equals.js';

/**
 * A factory gift as granted: gears go into the member's wallet like any currency, so both kinds
 * travel as amounts by currency.
 */
type FactoryGiftAsGranted = Omit<Flat<RulesFactoryGift>, 'gears' | 'amounts'> & {
  amounts: Record<string, number>;
};

type RulesPrize = RulesWheelSector['prize'];

/**
 * A wheel sector as the player sees it: its prize's kind, what the prize pays at the player's
 * stair (gold for monsters beaten, emeralds, tickets; 0 for a chest) and its chest. The weights
 * stay on the server.
 */
type SectorAsShown = Omit<RulesWheelSector, 'prize' | 'weight'> & {
  kind: RulesPrize['kind'];
  amount: number;
  chest: Extract<RulesPrize, { kind: 'CHEST' }>['chest'] | null;
};

/**
 * The economy shapes the rules and the wire both declare. A field added, dropped or retyped on
 * one side only fails here (a new kind of factory gift or wheel prize included).
 */
export type EconomyMirrors = [
  Assert<Mirrors<FactoryGiftAsGranted, Omit<Static<typeof FactoryGiftTaken>, 'gift'>>>,
  Assert<Mirrors<SectorAsShown, Static<typeof WheelSector>>>,
];

import type {
  ClanBudget as RulesClanBudget,
  DonationPortion as RulesDonationPortion,
  FactionGood as RulesFactionGood,
  FactoryGift as RulesFactoryGift,
  MarketLot as RulesMarketLot,
  PortalGood as RulesPortalGood,
  Purchase as RulesPurchase,
  SaleWindow as RulesSaleWindow,
  WheelSector as RulesWheelSector,
} from '@heroroad/rules';
import type { Static } from 'typebox';
import type { BankPack, SaleInfo } from '../schemas/bank.js';
import type { ClanStat, DepositPortion, FactoryGiftTaken } from '../schemas/clan.js';
import type { FactionGoodSchema, MarketLotSchema } from '../schemas/faction.js';
import type { WheelSector } from '../schemas/fortune.js';
import type { PortalGoodSchema } from '../schemas/worlds.js';
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
 * A pack as the bank lists it: what buying it now would give, under the pack's id and name and
 * whether the sale marks it; the chests it reaches are told apart (`nextChest`).
 */
type PackAsListed = Omit<RulesPurchase, 'packId' | 'chests'> & {
  id: string;
  name: string;
  onSale: boolean;
};

/**
 * The economy shapes the rules and the wire both declare. A field added, dropped or retyped on
 * one side only fails here (a new kind of factory gift or wheel prize included). What the wire
 * adds of the player's own (a lot bought today, the packs on sale) is left out of the pair.
 */
export type EconomyMirrors = [
  Assert<Mirrors<FactoryGiftAsGranted, Omit<Static<typeof FactoryGiftTaken>, 'gift'>>>,
  Assert<Mirrors<SectorAsShown, Static<typeof WheelSector>>>,
  Assert<Mirrors<RulesClanBudget, Static<typeof ClanStat>>>,
  Assert<Mirrors<RulesDonationPortion, Static<typeof DepositPortion>>>,
  Assert<Mirrors<RulesFactionGood, Static<typeof FactionGoodSchema>>>,
  Assert<Mirrors<RulesPortalGood, Static<typeof PortalGoodSchema>>>,
  Assert<Mirrors<RulesMarketLot, Omit<Static<typeof MarketLotSchema>, 'bought'>>>,
  Assert<Mirrors<RulesSaleWindow, Omit<Static<typeof SaleInfo>, 'packIds'>>>,
  Assert<Mirrors<PackAsListed, Static<typeof BankPack>>>,
];

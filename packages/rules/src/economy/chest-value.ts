import { goldForMonster, type ChestType } from '../battle/outcome.js';
import { cardDef } from '../content/cards.js';
import { consumablePrice } from '../content/consumables.js';
import { AMULETS } from '../content/items.js';
import { CARD_DROP_WEIGHTS } from '../progression/card-drops.js';
import { chestConsumablePool, chestContents } from '../progression/chests.js';
import { amuletPrice, PREMIUM_PACKS } from '../progression/shops.js';
import { MINUTE_MS } from '../time/units.js';
import { CHEST_DELAY_MINUTES, chestSpeedUpPrice } from './chests.js';
import { TICKET_IN_GEMS, WHEEL_SPIN_GEMS, wheelMean } from './wheel.js';

/*
 * What emeralds buy elsewhere, the yardstick a chest's contents are weighed with
 * (docs/GAME_DESIGN.md §7 "Chests"):
 * - gold: a paid spin of the wheel costs 30 emeralds and gives back, on average, 2.05 emeralds,
 *   0.125 tickets (30 emeralds each) and 6.5 ordinary monsters' gold from its gold sectors, so a
 *   monster's gold costs (30 − 2.05 − 3.75) / 6.5 ≈ 3.72 emeralds there (its chest sectors are
 *   left out, which prices gold a little high);
 * - a consumable: its general-shop price in gold at the stair, turned into emeralds as gold is;
 * - the artifact or amulet: the amulet shop's price, in amethysts of its smallest pack, of the
 *   amulets the stair yields (artifacts are not sold; they count as an amulet of their stair);
 * - the card: its chance times the shop's emerald price of the cards a chest drops there,
 *   weighted as they drop.
 */

/** Emeralds an ordinary monster's gold costs on a paid spin of the wheel (about 3.72). */
export function gemsPerMonsterGold(): number {
  const gems = wheelMean((p) => (p.kind === 'GEMS' ? p.amount : 0));
  const tickets = wheelMean((p) => (p.kind === 'TICKETS' ? p.amount : 0));
  const monsters = wheelMean((p) => (p.kind === 'GOLD' ? p.monsters : 0));
  return (WHEEL_SPIN_GEMS - gems - tickets * TICKET_IN_GEMS) / monsters;
}

/** Emeralds one amethyst costs in the smallest amethyst pack. */
function gemsPerAmethyst(): number {
  const smallest = PREMIUM_PACKS.filter((p) => p.currency === 'AMETHYST').sort(
    (a, b) => a.amount - b.amount,
  )[0]!;
  return smallest.gems / smallest.amount;
}

/**
 * The target every chest type is held to (chest-value.test.ts): opened at once, at any stair, it
 * gives at least half as much again as its emeralds would buy at the wheel and the shops.
 */
export const CHEST_VALUE_FLOOR = 1.5;

/** A chest's expected contents weighed in emeralds, part by part, against its price. */
export interface ChestValue {
  readonly gold: number;
  readonly consumables: number;
  readonly item: number;
  readonly card: number;
  /** The four parts together. */
  readonly total: number;
  /** Emeralds to open a fresh chest at once (one per ten minutes of its wait). */
  readonly price: number;
  /** `total / price`: what each emerald of the price gets, in emeralds' worth elsewhere. */
  readonly perEmerald: number;
}

/** The worth, in emeralds, of a chest opened on `stair`, beside the price to open it at once. */
export function chestValue(chest: ChestType, stair: number): ChestValue {
  const s = Math.max(1, Math.floor(stair));
  const said = chestContents(chest, s);
  const perGold = gemsPerMonsterGold() / goldForMonster(s, false);
  const pool = chestConsumablePool(s);
  const consumable = pool.reduce((a, c) => a + consumablePrice(c, s), 0) / Math.max(1, pool.length);
  const yielded = AMULETS.filter((a) => a.minStair <= s);
  const amulets =
    yielded.length > 0 ? yielded : [...AMULETS].sort((a, b) => a.minStair - b.minStair).slice(0, 1);
  const amulet = amulets.reduce((a, x) => a + amuletPrice(x), 0) / amulets.length;
  const cards = CARD_DROP_WEIGHTS.filter((c) => c.minStair <= s);
  const weights = cards.reduce((a, c) => a + c.weight, 0);
  const card = cards.reduce(
    (a, c) => a + (c.weight / weights) * (cardDef(c.cardId)?.price.MITHRIL ?? 0),
    0,
  );
  const parts = {
    gold: said.gold * perGold,
    consumables: said.consumables * consumable * perGold,
    item: said.items * amulet * gemsPerAmethyst(),
    card: said.cardChance * card,
  };
  const total = parts.gold + parts.consumables + parts.item + parts.card;
  const price = chestSpeedUpPrice(CHEST_DELAY_MINUTES[chest] * MINUTE_MS, 0);
  return { ...parts, total, price, perEmerald: total / price };
}

import type { Amounts } from '../content/currencies.js';
import type { LocalText } from '../i18n/lang.js';
import { fail, ok, type Result } from '../text/result.js';

/** One offer of the festival stall: goods for festival coins (EVENT_CURRENCY). */
export interface StallGood {
  readonly id: string;
  readonly name: LocalText;
  /** Festival coins. */
  readonly price: number;
  readonly goods: Amounts;
}

/**
 * The festival stall (GAME_DESIGN.md "Festival coins"): where the coins that event tasks pay are
 * spent, open all year so coins earned at one feast wait for the next. A year of every event
 * task pays 84 coins (77 outside Russian); a coin buys between ¾ and 2 emeralds' worth.
 */
export const FESTIVAL_STALL: readonly StallGood[] = [
  { id: 'stall_amethysts', name: { ru: '10 аметистов', en: '10 amethysts' }, price: 10, goods: { AMETHYST: 10 } },
  { id: 'stall_tokens', name: { ru: '5 жетонов ковчега', en: '5 ark tokens' }, price: 25, goods: { TOKENS: 5 } },
  { id: 'stall_emeralds', name: { ru: '30 изумрудов', en: '30 emeralds' }, price: 40, goods: { MITHRIL: 30 } },
]; // prettier-ignore

export function stallGood(id: string): StallGood | undefined {
  return FESTIVAL_STALL.find((g) => g.id === id);
}

/** The coins a purchase costs and what it brings; the caller moves both in one change. */
export function buyAtStall(
  goodId: string,
  coins: number,
): Result<{ price: Amounts; goods: Amounts }> {
  const good = stallGood(goodId);
  if (!good) return fail('NOT_FOUND');
  if (coins < good.price) return fail('NOT_ENOUGH_EVENT_CURRENCY');
  return ok({ price: { EVENT_CURRENCY: good.price }, goods: good.goods });
}

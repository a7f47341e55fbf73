import type { Amounts } from '../content/currencies.js';
import type { LocalText } from '../i18n/lang.js';
import { LEVEL_GATES } from '../progression/gates.js';
import type { ErrorCode } from '../text/errors.js';

/** A gift one player buys for another: what the sender pays and what the receiver accepts. */
export interface GiftDef {
  readonly id: string;
  readonly name: LocalText;
  /** The game-icons.net icon the gift is drawn with. */
  readonly icon: string;
  readonly price: Amounts;
  readonly reward: Amounts;
}

/**
 * The gifts catalogue. Every gift gives its receiver less than it cost its sender (at most 70%
 * of the price's worth, the rest is the economy's sink), and none gives emeralds: emeralds never
 * pass from one account to another, so a second account's first-purchase doubling or bonuses
 * cannot be carried to a main one, and two players trading gifts lose value on every round.
 */
export const GIFTS: readonly GiftDef[] = [
  {
    id: 'rose',
    name: { ru: 'Роза', en: 'Rose' },
    icon: 'rose',
    price: { GOLD: 5000 },
    reward: { GOLD: 3500 },
  },
  {
    id: 'pie',
    name: { ru: 'Пирог', en: 'Pie' },
    icon: 'pie-slice',
    price: { MITHRIL: 10 },
    reward: { GOLD: 7000 },
  },
  {
    id: 'charm',
    name: { ru: 'Оберег', en: 'Charm' },
    icon: 'gem-pendant',
    price: { MITHRIL: 45 },
    reward: { TICKETS: 1 },
  },
  {
    id: 'ring',
    name: { ru: 'Изумрудное кольцо', en: 'Emerald ring' },
    icon: 'ring',
    price: { MITHRIL: 100 },
    reward: { TICKETS: 2 },
  },
  {
    id: 'casket',
    name: { ru: 'Ларец сокровищ', en: 'Treasure casket' },
    icon: 'locked-chest',
    price: { MITHRIL: 300 },
    reward: { TICKETS: 6, GOLD: 20_000 },
  },
];

export function findGift(id: string): GiftDef | undefined {
  return GIFTS.find((g) => g.id === id);
}

/** The inbox keeps a player's gifts this long after they were accepted. */
export const GIFT_INBOX_DAYS = 30;
/** The most gifts the inbox lists at once (waiting ones first). */
export const GIFT_INBOX_SIZE = 50;

/** Why `senderId` at `senderLevel` may not send a gift to `receiverId`, or null when it may. */
export function giftRefusal(
  sender: { readonly id: number; readonly level: number },
  receiverId: number,
): ErrorCode | null {
  if (sender.level < LEVEL_GATES.gifts) return 'GIFT_LEVEL';
  if (sender.id === receiverId) return 'GIFT_TO_SELF';
  return null;
}

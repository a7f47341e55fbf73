import type { Lang, LocalText } from '../i18n/lang.js';
import type { ErrorCode } from '../text/errors.js';

/** Resources of SPEC §3 (the wire names), plus the ark's tokens which only buy ark heroes. */
export const RESOURCES = [
  'GOLD',
  'CRYSTAL',
  'ELIXIR',
  'MITHRIL',
  'SULFUR',
  'CAVIAR',
  'TICKETS',
  'EVENT_CURRENCY',
] as const;
export type Resource = (typeof RESOURCES)[number];
/**
 * The other currencies of SPEC §3: clan crystals (red and blue in the clan budget, gold in the
 * player's wallet), amethysts, clan gears and the two factions' points (order: `goodPoints`,
 * shadow: `evilPoints` on the player), and the ark's tokens.
 */
export const OTHER_CURRENCIES = [
  'TOKENS',
  'RED_CRYSTAL',
  'BLUE_CRYSTAL',
  'GOLD_CRYSTAL',
  'AMETHYST',
  'GEARS',
  'ORDER_POINTS',
  'SHADOW_POINTS',
] as const;
export type Currency = Resource | (typeof OTHER_CURRENCIES)[number];

/**
 * How an amount reads in each language (a number meeting the noun): Russian one / few / many
 * (1 кристалл, 2 кристалла, 5 кристаллов; gold is counted in coins: 1 золотой, 59 золотых, as
 * '+1 золота' does not read),
 * English one / other.
 */
export interface CountedName {
  readonly ru: { readonly one: string; readonly few: string; readonly many: string };
  readonly en: { readonly one: string; readonly other: string };
}

export interface CurrencyDef {
  readonly id: Currency;
  readonly name: LocalText;
  readonly counted: CountedName;
  /** Integers only: emeralds are bought with real money and must stay exact. */
  readonly integer: boolean;
  /** The player's wire field holding the amount (SPEC §3 Player), when it has one. */
  readonly playerField: string | null;
}

export const CURRENCY_DEFS: Readonly<Record<Currency, CurrencyDef>> = {
  GOLD: {
    id: 'GOLD',
    name: { ru: 'Золото', en: 'Gold' },
    counted: {
      ru: { one: 'золотой', few: 'золотых', many: 'золотых' },
      en: { one: 'gold', other: 'gold' },
    },
    integer: false,
    playerField: 'gold',
  },
  CRYSTAL: {
    id: 'CRYSTAL',
    name: { ru: 'Кристаллы', en: 'Crystals' },
    counted: {
      ru: { one: 'кристалл', few: 'кристалла', many: 'кристаллов' },
      en: { one: 'crystal', other: 'crystals' },
    },
    integer: false,
    playerField: 'crystal',
  },
  ELIXIR: {
    id: 'ELIXIR',
    name: { ru: 'Эликсир', en: 'Elixir' },
    counted: {
      ru: { one: 'эликсира', few: 'эликсира', many: 'эликсира' },
      en: { one: 'elixir', other: 'elixir' },
    },
    integer: false,
    playerField: 'elixir',
  },
  // The wire field is called `mithril` but carries the player's emeralds (gems).
  MITHRIL: {
    id: 'MITHRIL',
    name: { ru: 'Изумруды', en: 'Emeralds' },
    counted: {
      ru: { one: 'изумруд', few: 'изумруда', many: 'изумрудов' },
      en: { one: 'emerald', other: 'emeralds' },
    },
    integer: true,
    playerField: 'mithril',
  },
  SULFUR: {
    id: 'SULFUR',
    name: { ru: 'Сера', en: 'Sulfur' },
    counted: {
      ru: { one: 'серы', few: 'серы', many: 'серы' },
      en: { one: 'sulfur', other: 'sulfur' },
    },
    integer: false,
    playerField: 'sulfur',
  },
  CAVIAR: {
    id: 'CAVIAR',
    name: { ru: 'Икра', en: 'Caviar' },
    counted: {
      ru: { one: 'икры', few: 'икры', many: 'икры' },
      en: { one: 'caviar', other: 'caviar' },
    },
    integer: false,
    playerField: 'caviar',
  },
  TICKETS: {
    id: 'TICKETS',
    name: { ru: 'Билеты', en: 'Tickets' },
    counted: {
      ru: { one: 'билет', few: 'билета', many: 'билетов' },
      en: { one: 'ticket', other: 'tickets' },
    },
    integer: true,
    playerField: 'tickets',
  },
  EVENT_CURRENCY: {
    id: 'EVENT_CURRENCY',
    name: { ru: 'Праздничные монеты', en: 'Festival coins' },
    counted: {
      ru: { one: 'праздничная монета', few: 'праздничные монеты', many: 'праздничных монет' },
      en: { one: 'festival coin', other: 'festival coins' },
    },
    integer: true,
    playerField: 'eventCurrency',
  },
  TOKENS: {
    id: 'TOKENS',
    name: { ru: 'Жетоны ковчега', en: 'Ark tokens' },
    counted: {
      ru: { one: 'жетон ковчега', few: 'жетона ковчега', many: 'жетонов ковчега' },
      en: { one: 'ark token', other: 'ark tokens' },
    },
    integer: true,
    playerField: 'tokens',
  },
  RED_CRYSTAL: {
    id: 'RED_CRYSTAL',
    name: { ru: 'Красные кристаллы', en: 'Red crystals' },
    counted: {
      ru: { one: 'красный кристалл', few: 'красных кристалла', many: 'красных кристаллов' },
      en: { one: 'red crystal', other: 'red crystals' },
    },
    integer: true,
    playerField: null,
  },
  BLUE_CRYSTAL: {
    id: 'BLUE_CRYSTAL',
    name: { ru: 'Синие кристаллы', en: 'Blue crystals' },
    counted: {
      ru: { one: 'синий кристалл', few: 'синих кристалла', many: 'синих кристаллов' },
      en: { one: 'blue crystal', other: 'blue crystals' },
    },
    integer: true,
    playerField: null,
  },
  GOLD_CRYSTAL: {
    id: 'GOLD_CRYSTAL',
    name: { ru: 'Золотые кристаллы', en: 'Gold crystals' },
    counted: {
      ru: { one: 'золотой кристалл', few: 'золотых кристалла', many: 'золотых кристаллов' },
      en: { one: 'gold crystal', other: 'gold crystals' },
    },
    integer: true,
    playerField: 'goldCrystal',
  },
  AMETHYST: {
    id: 'AMETHYST',
    name: { ru: 'Аметисты', en: 'Amethysts' },
    counted: {
      ru: { one: 'аметист', few: 'аметиста', many: 'аметистов' },
      en: { one: 'amethyst', other: 'amethysts' },
    },
    integer: true,
    playerField: 'amethyst',
  },
  GEARS: {
    id: 'GEARS',
    name: { ru: 'Шестерёнки', en: 'Gears' },
    counted: {
      ru: { one: 'шестерёнка', few: 'шестерёнки', many: 'шестерёнок' },
      en: { one: 'gear', other: 'gears' },
    },
    integer: true,
    playerField: 'gears',
  },
  ORDER_POINTS: {
    id: 'ORDER_POINTS',
    name: { ru: 'Очки Ордена', en: 'Order points' },
    counted: {
      ru: { one: 'очко Ордена', few: 'очка Ордена', many: 'очков Ордена' },
      en: { one: 'Order point', other: 'Order points' },
    },
    integer: false,
    playerField: 'goodPoints',
  },
  SHADOW_POINTS: {
    id: 'SHADOW_POINTS',
    name: { ru: 'Очки Тени', en: 'Shadow points' },
    counted: {
      ru: { one: 'очко Тени', few: 'очка Тени', many: 'очков Тени' },
      en: { one: 'Shadow point', other: 'Shadow points' },
    },
    integer: false,
    playerField: 'evilPoints',
  },
};

/** A price or a reward: amounts by currency. */
export type Amounts = Partial<Record<Currency, number>>;

/** Rounds each amount the way its currency is kept (whole emeralds, tickets and tokens). */
export function normaliseAmounts(amounts: Amounts): Amounts {
  const out: Amounts = {};
  for (const [key, value] of Object.entries(amounts) as [Currency, number][]) {
    const v = CURRENCY_DEFS[key].integer ? Math.floor(value) : value;
    if (v > 0) out[key] = v;
  }
  return out;
}

/** True when every amount of `price` is covered by `wallet`. */
export function canAfford(wallet: Amounts, price: Amounts): boolean {
  for (const [key, value] of Object.entries(price) as [Currency, number][]) {
    if ((wallet[key] ?? 0) < value) return false;
  }
  return true;
}

/** The message a player short of a currency sees (SPEC §8); the rest use the caller's own. */
const SHORTAGE: Partial<Record<Currency, ErrorCode>> = {
  MITHRIL: 'NOT_ENOUGH_GEMS',
  TICKETS: 'NOT_ENOUGH_TICKETS',
  TOKENS: 'NOT_ENOUGH_TOKENS',
  AMETHYST: 'NOT_ENOUGH_AMETHYSTS',
  GOLD_CRYSTAL: 'NOT_ENOUGH_GOLD_CRYSTALS',
  CAVIAR: 'NOT_ENOUGH_CAVIAR',
  ORDER_POINTS: 'NOT_ENOUGH_FACTION_POINTS',
  SHADOW_POINTS: 'NOT_ENOUGH_FACTION_POINTS',
};

/**
 * The shortage to name when `short` cannot be paid: the first with a message of its own, in the
 * order of SHORTAGE (emeralds first), else `fallback` ('Недостаточно ресурсов' unless a shop
 * says 'Not enough funds to buy').
 */
export function shortageCode(short: readonly Currency[], fallback: ErrorCode): ErrorCode {
  for (const currency of Object.keys(SHORTAGE) as Currency[]) {
    if (short.includes(currency)) return SHORTAGE[currency]!;
  }
  return fallback;
}

const PLURALS = { RU: new Intl.PluralRules('ru'), EN: new Intl.PluralRules('en') };

/**
 * The currency's name as it reads after `amount` (CLDR plural categories): "2 кристалла",
 * "1 crystal". Fractions (1.5) take the Russian genitive singular, as "1,5 кристалла".
 */
export function countedName(currency: Currency, amount: number, lang: Lang): string {
  return pickCounted(CURRENCY_DEFS[currency].counted, amount, lang);
}

/** The form of `forms` that reads after `amount` in `lang` (CLDR plural categories). */
export function pickCounted(forms: CountedName, amount: number, lang: Lang): string {
  const category = PLURALS[lang].select(amount);
  if (lang === 'EN') return category === 'one' ? forms.en.one : forms.en.other;
  if (category === 'one') return forms.ru.one;
  if (category === 'many') return forms.ru.many;
  return forms.ru.few;
}

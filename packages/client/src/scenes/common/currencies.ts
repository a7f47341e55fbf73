import type { PlayerDto } from '@heroroad/protocol';
import type { IconName } from '../../assets/iconNames';

/** Each currency owns one icon and one colour everywhere (art direction). */
export const CURRENCIES = {
  gold: { icon: 'two-coins', color: '#e8b64a', field: 'gold' },
  gems: { icon: 'emerald', color: '#2ecc71', field: 'mithril' },
  crystal: { icon: 'crystal-growth', color: '#6fb6ff', field: 'crystal' },
  elixir: { icon: 'round-potion', color: '#c77dff', field: 'elixir' },
  tickets: { icon: 'ticket', color: '#f2c230', field: 'tickets' },
} as const satisfies Record<string, { icon: IconName; color: string; field: keyof PlayerDto }>;

export type CurrencyKey = keyof typeof CURRENCIES;

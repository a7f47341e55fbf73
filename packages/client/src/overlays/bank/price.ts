import type { Lang, PriceCurrency } from '@heroroad/rules';

/** A price in minor units as the player's language writes money: "599,00 ₽", "$9.99". */
export function formatPrice(minor: number, currency: PriceCurrency, lang: Lang): string {
  return new Intl.NumberFormat(lang === 'RU' ? 'ru-RU' : 'en-US', {
    style: 'currency',
    currency,
  }).format(minor / 100);
}

import type { Lang } from '@heroroad/rules';

/** The legal pages the server's footer links to (public/legal), at the player's language. */
export function legalHref(page: 'privacy' | 'cookies' | 'agreement', lang: Lang): string {
  return `/legal/${page}.html#${lang.toLowerCase()}`;
}

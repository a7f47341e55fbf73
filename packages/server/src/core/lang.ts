import type { Lang } from '@heroroad/rules';

/** Language of a request without a player: `lang` query, then Accept-Language, then Russian. */
export function requestLang(query: unknown, acceptLanguage: string | undefined): Lang {
  if (query && typeof query === 'object' && 'lang' in query) {
    const q = String((query as { lang: unknown }).lang).toUpperCase();
    if (q === 'RU' || q === 'EN') return q;
  }
  if (acceptLanguage) {
    const first = acceptLanguage.split(',')[0]?.trim().toLowerCase() ?? '';
    if (
      first.startsWith('ru') ||
      first.startsWith('uk') ||
      first.startsWith('be') ||
      first.startsWith('kk')
    )
      return 'RU';
    if (first.length > 0 && first !== '*') return 'EN';
  }
  return 'RU';
}

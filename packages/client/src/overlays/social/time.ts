import type { Lang } from '@heroroad/rules';
import { localeOf } from '../../i18n/words';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(lang: Lang, kind: 'time' | 'dateTime' | 'date'): Intl.DateTimeFormat {
  const key = `${lang}:${kind}`;
  let found = formats.get(key);
  if (!found) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'time'
        ? { hour: '2-digit', minute: '2-digit' }
        : kind === 'date'
          ? { day: 'numeric', month: 'short', year: 'numeric' }
          : { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' };
    found = new Intl.DateTimeFormat(localeOf(lang), options);
    formats.set(key, found);
  }
  return found;
}

/** A message's time: the hour alone today, with the day before that. */
export function messageTime(ms: number, lang: Lang, now: number): string {
  const today = new Date(now).toDateString() === new Date(ms).toDateString();
  return format(lang, today ? 'time' : 'dateTime').format(ms);
}

export function calendarDate(ms: number, lang: Lang): string {
  return format(lang, 'date').format(ms);
}

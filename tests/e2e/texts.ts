import { errorMessage, type ErrorCode } from '@heroroad/rules';
import en from '../../packages/client/src/i18n/locales/en.json';
import ru from '../../packages/client/src/i18n/locales/ru.json';

export type JourneyLang = 'ru' | 'en';

/** The game's own texts, so journeys find buttons the way a player reads them. */
export function texts(lang: JourneyLang) {
  return {
    t: lang === 'ru' ? ru : en,
    /** The rules' language code of the journey's language. */
    code: lang === 'ru' ? ('RU' as const) : ('EN' as const),
    error: (code: ErrorCode) => errorMessage(code, lang === 'ru' ? 'RU' : 'EN'),
    /** Fills the {{name}} slots of a text. */
    fill: (text: string, values: Record<string, string | number>) =>
      text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? '')),
  };
}

import { errorMessage, type ErrorCode } from '@heroroad/rules';
import en from '../../packages/client/src/i18n/texts.en';
import ru from '../../packages/client/src/i18n/texts.ru';
import { amountText } from '../../packages/client/src/i18n/words';

export type JourneyLang = 'ru' | 'en';

/** The game's own texts, so journeys find buttons the way a player reads them. */
export function texts(lang: JourneyLang) {
  const fill = (text: string, values: Record<string, string | number>) =>
    text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
  const plural = new Intl.PluralRules(lang);
  const code = lang === 'ru' ? ('RU' as const) : ('EN' as const);
  return {
    t: lang === 'ru' ? ru : en,
    /** The rules' language code of the journey's language. */
    code,
    error: (code: ErrorCode) => errorMessage(code, lang === 'ru' ? 'RU' : 'EN'),
    /** Fills the {{name}} slots of a text. */
    fill,
    /** An amount of a currency as the game writes it: «9 золотых», "1 gold". */
    amount: (n: number, resource: string) => amountText(n, resource, code),
    /**
     * A counted text in the form the language gives `count` (`key_one`, `key_few`, `key_many`,
     * else `key_other`), filled as the game fills it: «99 изумрудов», not «99 изумруда».
     */
    counted: (
      group: Record<string, unknown>,
      key: string,
      count: number,
      values: Record<string, string | number> = {},
    ) => {
      const text = group[`${key}_${plural.select(count)}`] ?? group[`${key}_other`];
      if (typeof text !== 'string') throw new Error(`No counted text ${key}`);
      return fill(text, { count, ...values });
    },
  };
}

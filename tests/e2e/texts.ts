import { errorMessage, type ErrorCode } from '@heroroad/rules';
import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Texts } from '../../packages/client/src/i18n/texts';
import { amountText } from '../../packages/client/src/i18n/words';

export type JourneyLang = 'ru' | 'en';

const CLIENT_SOURCES = join(import.meta.dirname, '../../packages/client/src');

/**
 * One language's texts, read from the files that the client's texts.{en,ru}.ts gather, found by
 * the same names (the bundler's glob is not at hand outside it).
 */
function gameTexts(lang: JourneyLang): Texts {
  const paths = globSync([`i18n/locales/${lang}.json`, `**/texts.${lang}.json`], {
    cwd: CLIENT_SOURCES,
  });
  // Each namespace belongs to one file (the client's i18n.test.ts), so their order does not matter.
  return Object.assign(
    {},
    ...paths.map((path) => JSON.parse(readFileSync(join(CLIENT_SOURCES, path), 'utf8')) as object),
  ) as Texts;
}

const GAME_TEXTS = { ru: gameTexts('ru'), en: gameTexts('en') };

/** The game's own texts, so journeys find buttons the way a player reads them. */
export function texts(lang: JourneyLang) {
  const fill = (text: string, values: Record<string, string | number>) =>
    text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
  const plural = new Intl.PluralRules(lang);
  const code = lang === 'ru' ? ('RU' as const) : ('EN' as const);
  return {
    t: GAME_TEXTS[lang],
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

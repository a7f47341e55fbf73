import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import type { Lang } from '@heroroad/rules';
import { initReactI18next } from 'react-i18next';
import type { Texts } from './texts';

/** Shown wherever a key has no text (SPEC §1). */
export const MISSING_TEXT = '???';

export type { Texts };

/**
 * Each language is one module and its own chunk (texts.en.ts, texts.ru.ts): a player downloads
 * the language it plays in, and the other only when switching to it.
 */
const LOADERS: Readonly<Record<'ru' | 'en', () => Promise<{ default: Texts }>>> = {
  ru: () => import('./texts.ru'),
  en: () => import('./texts.en'),
};

export async function loadTexts(lang: Lang): Promise<Texts> {
  return (await LOADERS[toI18nLang(lang)]()).default;
}

export type Translate = TFunction;

export const toI18nLang = (lang: Lang): 'ru' | 'en' => (lang === 'RU' ? 'ru' : 'en');
export const fromI18nLang = (code: string | undefined): Lang =>
  code?.toLowerCase().startsWith('en') ? 'EN' : 'RU';

/**
 * Creates the translation instance. A missing key shows '???' and is reported once per key,
 * so a gap in the Russian texts is visible on screen and in the log without flooding either.
 */
export function createI18n(
  lang: Lang,
  texts: Partial<Record<Lang, Texts>>,
  onMissing: (key: string) => void = (key) => console.error(`Missing translation: ${key}`),
  withReact = true,
): I18n {
  const reported = new Set<string>();
  const instance = i18next.createInstance();
  if (withReact) instance.use(initReactI18next);
  void instance.init({
    resources: Object.fromEntries(
      Object.entries(texts).map(([code, bundle]) => [
        toI18nLang(code as Lang),
        { translation: bundle },
      ]),
    ),
    lng: toI18nLang(lang),
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    parseMissingKeyHandler: (key: string) => {
      const id = `${instance.language}:${key}`;
      if (!reported.has(id)) {
        reported.add(id);
        onMissing(id);
      }
      return MISSING_TEXT;
    },
  });
  return instance;
}

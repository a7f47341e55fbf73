import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import type { Lang } from '@heroroad/rules';
import { initReactI18next } from 'react-i18next';
import type en from './locales/en.json';

/** Shown wherever a key has no text (SPEC §1). */
export const MISSING_TEXT = '???';

/** The texts of one language (its locales/*.json). */
export type Texts = typeof en;

/**
 * Each language is its own chunk: a player downloads the language it plays in, and the other
 * only when switching to it.
 */
const LOADERS: Readonly<Record<'ru' | 'en', () => Promise<{ default: Texts }>>> = {
  ru: () => import('./locales/ru.json') as Promise<{ default: Texts }>,
  en: () => import('./locales/en.json'),
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
 * so a gap in ru.json is visible on screen and in the log without flooding either.
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

import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import type { Lang } from '@heroroad/rules';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import ru from './locales/ru.json';

/** Shown wherever a key has no text (SPEC §1). */
export const MISSING_TEXT = '???';

export const RESOURCES = { en: { translation: en }, ru: { translation: ru } } as const;

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
  onMissing: (key: string) => void = (key) => console.error(`Missing translation: ${key}`),
  withReact = true,
): I18n {
  const reported = new Set<string>();
  const instance = i18next.createInstance();
  if (withReact) instance.use(initReactI18next);
  void instance.init({
    resources: RESOURCES,
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

/** The two languages every text in the game is written in. */
export const LANGS = ['RU', 'EN'] as const;
export type Lang = (typeof LANGS)[number];

/**
 * SPEC §3 Languages: RU, EN and ANY. ANY is a choice, not a language: the game follows what the
 * browser or the portal asks for, read as RU or EN (GAME_DESIGN.md "Languages").
 */
export const LANG_CHOICES = ['RU', 'EN', 'ANY'] as const;
export type LangChoice = (typeof LANG_CHOICES)[number];

/** SPEC §3 language entry: `available` is true only for the languages the game is written in. */
export interface LanguageEntry {
  readonly langId: LangChoice;
  /** The language's own name (ANY in the asking player's language). */
  readonly langDescr: string;
  readonly available: boolean;
}

export function languageList(lang: Lang): LanguageEntry[] {
  return [
    { langId: 'RU', langDescr: 'Русский', available: true },
    { langId: 'EN', langDescr: 'English', available: true },
    {
      langId: 'ANY',
      langDescr: lang === 'RU' ? 'Язык браузера' : "The browser's language",
      available: false,
    },
  ];
}

/** A text in both languages; every content entry and message carries one. */
export interface LocalText {
  readonly ru: string;
  readonly en: string;
}

export function pickText(text: LocalText, lang: Lang): string {
  return lang === 'RU' ? text.ru : text.en;
}

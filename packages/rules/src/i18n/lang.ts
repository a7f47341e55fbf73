/** The two languages every text in the game is written in. */
export const LANGS = ['RU', 'EN'] as const;
export type Lang = (typeof LANGS)[number];

/** A text in both languages; every content entry and message carries one. */
export interface LocalText {
  readonly ru: string;
  readonly en: string;
}

export function pickText(text: LocalText, lang: Lang): string {
  return lang === 'RU' ? text.ru : text.en;
}

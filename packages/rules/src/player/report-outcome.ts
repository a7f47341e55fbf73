import type { Lang, LocalText } from '../i18n/lang.js';

/** What a reporter is told once staff have handled their report. */
export const REPORT_OUTCOMES = {
  ACTED: {
    ru: 'Спасибо! Модератор рассмотрел вашу жалобу и принял меры',
    en: 'Thank you! A moderator has looked at your report and taken action',
  },
  DISMISSED: {
    ru: 'Модератор рассмотрел вашу жалобу и не нашёл нарушения',
    en: 'A moderator has looked at your report and found no breach of the rules',
  },
} as const satisfies Record<string, LocalText>;

export function reportOutcomeText(outcome: keyof typeof REPORT_OUTCOMES, lang: Lang): string {
  const text: LocalText = REPORT_OUTCOMES[outcome];
  return lang === 'RU' ? text.ru : text.en;
}

import type { Lang, LocalText } from '../i18n/lang.js';
import { pickText } from '../i18n/lang.js';
import { MOSCOW_TIME_ZONE } from '../time/units.js';

/** The reasons a moderator picks for a ban (protocol `BAN_REASONS`), as the banned player reads them. */
export const BAN_REASON_TEXT: Readonly<Record<string, LocalText>> = {
  FLOOD: { ru: 'флуд', en: 'flood' },
  PROFANITY: { ru: 'мат', en: 'profanity' },
  INSULTS: { ru: 'оскорбления', en: 'insults' },
  PROVOCATION: { ru: 'провокация', en: 'provocation' },
  TRADE: { ru: 'торговля', en: 'trade' },
  ADVERTISING: { ru: 'реклама', en: 'advertising' },
  FRAUD: { ru: 'мошенничество', en: 'fraud' },
  FORBIDDEN_NICKNAME: { ru: 'запрещённый ник', en: 'a forbidden nickname' },
  FORBIDDEN_TOPICS: { ru: 'запрещённые темы', en: 'forbidden topics' },
  RUSSIAN_LAW: { ru: 'законодательство РФ', en: 'Russian law' },
};

/**
 * What a banned player is told beside the refusal: the moderator's reason and when the ban
 * ends, in Moscow time (the game's clock): "Причина: флуд. Бан до 29.11.2026, 03:00 (МСК)".
 */
export function banNotice(ban: { reason: string; until: number }, lang: Lang): string {
  const reason = BAN_REASON_TEXT[ban.reason];
  const why = reason ? pickText(reason, lang) : ban.reason;
  const when = new Intl.DateTimeFormat(lang === 'RU' ? 'ru-RU' : 'en-GB', {
    timeZone: MOSCOW_TIME_ZONE,
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(ban.until);
  return lang === 'RU'
    ? `Причина: ${why}. Бан до ${when} (МСК)`
    : `Reason: ${why}. The ban ends ${when} (Moscow time)`;
}

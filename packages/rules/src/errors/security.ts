import type { LocalText } from '../i18n/lang.js';

/** What the server refuses to protect players: hostile text, cross-site requests, floods. */
export const SECURITY_ERRORS = {
  TEXT_FORBIDDEN_CHARACTER: {
    ru: 'В тексте есть недопустимый символ',
    en: 'The text contains a character that is not allowed',
  },
  CROSS_SITE_REFUSED: {
    ru: 'Запрос отклонён: он пришёл не со страницы игры',
    en: "The request was refused: it did not come from the game's page",
  },
  CONTENT_TYPE_UNSUPPORTED: {
    ru: 'Неподдерживаемый формат запроса',
    en: 'This request format is not supported',
  },
  LOGIN_THROTTLED: {
    ru: 'Слишком много неверных паролей для этого никнейма, попробуйте через несколько минут',
    en: 'Too many wrong passwords for this nickname, try again in a few minutes',
  },
  REGISTRATION_IN_PROGRESS: {
    ru: 'Регистрация уже выполняется, подождите',
    en: 'Registration is already under way, please wait',
  },
  LETTER_TOO_FAST: {
    ru: 'Не так быстро! Подождите немного перед следующим письмом',
    en: 'Not so fast! Wait a moment before the next letter',
  },
  NICKNAME_MIXED_SCRIPTS: {
    ru: 'В никнейме нельзя смешивать буквы разных алфавитов',
    en: 'A nickname may not mix letters of different alphabets',
  },
} as const satisfies Record<string, LocalText>;

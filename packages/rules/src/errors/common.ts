import type { LocalText } from '../i18n/lang.js';

/** Errors any request may meet, and the checks of typed text (SPEC §5, §8). */
export const COMMON_ERRORS = {
  // Generic request errors
  NOT_FOUND: { ru: 'Не найдено', en: 'Not found' },
  BAD_REQUEST: { ru: 'Некорректный запрос', en: 'Invalid request' },
  RATE_LIMITED: {
    ru: 'Слишком много попыток, подождите немного',
    en: 'Too many attempts, please wait a little',
  },
  PAYLOAD_TOO_LARGE: { ru: 'Слишком большой запрос', en: 'The request is too large' },
  CONFLICT: {
    ru: 'Действие уже выполняется, попробуйте ещё раз',
    en: 'This action is already in progress, try again',
  },
  INTERNAL: {
    ru: 'УПС! ИГРА НЕДОСТУПНА. СКОРЕЕ ВСЕГО ИДЁТ ОБНОВЛЕНИЕ',
    en: 'OOPS! THE GAME IS UNAVAILABLE. MOST LIKELY AN UPDATE IS UNDER WAY',
  },
  SERVER_RESTARTING: {
    ru: 'Сервер перезапускается, повторите через мгновение',
    en: 'The server is restarting, try again in a moment',
  },
  DATABASE_UNAVAILABLE: {
    ru: 'База данных игры недоступна, повторите через несколько секунд',
    en: 'The game database is unavailable, try again in a few seconds',
  },
  // SPEC §5 / §8: text
  TEXT_EMPTY: { ru: 'Текст не может быть пустым', en: 'The text must not be empty' },
  TEXT_TOO_LONG: { ru: 'Слишком длинный текст', en: 'The text is too long' },
  VALUE_INVALID: { ru: 'Недопустимое значение', en: 'Invalid value' },
  TUTORIAL_FIRST: { ru: 'Сначала завершим обучение', en: "Let's finish the tutorial first" },
  HINT_UNAVAILABLE: { ru: 'Нельзя использовать подсказку', en: 'Cannot use hint' },
  VERSION_OUTDATED: {
    ru: 'Версия приложения устарела, обновите его через магазин',
    en: 'Your app version is outdated, update through the store',
  },
} as const satisfies Record<string, LocalText>;

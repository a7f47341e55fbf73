import type { LocalText } from '../i18n/lang.js';
import { TEXT_LIMITS } from '../text/limits.js';

/** Accounts, sessions and access (SPEC §5: nickname, password, mail or phone, consents). */
export const ACCOUNT_ERRORS = {
  // SPEC §5: nickname
  NICKNAME_EMPTY: {
    ru: 'Надо ввести хоть какой-то никнейм!',
    en: 'You have to enter some nickname!',
  },
  NICKNAME_TOO_SHORT: {
    ru: `Никнейм слишком короткий: нужно хотя бы ${TEXT_LIMITS.nicknameMin} символа`,
    en: `The nickname is too short: use at least ${TEXT_LIMITS.nicknameMin} characters`,
  },
  NICKNAME_TOO_LONG: {
    ru: `Никнейм слишком длинный: не больше ${TEXT_LIMITS.nicknameMax} символов`,
    en: `The nickname is too long: at most ${TEXT_LIMITS.nicknameMax} characters`,
  },
  NICKNAME_UNCHANGED: { ru: 'Это и так ваш никнейм', en: 'That is already your nickname' },
  NICKNAME_INVALID: {
    ru: 'В никнейме можно использовать только буквы, цифры, пробел, точку, дефис и подчёркивание',
    en: 'A nickname may hold only letters, digits, spaces, dots, hyphens and underscores',
  },
  NICKNAME_TAKEN: { ru: 'Этот никнейм уже занят', en: 'This nickname is already taken' },
  // SPEC §5: password
  PASSWORD_EMPTY: { ru: 'Надо ввести пароль!', en: 'You have to enter a password!' },
  PASSWORD_TOO_SHORT: {
    ru: `Пароль слишком короткий: нужно хотя бы ${TEXT_LIMITS.passwordMin} символов`,
    en: `The password is too short: use at least ${TEXT_LIMITS.passwordMin} characters`,
  },
  PASSWORD_TOO_LONG: {
    ru: `Пароль слишком длинный: не больше ${TEXT_LIMITS.passwordMax} символов`,
    en: `The password is too long: at most ${TEXT_LIMITS.passwordMax} characters`,
  },
  PASSWORD_REPEAT_MISMATCH: { ru: 'Пароли не совпадают', en: 'The passwords do not match' },
  PASSWORD_CURRENT_EMPTY: {
    ru: 'Надо ввести текущий пароль!',
    en: 'You have to enter your current password!',
  },
  PASSWORD_CURRENT_WRONG: { ru: 'Текущий пароль неверен', en: 'The current password is wrong' },
  // SPEC §5: mail or phone
  MAIL_OR_PHONE_EMPTY: {
    ru: 'Надо ввести хоть какую-то почту или телефон!',
    en: 'You have to enter some mail or phone!',
  },
  PHONE_INVALID: { ru: 'Некорректный номер телефона', en: 'Invalid phone number' },
  MAIL_INVALID: { ru: 'Некорректный почтовый адрес', en: 'Invalid mail address' },
  MAIL_OR_PHONE_TOO_LONG: { ru: 'Слишком длинный текст', en: 'The text is too long' },
  // SPEC §5: registration consents
  CONSENT_REQUIRED: {
    ru: 'Нужно принять политику конфиденциальности, использование cookie и пользовательское соглашение',
    en: 'You need to accept the privacy policy, the cookie use and the user agreement',
  },
  // Accounts and sessions
  LOGIN_FAILED: { ru: 'Неверный никнейм или пароль', en: 'Wrong nickname or password' },
  ALREADY_REGISTERED: { ru: 'Вы уже зарегистрированы', en: 'You are already registered' },
  PLAYER_ALREADY_EXISTS: { ru: 'Игрок уже существует', en: 'Player already exists' },
  UNAUTHORIZED: { ru: 'Нужно войти в игру', en: 'You need to log in' },
  FORBIDDEN: { ru: 'Недостаточно прав', en: 'You are not allowed to do that' },
  ACCOUNT_BANNED: { ru: 'Аккаунт заблокирован', en: 'This account is blocked' },
} as const satisfies Record<string, LocalText>;

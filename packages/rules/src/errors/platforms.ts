import type { LocalText } from '../i18n/lang.js';

/** Partner platforms: sign-in through a platform and its payments. */
export const PLATFORM_ERRORS = {
  PLATFORM_UNKNOWN: { ru: 'Такой платформы нет', en: 'There is no such platform' },
  PLATFORM_ALREADY_LINKED: {
    ru: 'К этому персонажу уже привязан другой аккаунт этой платформы',
    en: 'Another account of this platform is already linked to this character',
  },
  PLATFORM_REMAP_ORPHAN: {
    ru: 'Тот персонаж останется без входа: сначала задайте ему пароль',
    en: 'That character would have no way in: set a password for it first',
  },
  PLATFORM_NOT_CONFIGURED: {
    ru: 'Вход и оплата через эту платформу сейчас не настроены',
    en: 'Sign-in and payments through this platform are not set up now',
  },
  PLATFORM_SIGNATURE_INVALID: {
    ru: 'Платформа не подтвердила вход: подпись не сходится',
    en: 'The platform did not confirm the sign-in: the signature does not match',
  },
  PLATFORM_CREDENTIALS_STALE: {
    ru: 'Данные входа устарели, перезапустите игру',
    en: 'The sign-in data has expired, please restart the game',
  },
  PLATFORM_CREDENTIALS_MALFORMED: {
    ru: 'Платформа прислала неполные данные входа',
    en: 'The platform sent incomplete sign-in data',
  },
  PLATFORM_WRONG_APP: {
    ru: 'Данные входа выданы другому приложению',
    en: 'The sign-in data was issued to another app',
  },
  PLATFORM_UNAVAILABLE: {
    ru: 'Платформа не отвечает, попробуйте позже',
    en: 'The platform does not answer, please try again later',
  },
  PLATFORM_NO_SIGN_IN: {
    ru: 'На этой платформе вход через игру: войдите под своим ником',
    en: "This platform signs in with the game's own accounts: log in with your nickname",
  },
  PLATFORM_NO_PAYMENTS: {
    ru: 'Покупки на этой платформе недоступны',
    en: 'Purchases are not available on this platform',
  },
  PLATFORM_ACCOUNT_UNKNOWN: {
    ru: 'Игрок этой платформы ещё не заходил в игру',
    en: 'This platform player has not entered the game yet',
  },
  PLATFORM_ALREADY_REFUNDED: {
    ru: 'Платформа уже вернула деньги за эту покупку',
    en: 'The platform has already refunded this purchase',
  },
  PLATFORM_PURCHASE_UNPAID: {
    ru: 'Покупка ещё не оплачена',
    en: 'The purchase has not been paid yet',
  },
} as const satisfies Record<string, LocalText>;

import type { LocalText } from '../i18n/lang.js';

/** The snow world and portals (their caviar shortage, 'Not enough caviar', is the economy's). */
export const WORLDS_ERRORS = {
  SNOW_WORLD_CLOSED: {
    ru: 'Этот снежный мир откроется на более высоком уровне',
    en: 'This snow world opens at a higher level',
  },
  SNOW_WORLD_LOCKED: {
    ru: 'Снежный мир закрыт: возьмите акцию «Пропуск в снежный мир» или вступите в клан со Снежным миром',
    en: 'The snow world is locked: take the Snow world pass campaign or join a clan with a Snow world',
  },
  SNOW_WORLD_RESTING: {
    ru: 'В снежный мир можно вернуться через 6 часов после прошлого похода',
    en: 'You can return to the snow world 6 hours after your last visit',
  },
  ALREADY_IN_WORLD: {
    ru: 'Сначала вернитесь на дорогу',
    en: 'Return to the road first',
  },
  PLACE_TOO_FAR: {
    ru: 'Подойдите к этому месту поближе',
    en: 'Walk up to this place first',
  },
  PORTAL_DISCOUNT_NOT_CHOSEN: {
    ru: 'Сначала выберите скидку дня',
    en: "Choose the day's discount first",
  },
  PORTAL_DISCOUNT_USED: {
    ru: 'Скидку дня вы уже использовали: завтра будет новая',
    en: "You have used the day's discount: a new one comes tomorrow",
  },
  PORTAL_GOOD_UNKNOWN: { ru: 'Такого товара в лавке нет', en: 'The shop has no such item' },
} as const satisfies Record<string, LocalText>;

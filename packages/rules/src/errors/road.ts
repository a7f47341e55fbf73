import type { LocalText } from '../i18n/lang.js';

/** The road: places, stairs, markers and the daily reward. */
export const ROAD_ERRORS = {
  // Road and progression
  PLACE_USED: { ru: 'Это место уже пройдено', en: 'This place is already done' },
  PLACE_NOT_FIGHT: { ru: 'Здесь не с кем сражаться', en: 'There is no one to fight here' },
  PLACE_OUT_OF_REACH: { ru: 'Сначала дойдите до этого места', en: 'Reach this place first' },
  STAIR_LOCKED: { ru: 'Откроется на более высокой ступени', en: 'Opens on a higher stair' },
  // Road and battles, as the server applies them
  PLACE_GUARDED: {
    ru: 'Это место охраняют: сначала победите стражу',
    en: 'This place is guarded: defeat the guards first',
  },
  PLACE_WRONG_TYPE: { ru: 'Здесь так нельзя', en: 'That cannot be done here' },
  PLACE_EMPTY: {
    ru: 'Здесь пока ничего нет, загляните позже',
    en: 'Nothing here yet, come back later',
  },
  EVERYDAY_TAKEN: {
    ru: 'Сегодняшняя награда уже получена',
    en: "Today's reward has already been taken",
  },
  MARKER_LIMIT: { ru: 'Слишком много отметок', en: 'Too many markers' },
  NOT_ON_SIDE_ROAD: { ru: 'Вы и так на главной дороге', en: 'You are already on the main road' },
  SIDE_ROAD_LEFT: {
    ru: 'Вы уже ушли с этой дороги',
    en: 'You have already left that road',
  },
} as const satisfies Record<string, LocalText>;

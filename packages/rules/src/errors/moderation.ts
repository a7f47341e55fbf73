import type { LocalText } from '../i18n/lang.js';

/** The moderator panel: bans, login as, levels, reports (issue 17). */
export const MODERATION_ERRORS = {
  GAME_BANNED: {
    ru: 'Вход в игру закрыт: аккаунт заблокирован модератором. Подробности в поддержке',
    en: 'You cannot enter the game: a moderator has banned this account. Ask support for details',
  },
  BAN_NOT_ACTIVE: {
    ru: 'У игрока нет действующего бана такого вида',
    en: 'The player has no active ban of this kind',
  },
  STAFF_REASON_REQUIRED: {
    ru: 'Укажите причину: от 3 символов',
    en: 'Give a reason of at least 3 characters',
  },
  STAFF_TARGET_PROTECTED: {
    ru: 'Нельзя наказывать сотрудника вашего уровня или выше',
    en: 'You cannot act on staff of your own level or above',
  },
  ACCESS_SELF: {
    ru: 'Нельзя менять свой собственный уровень',
    en: 'You cannot change your own level',
  },
  ACCESS_ABOVE_OWN: {
    ru: 'Нельзя выдать уровень выше собственного',
    en: 'You cannot grant a level above your own',
  },
  ACCESS_TARGET_NOT_BELOW: {
    ru: 'Уровень этого игрока может менять только старший по уровню',
    en: "Only someone above this player's level may change it",
  },
  ACCESS_UNCHANGED: { ru: 'У игрока уже этот уровень', en: 'The player already has this level' },
  ACCESS_GUEST: {
    ru: 'Гость без пароля не может получить уровень: сначала регистрация',
    en: 'A guest without a password cannot get a level: they must register first',
  },
  VIEW_NOT_ACTIVE: {
    ru: 'Вы сейчас не смотрите игру глазами другого игрока',
    en: 'You are not viewing the game as another player',
  },
  VIEW_OWN: { ru: 'Нельзя войти под самим собой', en: 'You cannot log in as yourself' },
  REPORT_SELF: { ru: 'Нельзя пожаловаться на самого себя', en: 'You cannot report yourself' },
  REPORT_TARGET_MISSING: {
    ru: 'Не найдено то, на что вы жалуетесь',
    en: 'What you are reporting was not found',
  },
  REPORT_DUPLICATE: {
    ru: 'Вы уже пожаловались на это, модераторы рассмотрят жалобу',
    en: 'You have already reported this; moderators will look at it',
  },
  REPORT_CLOSED: { ru: 'Жалоба уже рассмотрена', en: 'This report has already been handled' },
  REPORT_TAKEN: {
    ru: 'Жалобу уже взял другой модератор',
    en: 'Another moderator has already taken this report',
  },
  REPORT_ACTION_UNSUPPORTED: {
    ru: 'Это действие не подходит для такой жалобы',
    en: 'This action does not fit this kind of report',
  },
} as const satisfies Record<string, LocalText>;

import type { LocalText } from '../i18n/lang.js';

/** Clans (SPEC §8 and the refusals of the clan screen). */
export const CLANS_ERRORS = {
  CLAN_NOT_ENOUGH_FUNDS: {
    ru: 'У клана недостаточно средств',
    en: 'The clan does not have enough funds',
  },
  CLAN_FULL: {
    ru: 'В КЛАНЕ МАКСИМУМ УЧАСТНИКОВ',
    en: 'THE CLAN IS FULL. Increase the clan level to invite more people',
  },
  CLAN_LEVEL_REQUIRED: {
    ru: 'Клан доступен с 15 уровня',
    en: 'Clans open at level 15',
  },
  CLAN_NOT_FOUND: { ru: 'Клан не найден', en: 'Clan not found' },
  CLAN_NOT_MEMBER: { ru: 'Вы не состоите в клане', en: 'You are not in a clan' },
  CLAN_ALREADY_MEMBER: { ru: 'Вы уже состоите в клане', en: 'You are already in a clan' },
  CLAN_TARGET_NOT_MEMBER: {
    ru: 'Этот игрок не состоит в вашем клане',
    en: 'This player is not in your clan',
  },
  CLAN_TARGET_IN_CLAN: {
    ru: 'Этот игрок уже состоит в клане',
    en: 'This player is already in a clan',
  },
  CLAN_TARGET_LEVEL: {
    ru: 'Игроку нужен 15 уровень, чтобы вступить в клан',
    en: 'The player needs level 15 to join a clan',
  },
  CLAN_RANK_TOO_LOW: {
    ru: 'Ваше звание в клане не позволяет это сделать',
    en: 'Your clan rank does not allow this',
  },
  CLAN_NO_SUCH_STEP: {
    ru: 'Дальше это звание не меняется',
    en: 'This rank cannot change further that way',
  },
  CLAN_NOT_YOURSELF: {
    ru: 'Это нельзя сделать с самим собой',
    en: 'You cannot do this to yourself',
  },
  CLAN_NAME_TAKEN: { ru: 'Клан с таким названием уже есть', en: 'A clan with this name exists' },
  CLAN_NAME_SHORT: {
    ru: 'Название клана: не короче 3 символов',
    en: 'A clan name needs at least 3 characters',
  },
  CLAN_NAME_INVALID: {
    ru: 'В названии клана недопустимые символы',
    en: 'The clan name has characters that are not allowed',
  },
  CLAN_REJOIN_WAIT: {
    ru: 'Недавно вы покинули клан: вступить снова можно через 12 часов',
    en: 'You left a clan recently: you can join again 12 hours later',
  },
  CLAN_NO_INVITATION: {
    ru: 'Приглашения от этого клана нет',
    en: 'There is no invitation from this clan',
  },
  CLAN_NO_APPLICATION: {
    ru: 'Этот игрок не просился в ваш клан',
    en: 'This player has not applied to your clan',
  },
  CLAN_ALREADY_INVITED: {
    ru: 'Этот игрок уже приглашён',
    en: 'This player has been invited already',
  },
  CLAN_LEADER_MUST_RESIGN: {
    ru: 'Сначала передайте главенство: в клане есть другие участники',
    en: 'Hand over the leadership first: the clan has other members',
  },
  CLAN_NO_SUCCESSOR: {
    ru: 'Некому передать главенство',
    en: 'There is no one to hand the leadership to',
  },
  CLAN_DONATION_EMPTY: { ru: 'Укажите, что пожертвовать', en: 'Say what to donate' },
  CLAN_DONATION_AMOUNT: {
    ru: 'Пожертвование: целое число от 1, каждая валюта один раз',
    en: 'A donation is a whole number from 1, each currency once',
  },
  CLAN_BUILDING_MAX: {
    ru: 'Здание уже наивысшего уровня',
    en: 'The building is at its highest level',
  },
  CLAN_BUILDING_BUSY: {
    ru: 'Здание уже строится',
    en: 'The building is already being built',
  },
  CLAN_BUILDING_IDLE: {
    ru: 'Здание сейчас не строится',
    en: 'The building is not being built',
  },
  CLAN_THEME_UNKNOWN: { ru: 'Такой темы нет', en: 'There is no such theme' },
  CLAN_THEME_SAME: { ru: 'Эта тема уже выбрана', en: 'This theme is already chosen' },
  CLAN_NO_FACTORY: {
    ru: 'В клане нет фабрики шестерёнок',
    en: 'The clan has no gear factory',
  },
  CLAN_GIFT_NOT_READY: {
    ru: 'Подарок фабрики ещё не готов',
    en: 'The factory gift is not ready yet',
  },
  CLAN_HALL_LEVEL: {
    ru: 'Зал славы должен быть не ниже этого уровня',
    en: 'The hall of fame must be at least this level',
  },
  CLAN_RAID_CLOSED: {
    ru: 'Рейды откроются со Снежным миром',
    en: 'Raids open with the snow world',
  },
  CLAN_RAID_DIFFICULTY_CLOSED: {
    ru: 'Эту сложность открывает следующий уровень Снежного мира',
    en: 'A higher snow world level opens this difficulty',
  },
  CLAN_RAID_BUSY: {
    ru: 'Рейд уже идёт или клан отдыхает после рейда',
    en: 'A raid is running or the clan is resting after one',
  },
  CLAN_NO_RAID: { ru: 'Рейд не идёт', en: 'No raid is running' },
  CLAN_RAID_RESET_FOUGHT: {
    ru: 'Босс уже ранен: рейд можно только завершить',
    en: 'The boss is already wounded: the raid can only be ended',
  },
  CLAN_RAID_FIGHT_WAIT: {
    ru: 'С боссом можно сражаться раз в час',
    en: 'You can fight the boss once an hour',
  },
  CLAN_RAID_NO_SQUAD: {
    ru: 'Нужен хотя бы один герой в отряде',
    en: 'You need at least one hero in your squad',
  },
} as const satisfies Record<string, LocalText>;

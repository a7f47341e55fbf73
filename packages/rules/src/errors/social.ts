import type { LocalText } from '../i18n/lang.js';
import { TEXT_LIMITS } from '../text/limits.js';

/** Chat, mail and forum (SPEC §5, §8). */
export const SOCIAL_ERRORS = {
  CHAT_BANNED: {
    ru: 'Вы не можете писать в чат, возможная причина: бан чата',
    en: 'You cannot write to the chat, possible reason: chat ban',
  },
  CHAT_LEVEL_REQUIRED: {
    ru: 'Чтобы отправить сообщение нужен 10-й уровень!',
    en: 'You need level 10 to send a message!',
  },
  CHAT_CLAN_REQUIRED: {
    ru: 'Клановый чат доступен только участникам клана',
    en: 'The clan chat is for clan members only',
  },
  CHAT_RECIPIENT_REQUIRED: {
    ru: 'Выберите игрока, которому хотите написать',
    en: 'Choose the player you want to write to',
  },
  CHAT_TOO_FAST: {
    ru: 'Не так быстро! Подождите секунду',
    en: 'Not so fast! Wait a second',
  },
  MESSAGE_TO_SELF: { ru: 'Нельзя написать самому себе', en: 'You cannot write to yourself' },
  PLAYER_NOT_FOUND: { ru: 'Игрок не найден', en: 'Player not found' },
  BLACKLISTED: {
    ru: 'Игрок добавил вас в чёрный список и не принимает ваши сообщения',
    en: 'This player has blacklisted you and does not accept your messages',
  },
  BLOCK_SELF: {
    ru: 'Нельзя добавить в чёрный список самого себя',
    en: 'You cannot blacklist yourself',
  },
  MAIL_REGISTER_FIRST: {
    ru: 'Зарегистрируйтесь, чтобы писать игрокам; в поддержку можно писать и так',
    en: 'Register to write to players; you can write to support as you are',
  },
  FORUM_LEVEL_REQUIRED: {
    ru: 'Чтобы писать на форуме нужен 10-й уровень!',
    en: 'You need level 10 to write on the forum!',
  },
  FORUM_BLOCKED: {
    ru: 'Вы не можете писать на форуме, возможная причина: блокировка форума',
    en: 'You cannot write on the forum, possible reason: forum block',
  },
  FORUM_CLAN_REQUIRED: {
    ru: 'Закрытые темы клана доступны только его участникам',
    en: "A clan's private topics are for its members only",
  },
  FORUM_TITLE_EMPTY: { ru: 'Надо ввести название темы!', en: 'You have to enter a topic title!' },
  FORUM_TITLE_TOO_LONG: {
    ru: `Название темы слишком длинное: не больше ${TEXT_LIMITS.topicTitle} символов`,
    en: `The topic title is too long: at most ${TEXT_LIMITS.topicTitle} characters`,
  },
  FORUM_TAG_INVALID: {
    ru: 'Тег может содержать только буквы, цифры, дефис и подчёркивание, до 20 символов',
    en: 'A tag may hold only letters, digits, hyphens and underscores, up to 20 characters',
  },
  FORUM_TOO_MANY_TAGS: { ru: 'Не больше 5 тегов у темы', en: 'At most 5 tags per topic' },
  FORUM_NOT_AUTHOR: {
    ru: 'Удалять можно только свои сообщения',
    en: 'You can remove only your own posts',
  },
  SEARCH_TOO_SHORT: {
    ru: 'Для поиска введите хотя бы 2 символа',
    en: 'Enter at least 2 characters to search',
  },
} as const satisfies Record<string, LocalText>;

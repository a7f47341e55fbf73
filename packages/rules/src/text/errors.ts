import type { Lang, LocalText } from '../i18n/lang.js';
import { TEXT_LIMITS } from './limits.js';

/**
 * Every error a player can see, by code, with its RU and EN text. Texts quoted in SPEC §5 and §8
 * are kept word for word; the rest were written for this game. The server answers
 * `{ code, message }` with the message in the player's language; the client shows the same table.
 */
export const ERROR_MESSAGES = {
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
    ru: 'УПС! ИГРА НЕДОСТУПНА. СКОРЕЕ ВСЕГО ИДЕТ ОБНОВЛЕНИЕ',
    en: 'OOPS! THE GAME IS UNAVAILABLE. MOST LIKELY AN UPDATE IS UNDER WAY',
  },
  // SPEC §5 / §8: text
  TEXT_EMPTY: { ru: 'Текст не может быть пустым', en: 'The text must not be empty' },
  TEXT_TOO_LONG: { ru: 'Слишком длинный текст', en: 'The text is too long' },
  VALUE_INVALID: { ru: 'Недопустимое значение', en: 'Invalid value' },
  // SPEC §8: shortages and other catalogue messages
  NOT_ENOUGH_RESOURCES: { ru: 'Недостаточно ресурсов', en: 'Not enough resources' },
  NOT_ENOUGH_TICKETS: { ru: 'Недостаточно билетов', en: 'Not enough tickets' },
  NOT_ENOUGH_GEMS: { ru: 'Недостаточно изумрудов', en: 'Not enough gems!' },
  NOT_ENOUGH_TOKENS: { ru: 'Не хватает токенов!', en: 'Not enough tokens!' },
  NOT_ENOUGH_AMETHYSTS: { ru: 'Не хватает аметистов', en: 'Not enough amethysts' },
  NOT_ENOUGH_FUNDS: { ru: 'Недостаточно средств для покупки', en: 'Not enough funds to buy' },
  NOT_ENOUGH_CAVIAR: { ru: 'Недостаточно икры', en: 'Not enough caviar' },
  NOT_ENOUGH_FACTION_POINTS: { ru: 'Недостаточно очков фракции', en: 'Not enough faction points' },
  CLAN_NOT_ENOUGH_FUNDS: {
    ru: 'У клана недостаточно средств',
    en: 'The clan does not have enough funds',
  },
  CLAN_FULL: {
    ru: 'В КЛАНЕ МАКСИМУМ УЧАСТНИКОВ',
    en: 'THE CLAN IS FULL. Increase the clan level to invite more people',
  },
  ALL_SLOTS_TAKEN: { ru: 'ВСЕ СЛОТЫ ЗАНЯТЫ', en: 'ALL SLOTS ARE TAKEN' },
  NO_ARTIFACT_SPACE: { ru: 'Нет места для артефакта', en: 'No free space for artifact' },
  SLOT_NOT_AVAILABLE: { ru: 'Этот слот пока недоступен', en: 'This slot is not available yet' },
  ONLY_DEAD_TARGET: {
    ru: 'Можно применить только на мертвых существах',
    en: 'Can be used only on dead creatures',
  },
  FULLY_HEALTHY: { ru: 'Персонаж полностью здоров', en: 'The character is fully healthy' },
  TUTORIAL_FIRST: { ru: 'Сначала завершим обучение', en: "Let's finish the tutorial first" },
  ARENA_NOT_OPEN: { ru: 'Арена еще не открылась', en: 'The arena has not opened yet' },
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
  PROMO_ALREADY_USED: {
    ru: 'Вы уже воспользовались акцией',
    en: 'You have already used this offer',
  },
  HINT_UNAVAILABLE: { ru: 'Нельзя использовать подсказку', en: 'Cannot use hint' },
  NO_SUITABLE_HEROES: { ru: 'Нет подходящих героев', en: 'No suitable heroes' },
  // Battles
  BATTLE_NOT_IN_PROGRESS: { ru: 'Бой уже завершён', en: 'The battle is already over' },
  NOT_YOUR_TURN: { ru: 'Сейчас ходит противник', en: 'It is not your turn' },
  CREATURE_CANNOT_ACT: {
    ru: 'Это существо не может сейчас ходить',
    en: 'This creature cannot act now',
  },
  CREATURE_ALREADY_ACTED: {
    ru: 'Это существо уже ходило в этом круге',
    en: 'This creature has already acted this round',
  },
  TARGET_INVALID: { ru: 'Эту цель выбрать нельзя', en: 'This target cannot be chosen' },
  SQUAD_EMPTY: {
    ru: 'В отряде нет живых героев: восстановите им здоровье',
    en: 'No living heroes in the squad: restore their health',
  },
  SQUAD_TOO_BIG: { ru: 'В отряде не больше 6 существ', en: 'A squad holds at most 6 creatures' },
  CONSUMABLE_MISSING: { ru: 'У вас нет этого предмета', en: 'You do not have this item' },
  CONSUMABLE_NOT_IN_BATTLE: {
    ru: 'Этот предмет нельзя применить в бою',
    en: 'This item cannot be used in battle',
  },
  CONSUMABLE_ALREADY_USED: {
    ru: 'В этот ход предмет уже применён',
    en: 'An item has already been used this turn',
  },
  WARD_NOT_SET: {
    ru: 'На этом существе нет такого предмета',
    en: 'This creature does not wear that item',
  },
  // Road and progression
  PLACE_USED: { ru: 'Это место уже пройдено', en: 'This place is already done' },
  PLACE_NOT_FIGHT: { ru: 'Здесь не с кем сражаться', en: 'There is no one to fight here' },
  PLACE_OUT_OF_REACH: { ru: 'Сначала дойдите до этого места', en: 'Reach this place first' },
  STAIR_LOCKED: { ru: 'Откроется на более высокой ступени', en: 'Opens on a higher stair' },
  HERO_MAX_LEVEL: {
    ru: 'Герой достиг предела уровня: поднимите уровень игрока',
    en: 'The hero has reached the level cap: raise your player level',
  },
  HERO_ALREADY_OWNED: { ru: 'Этот герой уже в вашем отряде', en: 'You already have this hero' },
  FORCE_LOCKED: {
    ru: 'Сначала поднимите ранг героя',
    en: "Raise the hero's rank first",
  },
  VERSION_OUTDATED: {
    ru: 'Версия приложения устарела, обновите его через магазин',
    en: 'Your app version is outdated, update through the store',
  },
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
  BATTLE_IN_PROGRESS: { ru: 'Сначала закончите бой', en: 'Finish your battle first' },
  NO_BATTLE: { ru: 'Сейчас нет боя', en: 'There is no battle now' },
  BATTLE_NOT_FINISHED: { ru: 'Бой ещё идёт', en: 'The battle is still going on' },
  HERO_ALREADY_CHOSEN: {
    ru: 'Первый герой уже выбран',
    en: 'The first hero has already been chosen',
  },
  HERO_NEEDED: { ru: 'Сначала выберите героя', en: 'Choose a hero first' },
  CREATURE_NOT_FOUND: { ru: 'Такого героя у вас нет', en: 'You have no such hero' },
  SQUAD_FULL: {
    ru: 'В отряде нет свободного места: поднимите уровень или уберите героя',
    en: 'The squad is full: gain a level or take a hero out',
  },
  SQUAD_LAST_HERO: {
    ru: 'В отряде должен остаться хотя бы один герой',
    en: 'At least one hero must stay in the squad',
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
  ARTIFACT_NOT_IN_BACKPACK: {
    ru: 'Этого артефакта нет в рюкзаке',
    en: 'This artifact is not in the backpack',
  },
  OPPONENT_NOT_FOUND: { ru: 'Соперник не найден', en: 'Opponent not found' },
} as const satisfies Record<string, LocalText>;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export const ERROR_CODES = Object.keys(ERROR_MESSAGES) as ErrorCode[];

export function errorMessage(code: ErrorCode, lang: Lang): string {
  const text = ERROR_MESSAGES[code];
  return lang === 'RU' ? text.ru : text.en;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_MESSAGES, value);
}

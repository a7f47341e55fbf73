import type { LocalText } from '../i18n/lang.js';

/** Upgrade timers, forces, hammers, the forge and the shops of heroes and goods. */
export const PROGRESSION_ERRORS = {
  ARTIFACT_RANGE_INVALID: {
    ru: 'Диапазон ступеней задан наоборот: начало больше конца',
    en: 'The stair range is reversed: its start is above its end',
  },
  TIMER_NOT_FOUND: { ru: 'Такого ожидания нет', en: 'There is no such wait' },
  TIMER_ALREADY_RUNNING: {
    ru: 'Это улучшение уже идёт',
    en: 'This upgrade is already under way',
  },
  FORCE_UPGRADES_BUSY: {
    ru: 'Все молоты заняты: дождитесь улучшения или купите волшебный молот',
    en: 'Every hammer is busy: wait for an upgrade or buy a magic hammer',
  },
  OFFER_GONE: {
    ru: 'Это предложение больше не действует',
    en: 'This offer is no longer available',
  },
  OFFER_NOT_NEEDED: {
    ru: 'Этот слот вам уже не нужен: предложение снято',
    en: 'You no longer need this slot: the offer is withdrawn',
  },
  HAMMERS_MAX: {
    ru: 'Больше волшебных молотов купить нельзя',
    en: 'You cannot buy any more magic hammers',
  },
  FORCE_MAX_LEVEL: {
    ru: 'Эта сила уже на пределе ранга героя',
    en: "This force is already at the hero's rank limit",
  },
  FORCE_FIXED_RANK: {
    ru: 'Этот герой знает все силы сразу и не учит их по одной',
    en: 'This hero knows every force at once and does not learn them one by one',
  },
  NO_SUCH_FORCE: { ru: 'Такой силы нет', en: 'There is no such force' },
  FORGE_ONLY_ARTIFACTS: {
    ru: 'Перековать можно только артефакт, не амулет',
    en: 'Only an artifact can be reforged, not an amulet',
  },
  ITEM_MAX_LEVEL: { ru: 'Предмет уже на высшем уровне', en: 'The item is at its highest level' },
  ITEM_DOES_NOT_GROW: {
    ru: 'Этот предмет не растёт с уровнем: кузница ничего ему не прибавит',
    en: 'This item does not grow with its level: the smithy would add nothing',
  },
  ITEM_WORN: {
    ru: 'Сначала снимите артефакт с героя',
    en: 'Take the artifact off the hero first',
  },
  MELT_ONLY_AMULETS: {
    ru: 'В аметисты переплавляются только амулеты; артефакты идут в кузницу',
    en: 'Only amulets melt into amethysts; artifacts go to the forge',
  },
  BOOSTER_RUNNING: {
    ru: 'Такой усилитель уже действует: замените его или продлите',
    en: 'A booster is already running there: replace it or prolong it',
  },
  BOOSTER_PROLONG_OTHER: {
    ru: 'Продлить можно только тот же усилитель; другой может лишь заменить его',
    en: 'Only the same booster can be prolonged; another one can only replace it',
  },
  BOOSTER_NOT_IN_INBOX: {
    ru: 'Такого усилителя нет среди подарков',
    en: 'There is no such booster in your inbox',
  },
  SETUP_TOO_LARGE: {
    ru: 'В набор на бой входит не больше шести видов эликсиров и свитков',
    en: 'A battle setup holds at most six kinds of elixirs and scrolls',
  },
  DEAL_NOT_TODAY: { ru: 'Эта скидка уже закончилась', en: 'This deal is over' },
  DEAL_SOLD_OUT: {
    ru: 'Товар дня на сегодня распродан',
    en: "Today's deal is sold out",
  },
  CARD_NOT_OWNED: { ru: 'У вас нет такой карты', en: 'You have no such card' },
  GROUP_TOO_LARGE: {
    ru: 'За раз можно улучшить не больше шести героев',
    en: 'At most six heroes can be upgraded at once',
  },
} as const satisfies Readonly<Record<string, LocalText>>;

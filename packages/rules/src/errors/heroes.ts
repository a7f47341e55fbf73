import type { LocalText } from '../i18n/lang.js';

/** Heroes, squads, artifacts and health. */
export const HEROES_ERRORS = {
  ALL_SLOTS_TAKEN: { ru: 'ВСЕ СЛОТЫ ЗАНЯТЫ', en: 'ALL SLOTS ARE TAKEN' },
  NO_ARTIFACT_SPACE: { ru: 'Нет места для артефакта', en: 'No free space for artifact' },
  SLOT_NOT_AVAILABLE: { ru: 'Этот слот пока недоступен', en: 'This slot is not available yet' },
  ONLY_DEAD_TARGET: {
    ru: 'Можно применить только на мертвых существах',
    en: 'Can be used only on dead creatures',
  },
  FULLY_HEALTHY: { ru: 'Персонаж полностью здоров', en: 'The character is fully healthy' },
  NO_SUITABLE_HEROES: { ru: 'Нет подходящих героев', en: 'No suitable heroes' },
  HERO_MAX_LEVEL: {
    ru: 'Герой достиг предела уровня: поднимите уровень игрока',
    en: 'The hero has reached the level cap: raise your player level',
  },
  SQUAD_MAX_LEVEL: {
    ru: 'Все герои отряда достигли предела уровня: поднимите уровень игрока',
    en: 'Every hero in the squad has reached the level cap: raise your player level',
  },
  HERO_ALREADY_OWNED: { ru: 'Этот герой уже в вашем отряде', en: 'You already have this hero' },
  FORCE_LOCKED: {
    ru: 'Сначала поднимите ранг героя',
    en: "Raise the hero's rank first",
  },
  HERO_ALREADY_CHOSEN: {
    ru: 'Первый герой уже выбран',
    en: 'The first hero has already been chosen',
  },
  HERO_EXCHANGE_LEVEL: {
    ru: 'Бесплатный обмен героя открывается с 10-го уровня',
    en: 'The free hero exchange opens at level 10',
  },
  HERO_EXCHANGE_NOT_STARTER: {
    ru: 'Обменять можно только героя, которого предлагали в начале пути',
    en: 'Only a hero offered at the start of the road can be exchanged',
  },
  HERO_EXCHANGE_USED: {
    ru: 'Бесплатный обмен героя уже использован',
    en: 'The free hero exchange has already been used',
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
  ARTIFACT_NOT_IN_BACKPACK: {
    ru: 'Этого артефакта нет в рюкзаке',
    en: 'This artifact is not in the backpack',
  },
} as const satisfies Record<string, LocalText>;

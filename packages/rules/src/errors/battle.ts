import type { LocalText } from '../i18n/lang.js';

/** Battles: commands the rules refuse and battles as the server runs them. */
export const BATTLE_ERRORS = {
  ARENA_NOT_OPEN: { ru: 'Арена еще не открылась', en: 'The arena has not opened yet' },
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
  TARGET_TAUNTED: {
    ru: 'Враг прикрыт стеной щитов: сначала бейте того, кто её держит',
    en: 'A shield wall covers that foe: strike the one holding it first',
  },
  ABILITY_NOT_READY: {
    ru: 'Умение ещё восстанавливается',
    en: 'The ability is still recovering',
  },
  NO_ABILITY: { ru: 'У этого существа нет умения', en: 'This creature has no ability' },
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
  BATTLE_IN_PROGRESS: { ru: 'Сначала закончите бой', en: 'Finish your battle first' },
  NO_BATTLE: { ru: 'Сейчас нет боя', en: 'There is no battle now' },
  BATTLE_NOT_FINISHED: { ru: 'Бой ещё идёт', en: 'The battle is still going on' },
  OPPONENT_NOT_FOUND: { ru: 'Соперник не найден', en: 'Opponent not found' },
  // Duels (MULTI battles)
  DUEL_NOT_FOUND: {
    ru: 'Поединок не найден: его уже приняли или отменили',
    en: 'Duel not found: someone took it or it was withdrawn',
  },
  DUEL_OWN: { ru: 'Нельзя принять свой же вызов', en: 'You cannot take up your own challenge' },
  DUEL_HOST_BUSY: {
    ru: 'Бросивший вызов сейчас в другом бою',
    en: 'The challenger is in another battle right now',
  },
  DUEL_LEVEL: { ru: 'Поединки открываются с 8-го уровня', en: 'Duels open at level 8' },
} as const satisfies Record<string, LocalText>;

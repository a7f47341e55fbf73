import type { LocalText } from '../i18n/lang.js';
import { HOUR_MS } from '../time/units.js';

/** What a new clan costs its founder (taken from the founder's wallet). */
export const CLAN_CREATION_PRICE = { GOLD: 5000 } as const;

/** Buildings of SPEC §4, each with levels 1…`CLAN_BUILDING_MAX_LEVEL`. */
export const CLAN_BUILDING_TYPES = [
  'EXPERIENCE',
  'CLAN_SHIELD',
  'SNOW_WORLD',
  'GEAR_FACTORY',
  'HALL_OF_FAME',
] as const;
export type ClanBuildingType = (typeof CLAN_BUILDING_TYPES)[number];
export const CLAN_BUILDING_STATES = ['NORMAL', 'PROCESSING'] as const;
export type ClanBuildingState = (typeof CLAN_BUILDING_STATES)[number];

export const CLAN_BUILDING_MAX_LEVEL = 5;

export interface ClanBuildingDef {
  readonly type: ClanBuildingType;
  readonly name: LocalText;
  /** What each level gives, said once for the clan screen. */
  readonly effect: LocalText;
  /** Gold of level L = gold × L². */
  readonly gold: number;
  /** Blue crystals of level L = blueCrystal × L. */
  readonly blueCrystal: number;
}

export const CLAN_BUILDINGS: Readonly<Record<ClanBuildingType, ClanBuildingDef>> = {
  EXPERIENCE: {
    type: 'EXPERIENCE',
    name: { ru: 'Зал опыта', en: 'Hall of experience' },
    effect: {
      ru: 'За уровень: +3% опыта участникам за победы и +10% золота за бой с боссом рейда',
      en: 'Per level: +3% experience from members’ victories and +10% gold from raid boss fights',
    },
    gold: 10_000,
    blueCrystal: 40,
  },
  CLAN_SHIELD: {
    type: 'CLAN_SHIELD',
    name: { ru: 'Щит клана', en: 'Clan shield' },
    effect: {
      ru: 'За уровень: участники теряют на 10% меньше золота при поражении, +10% урона по боссу рейда',
      en: 'Per level: members lose 10% less gold in defeat, +10% damage to the raid boss',
    },
    gold: 15_000,
    blueCrystal: 60,
  },
  SNOW_WORLD: {
    type: 'SNOW_WORLD',
    name: { ru: 'Снежный мир', en: 'Snow world' },
    effect: {
      ru: 'Открывает участникам снежный мир и рейды; уровни 2, 3 и 4 открывают обычную, трудную и невероятную сложность рейда',
      en: 'Opens the snow world to members, and raids; levels 2, 3 and 4 open normal, hard and extreme raid difficulty',
    },
    gold: 20_000,
    blueCrystal: 80,
  },
  GEAR_FACTORY: {
    type: 'GEAR_FACTORY',
    name: { ru: 'Фабрика шестерёнок', en: 'Gear factory' },
    effect: {
      ru: 'Подарок фабрики каждому участнику раз в 24 часа, больше с каждым уровнем',
      en: 'A factory gift for each member every 24 hours, larger with each level',
    },
    gold: 12_000,
    blueCrystal: 50,
  },
  HALL_OF_FAME: {
    type: 'HALL_OF_FAME',
    name: { ru: 'Зал славы', en: 'Hall of fame' },
    effect: {
      ru: 'Силы клана до уровня зала',
      en: 'Clan forces up to the hall level',
    },
    gold: 25_000,
    blueCrystal: 100,
  },
};

/** How long raising a building to level L takes: 1 h, 4 h, 12 h, 24 h, 48 h. */
const BUILD_HOURS = [1, 4, 12, 24, 48] as const;

export interface ClanBudget {
  readonly gold: number;
  readonly gems: number;
  readonly redCrystal: number;
  readonly blueCrystal: number;
  readonly gears: number;
}
export type ClanBudgetField = keyof ClanBudget;
export const CLAN_BUDGET_FIELDS: readonly ClanBudgetField[] = [
  'gold',
  'gems',
  'redCrystal',
  'blueCrystal',
  'gears',
];
export const EMPTY_BUDGET: ClanBudget = {
  gold: 0,
  gems: 0,
  redCrystal: 0,
  blueCrystal: 0,
  gears: 0,
};

/** The budget price of raising `type` to `level`. */
export function buildingPrice(type: ClanBuildingType, level: number): Partial<ClanBudget> {
  const def = CLAN_BUILDINGS[type];
  return { gold: def.gold * level * level, blueCrystal: def.blueCrystal * level };
}

export function buildingDurationMs(level: number): number {
  const hours = BUILD_HOURS[Math.min(Math.max(level, 1), BUILD_HOURS.length) - 1]!;
  return hours * HOUR_MS;
}

/** A clan's level: 1 plus every level of its buildings (1 … 26). */
export function clanLevel(
  buildingLevels: Readonly<Partial<Record<ClanBuildingType, number>>>,
): number {
  let sum = 0;
  for (const t of CLAN_BUILDING_TYPES) sum += buildingLevels[t] ?? 0;
  return 1 + sum;
}

/** Members a clan of `level` holds: 10 at level 1, two more per level, 60 at level 26. */
export function memberCap(level: number): number {
  return 10 + 2 * (Math.max(1, level) - 1);
}

/** Themes (the clan screen's colours); a theme is its number. */
export const CLAN_THEMES = 8;
/** The first three theme changes are free, then each costs 250 emeralds of the budget (SPEC §9). */
export const FREE_THEME_CHANGES = 3;
export const THEME_CHANGE_GEMS = 250;

export function themePrice(changesMade: number): Partial<ClanBudget> {
  return changesMade < FREE_THEME_CHANGES ? {} : { gems: THEME_CHANGE_GEMS };
}

/** The about text a clan starts with and returns to on restore. */
export const DEFAULT_CLAN_ABOUT: LocalText = {
  ru: 'Мы идём по дороге вместе. Помогаем новичкам, строим клан и ходим в рейды.',
  en: 'We walk the road together. We help newcomers, build the clan and go on raids.',
};

/** Forces the hall of fame improves for the whole clan, each up to the hall's level. */
export const HALL_FORCES = ['ATTACK', 'DEFENCE', 'HEALTH'] as const;
export type HallForce = (typeof HALL_FORCES)[number];
export const HALL_FORCE_NAMES: Readonly<Record<HallForce, LocalText>> = {
  ATTACK: { ru: 'Атака клана', en: 'Clan attack' },
  DEFENCE: { ru: 'Защита клана', en: 'Clan defence' },
  HEALTH: { ru: 'Здоровье клана', en: 'Clan health' },
};
/** Each hall force level adds this share to the damage a raid fight counts (2%). */
export const HALL_FORCE_PER_LEVEL = 0.02;

/** The budget price of raising a hall force to `level`: gears 10 × L and gold 5,000 × L. */
export function hallForcePrice(level: number): Partial<ClanBudget> {
  return { gears: 10 * level, gold: 5000 * level };
}

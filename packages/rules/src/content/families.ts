import type { LocalText } from '../i18n/lang.js';
import type { Biome } from './biomes.js';
import { monsterDef, monstersOfBiome, type MonsterDef } from './monsters.js';

/**
 * A family of monsters: kin of one band that arrive on the road together. A band opens with one
 * family and adds the next every few stairs, so the first stairs are not all the same monster
 * and a player meets something new while still learning the game (docs/GAME_DESIGN.md).
 */
export interface MonsterFamily {
  readonly id: string;
  readonly biome: Biome;
  readonly name: LocalText;
  /** The first stair the family guards; from there on it stays in its band's squads. */
  readonly fromStair: number;
  readonly members: readonly string[];
}

function f(
  id: string,
  biome: Biome,
  fromStair: number,
  ru: string,
  en: string,
  members: readonly string[],
): MonsterFamily {
  return { id, biome, fromStair, name: { ru, en }, members };
}

export const MONSTER_FAMILIES: readonly MonsterFamily[] = [
  f('wolves', 'meadow', 1, 'Волки', 'Wolves', ['m_grey_wolf']),
  f('field_spirits', 'meadow', 2, 'Духи поля', 'Field spirits', ['m_polevik', 'm_poludnitsa']),
  f('house_spirits', 'meadow', 3, 'Духи двора', 'Yard spirits', ['m_domovoi', 'm_ovinnik']),
  f('tricksters', 'meadow', 4, 'Обманщики', 'Tricksters', ['m_swan_goose', 'm_shishiga', 'm_mimic']),
  f('forest_folk', 'birch', 5, 'Лесной народ', 'Forest folk', ['m_leshy', 'm_rogue_bear']),
  f('shapeshifters', 'birch', 7, 'Оборотни и берегини', 'Turncoats and shore-maidens', ['m_volkolak', 'm_bereginya']),
  f('water_maidens', 'birch', 9, 'Речные девы', 'River maidens', ['m_rusalka']),
  f('idols', 'birch', 12, 'Идолы', 'Idols', ['m_idol']),
  f('drowned', 'marsh', 15, 'Утопленники', 'The drowned', ['m_vodyanoy', 'm_draugr']),
  f('night_folk', 'marsh', 18, 'Ночные', 'Night folk', ['m_nochnitsa', 'm_gorgon_ghost']),
  f('bog_kin', 'marsh', 21, 'Болотная родня', 'Bog kin', ['m_kikimora', 'm_bog_lurker']),
  f('lizards', 'marsh', 24, 'Ящеры', 'Lizards', ['m_bog_lizard']),
  f('giants', 'mountains', 40, 'Великаны гор', 'Mountain giants', ['m_mountain_troll', 'm_likho']),
  f('stone_kin', 'mountains', 44, 'Каменные', 'Stone kin', ['m_stone_golem', 'm_living_cliff']),
  f('dvergar', 'mountains', 48, 'Цверги', 'Dvergar', ['m_dvergr']),
  f('manticores', 'mountains', 52, 'Мантикоры', 'Manticores', ['m_griffin']),
  f('frost_giants', 'snow', 100, 'Инеистые', 'Frost giants', ['m_hrimthurs', 'm_fenrir_whelp']),
  f('ice_spirits', 'snow', 105, 'Духи льда', 'Ice spirits', ['m_ice_wraith', 'm_snow_witch']),
  f('riddlers', 'snow', 110, 'Загадочники', 'Riddlers', ['m_riddler']),
  f('fire_kin', 'ash', 500, 'Огненные', 'Fire kin', ['m_ifrit', 'm_muspel_giant', 'm_ash_imp']),
  f('renegades', 'ash', 510, 'Отступники', 'Renegades', ['m_renegade_mage', 'm_instigator', 'm_desert_martyr', 'm_dragon_rider']),
  f('nav', 'abyss', 3000, 'Навь', 'Nav', ['m_chaos_spawn', 'm_marena', 'm_lost_soul', 'm_hollow']),
  f('masks', 'abyss', 3010, 'Безликие', 'The masked', ['m_faceless', 'm_vampire_lord']),
]; // prettier-ignore

/** A family just arrived stays the newcomer for this many stairs. */
export const NEWCOMER_STAIRS = 2;

export interface MonsterPool {
  /** The band's ordinary monsters a squad on this stair draws from. */
  readonly common: readonly MonsterDef[];
  /** The family that arrived on this stair or just before: a squad here shows one of them. */
  readonly newcomers: readonly MonsterDef[];
}

function members(family: MonsterFamily): MonsterDef[] {
  return family.members.map(monsterDef).filter((m): m is MonsterDef => m !== undefined);
}

/**
 * The ordinary monsters a squad of `biome` draws from on `stair`: the families that have arrived
 * by then. A biome met away from its band (the snow world on any stair) has all its families.
 */
export function monsterPool(biome: Biome, stair: number): MonsterPool {
  const families = MONSTER_FAMILIES.filter((x) => x.biome === biome);
  const arrived = families.filter((x) => x.fromStair <= stair);
  if (arrived.length === 0) return { common: monstersOfBiome(biome, false), newcomers: [] };
  const newest = arrived.reduce((a, b) => (b.fromStair > a.fromStair ? b : a));
  const fresh = stair - newest.fromStair < NEWCOMER_STAIRS && arrived.length > 1;
  return { common: arrived.flatMap(members), newcomers: fresh ? members(newest) : [] };
}

/** The stairs on which a new family first meets the player, in order. */
export function familyArrivals(): readonly number[] {
  return [...new Set(MONSTER_FAMILIES.map((x) => x.fromStair))].sort((a, b) => a - b);
}

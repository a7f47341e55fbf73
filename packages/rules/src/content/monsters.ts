import type { Gender } from './heroes.js';
import type { LocalText } from '../i18n/lang.js';
import type { Biome } from './biomes.js';
import type { WarriorClass } from './warrior-classes.js';

export interface MonsterDef {
  readonly id: string;
  readonly name: LocalText;
  readonly warriorClass: WarriorClass;
  readonly biome: Biome;
  /** Multipliers on the stair's base monster (1 = ordinary). */
  readonly attack: number;
  readonly defence: number;
  readonly health: number;
  readonly poison?: number;
  readonly immortality?: number;
  /** Leads a stair's gate squad. */
  readonly boss?: boolean;
  /** The grammatical gender of the Russian name ("Кикимора пала", "Гуси-лебеди пали"). */
  readonly gender: Gender;
}

/** Monsters whose Russian names are not masculine. */
const MONSTER_GENDERS: Readonly<Record<string, Gender>> = {
  m_swan_goose: 'plural', m_poludnitsa: 'female', m_shishiga: 'female', m_rusalka: 'female',
  m_bereginya: 'female', m_kikimora: 'female', m_nochnitsa: 'female', m_gorgon_ghost: 'female',
  m_likho: 'neuter', m_living_cliff: 'female', m_snow_witch: 'female', m_chaos_spawn: 'neuter',
  m_marena: 'female', m_lost_soul: 'female',
}; // prettier-ignore

/** A stair's ordinary monster before multipliers: level 1 values, scaled by stairScale. */
export const MONSTER_BASE = { attack: 24, defence: 12, health: 220 } as const;

type Extra = Partial<Pick<MonsterDef, 'poison' | 'immortality' | 'boss'>>;

function m(
  id: string,
  biome: Biome,
  warriorClass: WarriorClass,
  ru: string,
  en: string,
  stats: [number, number, number],
  extra: Extra = {},
): MonsterDef {
  return {
    id,
    name: { ru, en },
    gender: MONSTER_GENDERS[id] ?? 'male',
    warriorClass,
    biome,
    attack: stats[0],
    defence: stats[1],
    health: stats[2],
    ...extra,
  };
}

export const MONSTERS: readonly MonsterDef[] = [
  m('m_grey_wolf', 'meadow', 'beast', 'Серый волк', 'Grey Wolf', [1, 0.9, 0.9]),
  m('m_polevik', 'meadow', 'dryad', 'Полевик', 'Polevik', [0.9, 1, 1], { poison: 0.1 }),
  m('m_swan_goose', 'meadow', 'wind', 'Гуси-лебеди', 'Swan-Geese', [0.95, 0.9, 0.95]),
  m('m_domovoi', 'meadow', 'luck', 'Домовой-озорник', 'Mischievous Domovoi', [0.9, 1.1, 0.9]),
  m('m_mimic', 'meadow', 'chest', 'Сундук-обманка', 'Mimic Chest', [0.8, 1.4, 1.2]),
  m('m_ovinnik', 'meadow', 'fire', 'Овинник', 'Barn Spirit', [1.05, 0.85, 0.9]),
  m('m_poludnitsa', 'meadow', 'witch', 'Полудница', 'Noon Witch', [0.95, 0.95, 0.95], { poison: 0.1 }),
  m('m_shishiga', 'meadow', 'shadow', 'Шишига', 'Shishiga', [1.15, 0.85, 1]),
  m('m_solovei', 'meadow', 'human', 'Соловей-разбойник', 'Nightingale the Robber', [1.3, 1.1, 1.4], { boss: true }),
  m('m_leshy', 'birch', 'druid', 'Леший', 'Leshy', [1, 1.1, 1.1], { poison: 0.1 }),
  m('m_rogue_bear', 'birch', 'beast', 'Медведь-шатун', 'Rogue Bear', [1.15, 0.9, 1.1]),
  m('m_volkolak', 'birch', 'shadow', 'Волколак', 'Volkolak', [1.1, 0.9, 1]),
  m('m_rusalka', 'birch', 'sukkub', 'Русалка', 'Rusalka', [1, 0.9, 0.95]),
  m('m_bereginya', 'birch', 'life', 'Берегиня', 'Bereginya', [0.85, 1.1, 1.1]),
  m('m_idol', 'birch', 'totem', 'Древний идол', 'Ancient Idol', [0.8, 1.5, 1.3]),
  m('m_tugarin', 'birch', 'serpent', 'Тугарин Змеевич', 'Tugarin Zmeyevich', [1.3, 1.2, 1.4], { boss: true, poison: 0.1 }),
  m('m_kikimora', 'marsh', 'witch', 'Кикимора болотная', 'Marsh Kikimora', [1, 1, 1], { poison: 0.15 }),
  m('m_vodyanoy', 'marsh', 'serpent', 'Водяной', 'Vodyanoy', [1.05, 1.1, 1.1]),
  m('m_bog_lurker', 'marsh', 'poison', 'Болотник', 'Bog Lurker', [0.95, 1, 1], { poison: 0.2 }),
  m('m_nochnitsa', 'marsh', 'inkub', 'Ночница', 'Nochnitsa', [1.05, 0.9, 0.95]),
  m('m_draugr', 'marsh', 'necro', 'Драугр', 'Draugr', [1.1, 1, 1.05]),
  m('m_bog_lizard', 'marsh', 'lizard', 'Ящер топей', 'Bog Lizard', [1, 1.1, 1], { poison: 0.1 }),
  m('m_gorgon_ghost', 'marsh', 'gorgon', 'Каменная дева', 'Stone Maiden', [0.95, 1.2, 1]),
  m('m_bog_king', 'marsh', 'lord', 'Болотный царь', 'Bog King', [1.3, 1.2, 1.5], { boss: true }),
  m('m_mountain_troll', 'mountains', 'troll', 'Горный тролль', 'Mountain Troll', [1.1, 1.1, 1.2]),
  m('m_likho', 'mountains', 'cyclop', 'Лихо Одноглазое', 'One-eyed Likho', [1.2, 0.9, 1.1]),
  m('m_stone_golem', 'mountains', 'golem', 'Каменный голем', 'Stone Golem', [0.9, 1.4, 1.3]),
  m('m_dvergr', 'mountains', 'keeper', 'Цверг-кузнец', 'Dvergr Smith', [1, 1.2, 1]),
  m('m_living_cliff', 'mountains', 'wall', 'Живая скала', 'Living Cliff', [0.8, 1.6, 1.4]),
  m('m_griffin', 'mountains', 'manticore', 'Гриф-мантикора', 'Mountain Manticore', [1.1, 1, 1], { poison: 0.15 }),
  m('m_gorynych', 'mountains', 'dragon', 'Змей Горыныч', 'Zmey Gorynych', [1.4, 1.2, 1.5], { boss: true }),
  m('m_hrimthurs', 'snow', 'yotun', 'Хримтурс', 'Hrimthurs', [1.1, 1.2, 1.2]),
  m('m_ice_wraith', 'snow', 'gin', 'Ледяной дух', 'Ice Wraith', [1.05, 0.9, 0.9]),
  m('m_fenrir_whelp', 'snow', 'beast', 'Волчонок Фенрира', "Fenrir's Whelp", [1.2, 0.9, 1]),
  m('m_riddler', 'snow', 'sphinx', 'Загадочник ледяных врат', 'Riddler of the Ice Gate', [1, 1.2, 1]),
  m('m_snow_witch', 'snow', 'sorcerer', 'Снежная чародейка', 'Snow Sorceress', [1.1, 1, 0.95]),
  m('m_draugr_king', 'snow', 'lord', 'Конунг-драугр', 'Draugr King', [1.35, 1.25, 1.5], { boss: true, immortality: 1 }),
  m('m_ifrit', 'ash', 'ifrit', 'Ифрит', 'Ifrit', [1.15, 1, 1]),
  m('m_muspel_giant', 'ash', 'fire', 'Великан Муспельхейма', 'Giant of Muspelheim', [1.2, 1.1, 1.2]),
  m('m_ash_imp', 'ash', 'demon', 'Пепельный бес', 'Ash Imp', [1.1, 0.9, 0.9]),
  m('m_renegade_mage', 'ash', 'mag', 'Маг-отступник', 'Renegade Mage', [1.2, 0.9, 0.9]),
  m('m_instigator', 'ash', 'provokator', 'Подстрекатель', 'Instigator', [1, 1.2, 1.1]),
  m('m_desert_martyr', 'ash', 'martyr', 'Мученик пустоши', 'Martyr of the Waste', [1, 1, 1.2]),
  m('m_dragon_rider', 'ash', 'dragonslayer', 'Пепельный змееборец', 'Ash Dragonslayer', [1.2, 1, 1]),
  m('m_surt', 'ash', 'fire', 'Сурт', 'Surtr', [1.45, 1.2, 1.6], { boss: true }),
  m('m_chaos_spawn', 'abyss', 'chaos', 'Порождение Хаоса', 'Chaos Spawn', [1.2, 1, 1.1]),
  m('m_marena', 'abyss', 'death', 'Марена', 'Marena', [1.25, 1.1, 1.1]),
  m('m_faceless', 'abyss', 'faceless', 'Безликий', 'Faceless One', [1.1, 1.1, 1.1], { poison: 0.15 }),
  m('m_lost_soul', 'abyss', 'abyssoul', 'Заблудшая душа', 'Lost Soul', [1.1, 1, 1]),
  m('m_hollow', 'abyss', 'empty', 'Пустой из Нави', 'Hollow of Nav', [1, 1.2, 1.2]),
  m('m_vampire_lord', 'abyss', 'vampire', 'Упырь-владыка', 'Vampire Lord', [1.2, 1, 1.1]),
  m('m_nidhogg', 'abyss', 'serpent', 'Нидхёгг', 'Nidhogg', [1.5, 1.3, 1.7], { boss: true, poison: 0.2, immortality: 1 }),
]; // prettier-ignore

const MONSTER_BY_ID: ReadonlyMap<string, MonsterDef> = new Map(MONSTERS.map((x) => [x.id, x]));

export function monsterDef(id: string): MonsterDef | undefined {
  return MONSTER_BY_ID.get(id);
}

export function monstersOfBiome(biome: Biome, boss: boolean): readonly MonsterDef[] {
  return MONSTERS.filter((x) => x.biome === biome && (x.boss === true) === boss);
}

import type { LocalText } from '../i18n/lang.js';

/**
 * What a class does in battle beyond plain hits. A hero of the class has the trait at its base
 * strength; learning the class's force lends the trait to any hero (see forces.ts).
 */
export const TRAITS = ['BLOCK', 'HAMMER', 'FREEZE', 'FIRE', 'POISON', 'LIFESTEAL', 'NONE'] as const;
export type Trait = (typeof TRAITS)[number];

/** All 63 warrior classes of SPEC §3, in the spec's order. */
export const WARRIOR_CLASSES = [
  'beast', 'demon', 'dragon', 'gin', 'golem', 'human', 'lizard', 'elf', 'mag', 'necro',
  'serpent', 'troll', 'phoenix', 'asg_phoenix', 'warlock', 'titan', 'archititan', 'druid',
  'witch', 'shaman', 'dragonslayer', 'ifrit', 'life', 'death', 'chaos', 'wall', 'lord',
  'vampire', 'luck', 'berserk', 'wind', 'sorcerer', 'priestess', 'angel', 'archangel', 'yotun',
  'koschey', 'cyclop', 'poison', 'keeper', 'sphinx', 'norn', 'provokator', 'shadow', 'as',
  'manticore', 'sukkub', 'inkub', 'rider', 'nun', 'fire', 'gorgon', 'lightshadow', 'martyr',
  'dryad', 'abyssoul', 'faceless', 'babayaga', 'skuld', 'baltazar', 'sikji', 'chest', 'totem',
  'empty',
] as const; // prettier-ignore
export type WarriorClass = (typeof WARRIOR_CLASSES)[number];

export interface WarriorClassDef {
  readonly id: WarriorClass;
  readonly name: LocalText;
  readonly trait: Trait;
}

const c = (id: WarriorClass, ru: string, en: string, trait: Trait): WarriorClassDef => ({
  id,
  name: { ru, en },
  trait,
});

export const WARRIOR_CLASS_DEFS: Readonly<Record<WarriorClass, WarriorClassDef>> = {
  beast: c('beast', 'Зверь', 'Beast', 'HAMMER'),
  demon: c('demon', 'Демон', 'Demon', 'FIRE'),
  dragon: c('dragon', 'Дракон', 'Dragon', 'FIRE'),
  gin: c('gin', 'Джинн', 'Djinn', 'FREEZE'),
  golem: c('golem', 'Голем', 'Golem', 'BLOCK'),
  human: c('human', 'Человек', 'Human', 'BLOCK'),
  lizard: c('lizard', 'Ящер', 'Lizardfolk', 'POISON'),
  elf: c('elf', 'Альв', 'Elf', 'BLOCK'),
  mag: c('mag', 'Маг', 'Mage', 'FIRE'),
  necro: c('necro', 'Некромант', 'Necromancer', 'LIFESTEAL'),
  serpent: c('serpent', 'Змей', 'Serpent', 'POISON'),
  troll: c('troll', 'Тролль', 'Troll', 'HAMMER'),
  phoenix: c('phoenix', 'Феникс', 'Phoenix', 'FIRE'),
  asg_phoenix: c('asg_phoenix', 'Асгардский феникс', 'Asgardian Phoenix', 'FIRE'),
  warlock: c('warlock', 'Чернокнижник', 'Warlock', 'LIFESTEAL'),
  titan: c('titan', 'Титан', 'Titan', 'HAMMER'),
  archititan: c('archititan', 'Архититан', 'Archititan', 'HAMMER'),
  druid: c('druid', 'Волхв', 'Druid', 'POISON'),
  witch: c('witch', 'Ведьма', 'Witch', 'POISON'),
  shaman: c('shaman', 'Шаман', 'Shaman', 'FREEZE'),
  dragonslayer: c('dragonslayer', 'Змееборец', 'Dragonslayer', 'HAMMER'),
  ifrit: c('ifrit', 'Ифрит', 'Ifrit', 'FIRE'),
  life: c('life', 'Жизнь', 'Life', 'LIFESTEAL'),
  death: c('death', 'Смерть', 'Death', 'LIFESTEAL'),
  chaos: c('chaos', 'Хаос', 'Chaos', 'FIRE'),
  wall: c('wall', 'Стена', 'Wall', 'BLOCK'),
  lord: c('lord', 'Владыка', 'Lord', 'BLOCK'),
  vampire: c('vampire', 'Упырь', 'Vampire', 'LIFESTEAL'),
  luck: c('luck', 'Удача', 'Luck', 'HAMMER'),
  berserk: c('berserk', 'Берсерк', 'Berserker', 'HAMMER'),
  wind: c('wind', 'Ветер', 'Wind', 'FREEZE'),
  sorcerer: c('sorcerer', 'Чародей', 'Sorcerer', 'FREEZE'),
  priestess: c('priestess', 'Жрица', 'Priestess', 'LIFESTEAL'),
  angel: c('angel', 'Ангел', 'Angel', 'BLOCK'),
  archangel: c('archangel', 'Архангел', 'Archangel', 'BLOCK'),
  yotun: c('yotun', 'Ётун', 'Jotunn', 'FREEZE'),
  koschey: c('koschey', 'Кощей', 'Koschei', 'LIFESTEAL'),
  cyclop: c('cyclop', 'Циклоп', 'Cyclops', 'HAMMER'),
  poison: c('poison', 'Отрава', 'Venom', 'POISON'),
  keeper: c('keeper', 'Хранитель', 'Keeper', 'BLOCK'),
  sphinx: c('sphinx', 'Сфинкс', 'Sphinx', 'FREEZE'),
  norn: c('norn', 'Норна', 'Norn', 'FREEZE'),
  provokator: c('provokator', 'Подстрекатель', 'Provoker', 'BLOCK'),
  shadow: c('shadow', 'Тень', 'Shadow', 'POISON'),
  as: c('as', 'Ас', 'Aesir', 'HAMMER'),
  manticore: c('manticore', 'Мантикора', 'Manticore', 'POISON'),
  sukkub: c('sukkub', 'Суккуб', 'Succubus', 'LIFESTEAL'),
  inkub: c('inkub', 'Инкуб', 'Incubus', 'LIFESTEAL'),
  rider: c('rider', 'Всадник', 'Rider', 'HAMMER'),
  nun: c('nun', 'Монахиня', 'Nun', 'BLOCK'),
  fire: c('fire', 'Огонь', 'Fire', 'FIRE'),
  gorgon: c('gorgon', 'Горгона', 'Gorgon', 'FREEZE'),
  lightshadow: c('lightshadow', 'Светотень', 'Lightshadow', 'BLOCK'),
  martyr: c('martyr', 'Мученик', 'Martyr', 'LIFESTEAL'),
  dryad: c('dryad', 'Дриада', 'Dryad', 'POISON'),
  abyssoul: c('abyssoul', 'Душа Бездны', 'Abyss Soul', 'FIRE'),
  faceless: c('faceless', 'Безликий', 'Faceless', 'POISON'),
  babayaga: c('babayaga', 'Баба-Яга', 'Baba Yaga', 'FIRE'),
  skuld: c('skuld', 'Скульд', 'Skuld', 'FREEZE'),
  baltazar: c('baltazar', 'Бальтазар', 'Balthazar', 'FIRE'),
  sikji: c('sikji', 'Сикджи', 'Sikji', 'POISON'),
  chest: c('chest', 'Сундук', 'Chest', 'NONE'),
  totem: c('totem', 'Тотем', 'Totem', 'BLOCK'),
  empty: c('empty', 'Пустота', 'Void', 'NONE'),
};

/** The class an unknown name falls back to. */
export const FALLBACK_WARRIOR_CLASS: WarriorClass = 'empty';

export type RulesLogger = (message: string, detail?: Record<string, unknown>) => void;

const CLASS_SET: ReadonlySet<string> = new Set(WARRIOR_CLASSES);

export function isWarriorClass(value: unknown): value is WarriorClass {
  return typeof value === 'string' && CLASS_SET.has(value);
}

/**
 * Reads a class name from stored or wire data. An unknown name is reported through `log` with
 * the message SPEC §3 names ('Unknown warrior class') and becomes the fallback class.
 */
export function parseWarriorClass(value: string, log?: RulesLogger): WarriorClass {
  if (isWarriorClass(value)) return value;
  log?.('Unknown warrior class', { warriorClass: value });
  return FALLBACK_WARRIOR_CLASS;
}

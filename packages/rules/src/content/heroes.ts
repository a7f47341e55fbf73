import type { LocalText } from '../i18n/lang.js';
import { STAIR_GATES } from '../progression/gates.js';
import type { Amounts } from './currencies.js';
import type { WarriorClass } from './warrior-classes.js';

/** The hero shop's four tiers (SPEC §1) and the ark of premium heroes. */
export const HERO_TIERS = ['USUAL', 'LEGENDARY', 'MYTHICAL', 'SUPREME', 'ARK'] as const;
export type HeroTier = (typeof HERO_TIERS)[number];

/** Stair at which each shop tier opens: the SPEC §9 stair gates. */
export const TIER_UNLOCK_STAIR: Readonly<Record<HeroTier, number>> = {
  USUAL: 1,
  LEGENDARY: STAIR_GATES.legendHeroes,
  MYTHICAL: STAIR_GATES.mythHeroes,
  SUPREME: STAIR_GATES.topHeroes,
  ARK: 1,
};

export interface HeroDef {
  readonly id: string;
  readonly name: LocalText;
  readonly description: LocalText;
  readonly warriorClass: WarriorClass;
  readonly tier: HeroTier;
  readonly imageId: string;
  /** Stats at level 1, rank 1. */
  readonly attack: number;
  readonly defence: number;
  readonly health: number;
  /** Highest rank the hero can reach before ark bonuses. */
  readonly rankLimit: number;
  /** Heroes without rank upgrades hold this rank and learn every force at it. */
  readonly fixedRank?: number;
  /** POISON skill: share of attack dealt each turn to a poisoned target. */
  readonly poison?: number;
  /** IMMORTALITY skill: lethal hits survived per battle. */
  readonly immortality?: number;
  readonly price: Amounts;
  /** Shown at character selection as a first hero. */
  readonly starter?: boolean;
  /** Opens earlier than its tier (the nun waits at stair 3, SPEC §9). */
  readonly unlockStair?: number;
  /** The grammatical gender of the Russian name ("Марфа пала", "Добрыня пал"). */
  readonly gender: Gender;
}

/** Grammatical gender of a creature's name, an i18next context (`_male`, `_female`…). */
export type Gender = 'male' | 'female' | 'neuter' | 'plural';

/** The heroes whose Russian names are feminine; every other hero's is masculine. */
const FEMININE_HEROES = new Set([
  'hero_sigrlinn', 'hero_gudrid', 'hero_eupraxia', 'hero_marfa', 'hero_brynhild', 'hero_urd',
  'hero_firebird', 'hero_nukserra', 'hero_skuld', 'hero_yaga', 'vip_mara', 'vip_euryale',
  'vip_bloodtail',
]); // prettier-ignore

type Extra = Partial<
  Pick<HeroDef, 'fixedRank' | 'poison' | 'immortality' | 'starter' | 'unlockStair'>
>;

function h(
  id: string,
  tier: HeroTier,
  warriorClass: WarriorClass,
  name: [string, string],
  description: [string, string],
  stats: [number, number, number],
  rankLimit: number,
  price: Amounts,
  extra: Extra = {},
): HeroDef {
  const premium = tier === 'ARK';
  return {
    id,
    name: { ru: name[0], en: name[1] },
    description: { ru: description[0], en: description[1] },
    warriorClass,
    tier,
    // Ark heroes use the premium image naming of SPEC §5 (ending _ob or starting db3_).
    imageId: premium ? (rankLimit <= 20 ? `${id}_ob` : `db3_${id}`) : id,
    attack: stats[0],
    defence: stats[1],
    health: stats[2],
    rankLimit,
    price,
    gender: FEMININE_HEROES.has(id) ? 'female' : 'male',
    ...extra,
  };
}

export const HEROES: readonly HeroDef[] = [
  // Usual tier: bought for gold from the first stair.
  h('hero_dobrynya', 'USUAL', 'human', ['Добрыня Никитич', 'Dobrynya Nikitich'], ['Богатырь с тяжёлым щитом: держит удар лучше всех.', 'A bogatyr with a heavy shield who takes blows better than anyone.'], [11, 7, 130], 5, { GOLD: 60 }, { starter: true }),
  h('hero_velimir', 'USUAL', 'druid', ['Волхв Велимир', 'Velimir the Volkhv'], ['Старый волхв: его травы травят врага изнутри.', 'An old volkhv whose herbs poison a foe from within.'], [12, 5, 110], 5, { GOLD: 60 }, { starter: true, poison: 0.15 }),
  h('hero_halfdan', 'USUAL', 'berserk', ['Хальвдан Берсерк', 'Halfdan the Berserker'], ['Северянин в медвежьей шкуре: бьёт редко мимо и всегда больно.', 'A northman in a bearskin: he seldom misses and always hurts.'], [14, 4, 115], 5, { GOLD: 60 }, { starter: true }),
  h('hero_alyosha', 'USUAL', 'rider', ['Алёша Попович', 'Alyosha Popovich'], ['Младший из богатырей, лихой всадник.', 'The youngest bogatyr, a daring horseman.'], [13, 5, 120], 5, { GOLD: 400 }),
  h('hero_marfa', 'USUAL', 'witch', ['Ведунья Марфа', 'Marfa the Wise-woman'], ['Знает травы и заговоры лесной опушки.', 'Knows the herbs and charms of the forest edge.'], [12, 5, 105], 5, { GOLD: 600 }, { poison: 0.2 }),
  h('hero_sigrlinn', 'USUAL', 'elf', ['Альва Сигрлинн', 'Sigrlinn the Alf'], ['Светлая альва, ускользающая от ударов.', 'A light-elf who slips away from blows.'], [12, 6, 115], 5, { GOLD: 900 }),
  h('hero_gudrid', 'USUAL', 'shaman', ['Сейдкона Гудрид', 'Gudrid the Seidkona'], ['Поёт сейд, и враг застывает на месте.', 'She sings seidr and the foe stands still.'], [11, 5, 110], 5, { GOLD: 1200 }),
  h('hero_eupraxia', 'USUAL', 'nun', ['Сестра Евпраксия', 'Sister Eupraxia'], ['Монахиня с придорожной обители, крепкая в вере и в обороне.', 'A nun of the roadside cloister, firm in faith and in defence.'], [10, 8, 140], 5, { GOLD: 800 }, { unlockStair: 3 }),
  // Legendary tier: stair 30.
  h('hero_svyatogor', 'LEGENDARY', 'titan', ['Святогор', 'Svyatogor'], ['Богатырь-великан, которого не держит земля.', 'A giant bogatyr too heavy for the earth to carry.'], [18, 10, 220], 3, { GOLD: 6000, CRYSTAL: 40 }, { fixedRank: 3 }),
  h('hero_karachun', 'LEGENDARY', 'warlock', ['Карачун', 'Karachun'], ['Чернокнижник зимней ночи, пьющий чужие силы.', 'A warlock of the winter night who drinks the strength of others.'], [19, 7, 170], 2, { GOLD: 6000, CRYSTAL: 40 }, { fixedRank: 2 }),
  h('hero_nikita', 'LEGENDARY', 'dragonslayer', ['Никита Кожемяка', 'Nikita the Tanner'], ['Задушил Змея голыми руками.', 'He strangled the Serpent with his bare hands.'], [20, 8, 180], 5, { GOLD: 8000, CRYSTAL: 60 }),
  h('hero_brynhild', 'LEGENDARY', 'priestess', ['Брюнхильд', 'Brynhild'], ['Валькирия, что лечит себя кровью врагов.', 'A valkyrie who heals herself with the blood of foes.'], [19, 9, 190], 6, { GOLD: 9000, CRYSTAL: 70 }),
  h('hero_stribog', 'LEGENDARY', 'wind', ['Стрибог', 'Stribog'], ['Дед ветров: его вихрь сковывает врага.', 'Grandfather of winds whose gale binds the foe.'], [18, 8, 175], 6, { GOLD: 10000, CRYSTAL: 80 }),
  h('hero_finn', 'LEGENDARY', 'sorcerer', ['Финн-чародей', 'Finn the Sorcerer'], ['Северный чародей из сказок лопарей.', 'A northern sorcerer from the tales of the fells.'], [20, 7, 170], 6, { GOLD: 11000, CRYSTAL: 90 }),
  // Mythical tier: stair 100.
  h('hero_thrym', 'MYTHICAL', 'yotun', ['Трюм', 'Thrym'], ['Царь ётунов, хозяин инея.', 'King of the jotnar, master of the rime.'], [30, 15, 330], 4, { GOLD: 400000, CRYSTAL: 600 }, { fixedRank: 4 }),
  h('hero_guardian', 'MYTHICAL', 'angel', ['Ангел-хранитель', 'Guardian Angel'], ['Крылатый страж, закрывающий собой отряд.', 'A winged guard who shields the squad.'], [26, 20, 360], 4, { GOLD: 400000, CRYSTAL: 600 }, { fixedRank: 4 }),
  h('hero_gorynya', 'MYTHICAL', 'archititan', ['Волот Горыня', 'Gorynya the Volot'], ['Ворочает горы, как камешки.', 'He turns mountains over like pebbles.'], [33, 14, 350], 5, { GOLD: 600000, CRYSTAL: 800 }, { fixedRank: 5 }),
  h('hero_koschei', 'MYTHICAL', 'koschey', ['Кощей Бессмертный', 'Koschei the Deathless'], ['Его смерть спрятана в игле, игла в яйце.', 'His death is hidden in a needle, the needle in an egg.'], [31, 13, 300], 6, { GOLD: 700000, CRYSTAL: 900 }, { immortality: 1 }),
  h('hero_urd', 'MYTHICAL', 'norn', ['Норна Урд', 'Urd the Norn'], ['Прядёт прошлое и обрывает чужие нити.', 'She spins the past and cuts the threads of others.'], [30, 14, 320], 6, { GOLD: 650000, CRYSTAL: 850 }),
  h('hero_firebird', 'MYTHICAL', 'phoenix', ['Жар-птица', 'Firebird'], ['Сгорает и возрождается из пепла.', 'She burns away and rises from her ashes.'], [32, 12, 310], 6, { GOLD: 800000, CRYSTAL: 1000 }, { immortality: 1 }),
  // Supreme tier: stair 500.
  h('hero_dawn', 'SUPREME', 'archangel', ['Архангел Зари', 'Archangel of Dawn'], ['Предводитель небесного воинства.', 'Leader of the heavenly host.'], [50, 30, 600], 5, { SULFUR: 5000, MITHRIL: 300 }, { fixedRank: 5 }),
  h('hero_asg_phoenix', 'SUPREME', 'asg_phoenix', ['Феникс Асгарда', 'Phoenix of Asgard'], ['Птица из чертогов асов.', 'A bird from the halls of the Aesir.'], [52, 24, 560], 6, { SULFUR: 6000, MITHRIL: 350 }, { fixedRank: 5, immortality: 2 }),
  h('hero_rokkara', 'SUPREME', 'as', ['Роккара', 'Rokkara'], ['Ас-воитель, чей молот слышен за три долины.', 'An Aesir warrior whose hammer is heard three valleys away.'], [56, 26, 580], 7, { SULFUR: 7000, MITHRIL: 400 }),
  h('hero_nukserra', 'SUPREME', 'abyssoul', ['Нук-Серра', 'Nuk-Serra'], ['Вернулась из Бездны и принесла её огонь.', 'She came back from the Abyss and brought its fire.'], [58, 25, 570], 8, { SULFUR: 8000, MITHRIL: 450 }),
  h('hero_skuld', 'SUPREME', 'skuld', ['Скульд', 'Skuld'], ['Младшая норна, знающая, чему быть.', 'The youngest norn, who knows what shall be.'], [54, 27, 590], 7, { SULFUR: 7500, MITHRIL: 420 }),
  h('hero_yaga', 'SUPREME', 'babayaga', ['Баба-Яга', 'Baba Yaga'], ['Костяная нога, печь да ступа.', 'A bone leg, an oven and a mortar.'], [55, 22, 560], 7, { SULFUR: 7500, MITHRIL: 420 }),
  // The ark: premium heroes bought with tokens; ranks 10 to 40 (SPEC §9).
  h('vip_balthazar', 'ARK', 'baltazar', ['Бальтазар', 'Balthazar'], ['Волхв с востока, чей огонь не гаснет.', 'A magus from the east whose fire never dies.'], [24, 12, 260], 10, { TOKENS: 10 }),
  h('vip_mara', 'ARK', 'sukkub', ['Мара', 'Mara'], ['Дева-морок, что снится путникам.', 'A haze-maiden who haunts travellers in dreams.'], [26, 11, 250], 15, { TOKENS: 20 }),
  h('vip_euryale', 'ARK', 'gorgon', ['Горгона Эвриала', 'Euryale the Gorgon'], ['Её взгляд обращает в камень.', 'Her gaze turns flesh to stone.'], [27, 13, 270], 20, { TOKENS: 30 }),
  h('vip_bloodtail', 'ARK', 'manticore', ['Мантикора Кровохвост', 'Bloodtail Manticore'], ['Хвост её полон яда.', 'Her tail is full of venom.'], [29, 12, 280], 25, { TOKENS: 40 }, { poison: 0.3 }),
  h('vip_sikji', 'ARK', 'sikji', ['Сикджи', 'Sikji'], ['Странник с изнанки мира.', 'A wanderer from the underside of the world.'], [31, 14, 300], 30, { TOKENS: 55 }, { poison: 0.25 }),
  h('vip_veles', 'ARK', 'lightshadow', ['Велес Сумеречный', 'Veles of the Twilight'], ['Хозяин Нави и Яви, света и тени.', 'Lord of Nav and Yav, of light and shadow.'], [34, 18, 340], 40, { TOKENS: 80 }, { immortality: 1 }),
]; // prettier-ignore

const HERO_BY_ID: ReadonlyMap<string, HeroDef> = new Map(HEROES.map((x) => [x.id, x]));

export function heroDef(id: string): HeroDef | undefined {
  return HERO_BY_ID.get(id);
}

/** The three heroes offered at character selection. */
export const STARTER_HEROES: readonly HeroDef[] = HEROES.filter((x) => x.starter === true);

/** The stair from which a hero can be bought. */
export function heroUnlockStair(hero: HeroDef): number {
  return hero.unlockStair ?? TIER_UNLOCK_STAIR[hero.tier];
}

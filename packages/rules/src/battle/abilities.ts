/**
 * Battle abilities: every class family (the trait of its warrior class) has one move besides
 * the plain hit, with a cooldown counted in its own rounds. Families also stand in a circle of
 * advantage (magic melts armour, armour breaks guile, guile undoes magic), so who strikes whom
 * matters. All numbers are here and in docs/GAME_DESIGN.md.
 */
import {
  WARRIOR_CLASSES,
  WARRIOR_CLASS_DEFS,
  type Trait,
  type WarriorClass,
} from '../content/warrior-classes.js';
import { BALANCE } from '../content/balance.js';
import { pickCounted, type CountedName } from '../content/currencies.js';
import type { Lang, LocalText } from '../i18n/lang.js';

export const ABILITIES = [
  'SHIELD_WALL',
  'MEND',
  'FIRESTORM',
  'FROST_LANCE',
  'AIMED_SHOT',
  'VENOM_CLOUD',
] as const;
export type AbilityId = (typeof ABILITIES)[number];

/** Whom an ability is aimed at: the user itself, an ally, one foe, or every foe at once. */
export type AbilityTarget = 'SELF' | 'ALLY' | 'FOE' | 'ALL_FOES';

export interface AbilityDef {
  readonly id: AbilityId;
  readonly family: Trait;
  readonly target: AbilityTarget;
  /** Rounds of its own before it is ready again (1 would be every round). */
  readonly cooldown: number;
  readonly name: LocalText;
  readonly description: LocalText;
}

/** The numbers of the abilities. */
export const ABILITY_NUMBERS = {
  /** Shield wall: foes must strike the holder for this many of their turns… */
  tauntTurns: 2,
  /** …and it takes a shield of this share of its full health, spent before health. */
  shieldShare: 0.2,
  /** Mend: heals an ally by this share of the ally's full health. */
  mendShare: 0.3,
  /** Firestorm: every foe takes this share of a plain hit, never blocked. */
  stormShare: 0.8,
  /** Frost lance: this share of a plain hit, and the foe is frozen for its next turn. */
  lanceShare: 1,
  /** Aimed shot: never blocked, this many plain hits… */
  aimedMultiplier: 2,
  /** …and this many against a foe under `weakShare` of its health (a weak point). */
  aimedWeakMultiplier: 3,
  weakShare: 0.5,
  /** Venom cloud: every foe is poisoned for `poisonMoves` turns, this share of attack a tick. */
  venomShare: 0.5,
  /** Advantage of a family over the one it beats, and the penalty the other way round. */
  advantage: 1.25,
  disadvantage: 0.8,
} as const;

const ability = (
  id: AbilityId,
  family: Trait,
  target: AbilityTarget,
  cooldown: number,
  name: LocalText,
  description: LocalText,
): AbilityDef => ({ id, family, target, cooldown, name, description });

const n = ABILITY_NUMBERS;
const pct = (share: number) => `${Math.round(share * 100)}%`;
// The descriptions are built from the numbers above, so a retune cannot leave them behind.
const TURNS: CountedName = {
  ru: { one: 'ход', few: 'хода', many: 'ходов' },
  en: { one: 'turn', other: 'turns' },
};
const HITS: CountedName = {
  ru: { one: 'удар', few: 'удара', many: 'ударов' },
  en: { one: 'hit', other: 'hits' },
};
const counted = (k: number, forms: CountedName, lang: Lang) =>
  `${k} ${pickCounted(forms, k, lang)}`;

export const ABILITY_DEFS: Readonly<Record<AbilityId, AbilityDef>> = {
  SHIELD_WALL: ability(
    'SHIELD_WALL',
    'BLOCK',
    'SELF',
    2,
    { ru: 'Стена щитов', en: 'Shield wall' },
    {
      ru: `${counted(n.tauntTurns, TURNS, 'RU')} враги бьют только его; щит поглощает ${pct(n.shieldShare)} его здоровья`,
      en: `For ${counted(n.tauntTurns, TURNS, 'EN')} foes must strike it; a shield soaks up ${pct(n.shieldShare)} of its health`,
    },
  ),
  MEND: ability(
    'MEND',
    'LIFESTEAL',
    'ALLY',
    2,
    { ru: 'Исцеление', en: 'Mend' },
    {
      ru: `Возвращает союзнику ${pct(n.mendShare)} его здоровья`,
      en: `Gives an ally back ${pct(n.mendShare)} of its health`,
    },
  ),
  FIRESTORM: ability(
    'FIRESTORM',
    'FIRE',
    'ALL_FOES',
    2,
    { ru: 'Огненная буря', en: 'Firestorm' },
    {
      ru: `Бьёт всех врагов на ${pct(n.stormShare)} удара, щитом не отбить`,
      en: `Strikes every foe for ${pct(n.stormShare)} of a hit, never blocked`,
    },
  ),
  FROST_LANCE: ability(
    'FROST_LANCE',
    'FREEZE',
    'FOE',
    2,
    { ru: 'Ледяное копьё', en: 'Frost lance' },
    {
      ru: `${pct(n.lanceShare)} удара, и враг замерзает на свой следующий ход`,
      en: `${pct(n.lanceShare)} of a hit, and the foe freezes for its next turn`,
    },
  ),
  AIMED_SHOT: ability(
    'AIMED_SHOT',
    'HAMMER',
    'FOE',
    2,
    { ru: 'Прицельный удар', en: 'Aimed shot' },
    {
      ru: `${counted(n.aimedMultiplier, HITS, 'RU')} без блока; по врагу, у которого меньше ${pct(n.weakShare)} здоровья, — ${counted(n.aimedWeakMultiplier, HITS, 'RU')}`,
      en: `${counted(n.aimedMultiplier, HITS, 'EN')}, never blocked; ${counted(n.aimedWeakMultiplier, HITS, 'EN')} against a foe below ${pct(n.weakShare)} of its health`,
    },
  ),
  VENOM_CLOUD: ability(
    'VENOM_CLOUD',
    'POISON',
    'ALL_FOES',
    2,
    { ru: 'Ядовитое облако', en: 'Venom cloud' },
    {
      ru: `Травит всех врагов на ${counted(BALANCE.poisonMoves, TURNS, 'RU')}`,
      en: `Poisons every foe for ${counted(BALANCE.poisonMoves, TURNS, 'EN')}`,
    },
  ),
};

const BY_TRAIT: Readonly<Record<Trait, AbilityId | null>> = {
  BLOCK: 'SHIELD_WALL',
  LIFESTEAL: 'MEND',
  FIRE: 'FIRESTORM',
  FREEZE: 'FROST_LANCE',
  HAMMER: 'AIMED_SHOT',
  POISON: 'VENOM_CLOUD',
  NONE: null,
};

/**
 * Each class's trait, looked up once: every hit asks for the ability and the advantage of its
 * two creatures, and a look-up by name in the 64-class table cost more than the hit's sums.
 */
const TRAIT_OF_CLASS: ReadonlyMap<string, Trait> = new Map(
  WARRIOR_CLASSES.map((id) => [id, WARRIOR_CLASS_DEFS[id].trait]),
);

const ABILITY_OF_CLASS: ReadonlyMap<string, AbilityDef | null> = new Map(
  [...TRAIT_OF_CLASS].map(([id, trait]) => {
    const ability = BY_TRAIT[trait];
    return [id, ability === null ? null : ABILITY_DEFS[ability]];
  }),
);

/** The ability a creature of this class has, or null (chests, totems, the empty class). */
export function abilityOfClass(warriorClass: WarriorClass): AbilityDef | null {
  return ABILITY_OF_CLASS.get(warriorClass) ?? null;
}

/** The three families of the circle; a trait outside it fights at par. */
type Family = 'MIGHT' | 'MAGIC' | 'GUILE';
const FAMILY: Readonly<Record<Trait, Family | null>> = {
  BLOCK: 'MIGHT',
  HAMMER: 'MIGHT',
  FIRE: 'MAGIC',
  FREEZE: 'MAGIC',
  POISON: 'GUILE',
  LIFESTEAL: 'GUILE',
  NONE: null,
};
const BEATS: Readonly<Record<Family, Family>> = { MAGIC: 'MIGHT', MIGHT: 'GUILE', GUILE: 'MAGIC' };
const FAMILY_OF_CLASS: ReadonlyMap<string, Family | null> = new Map(
  [...TRAIT_OF_CLASS].map(([id, trait]) => [id, FAMILY[trait]]),
);

function familyAdvantage(a: Family | null, d: Family | null): number {
  if (a === null || d === null || a === d) return 1;
  if (BEATS[a] === d) return ABILITY_NUMBERS.advantage;
  if (BEATS[d] === a) return ABILITY_NUMBERS.disadvantage;
  return 1;
}

/** Every pair of classes worked out once: asked on every blow and every move the AI judges. */
const ADVANTAGE: ReadonlyMap<string, ReadonlyMap<string, number>> = new Map(
  [...FAMILY_OF_CLASS].map(([attacker, a]) => [
    attacker,
    new Map([...FAMILY_OF_CLASS].map(([defender, d]) => [defender, familyAdvantage(a, d)])),
  ]),
);

/** How much harder a creature of one class strikes one of the other: 1.3, 1 or 0.75. */
export function advantage(attacker: WarriorClass, defender: WarriorClass): number {
  return ADVANTAGE.get(attacker)?.get(defender) ?? 1;
}

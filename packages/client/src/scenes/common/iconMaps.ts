import type { PlaceDto } from '@heroroad/protocol';
import { consumableDef, itemDef } from '@heroroad/rules';
import type { IconName } from '../../assets/iconNames';

/** Each currency's icon and colour (the same everywhere, art direction). */
export const RESOURCE_ICON: Readonly<Record<string, { icon: IconName; color: string }>> = {
  GOLD: { icon: 'two-coins', color: '#e8b64a' },
  CRYSTAL: { icon: 'crystal-growth', color: '#6fb6ff' },
  ELIXIR: { icon: 'round-potion', color: '#c77dff' },
  MITHRIL: { icon: 'emerald', color: '#2ecc71' },
  SULFUR: { icon: 'stone-pile', color: '#e8d44a' },
  TICKETS: { icon: 'ticket', color: '#f2c230' },
  GEARS: { icon: 'cog', color: '#b8c4cc' },
};

const ITEM_ICON: Readonly<Record<string, IconName>> = {
  art_kladenets: 'broadsword',
  art_bogatyr_shield: 'round-shield',
  art_living_water: 'drink-me',
  art_chainmail: 'chain-mail',
  art_megingjord: 'belt',
  art_idunn_apple: 'shiny-apple',
  art_gungnir: 'barbed-spear',
  art_svalinn: 'checked-shield',
  art_draupnir: 'ring',
  art_alatyr: 'stone-block',
  amu_bear_claw: 'bear-face',
  amu_mokosh_ward: 'gem-pendant',
  amu_firebird_feather: 'feather',
  amu_adder_tooth: 'snake-egg',
  amu_frost_rune: 'rune-stone',
  amu_blood_stone: 'heart-drop',
  amu_koschei_needle: 'jawbone',
};

const EFFECT_ICON: Readonly<Record<string, IconName>> = {
  ATTACK: 'broadsword',
  DEFENCE: 'round-shield',
  ATTACK_DEFENCE: 'belt',
  HEALTH: 'drink-me',
};

/** An artifact's or amulet's icon (by its id, else by its effect). */
export function itemIcon(artifactId: string): IconName {
  return (
    ITEM_ICON[artifactId] ?? EFFECT_ICON[itemDef(artifactId)?.effectType ?? ''] ?? 'gem-pendant'
  );
}

const CONSUMABLE_ICON: Readonly<Record<string, IconName>> = {
  HEAL: 'heart-bottle',
  DAMAGE: 'lightning-branches',
  BURN: 'fire-spell-cast',
  FREEZE: 'ice-spell-cast',
  POISON: 'poison-bottle',
  RESURRECT: 'holy-grail',
  WARD: 'egg-clutch',
  MARKER: 'flag-objective',
};

export function consumableIcon(consumableId: string): IconName {
  const def = consumableDef(consumableId);
  if (consumableId === 'potion_big') return 'drink-me';
  if (consumableId === 'marker_rune') return 'rune-stone';
  return CONSUMABLE_ICON[def?.kind ?? ''] ?? 'round-potion';
}

const PLACE_ICON: Readonly<Record<string, IconName>> = {
  RUNE: 'rune-stone',
  SKILL: 'muscle-up',
  TALKER: 'conversation',
  POINTER: 'direction-signs',
  TURN: 'split-arrows',
  PORTAL: 'magic-portal',
  SCRIPT: 'open-book',
  CUSTOM_PLACE: 'fountain',
  GAINABLE: 'cauldron',
};

/** A place's icon and its colour: the currency, the find itself, or the kind of place. */
export function placeIcon(
  place: PlaceDto,
  artifactShown: boolean,
): { icon: IconName; color: string } {
  const g = place.gift;
  switch (place.placeType) {
    case 'RESOURCE':
      return (
        RESOURCE_ICON[g.resource ?? 'GOLD'] ?? { icon: 'open-treasure-chest', color: '#e8b64a' }
      );
    case 'ARTIFACT':
      return artifactShown && g.artifactId
        ? { icon: itemIcon(g.artifactId), color: '#f1cf6b' }
        : { icon: 'locked-chest', color: '#d4a53a' };
    case 'CONSUMABLE':
      return { icon: consumableIcon(g.consumableId ?? ''), color: '#ff8a7a' };
    case 'GAINABLE':
      return { icon: 'cauldron', color: RESOURCE_ICON[g.resource ?? 'GOLD']?.color ?? '#e8b64a' };
    case 'PORTAL':
      return { icon: 'magic-portal', color: '#b36bff' };
    case 'CUSTOM_PLACE':
      return { icon: 'fountain', color: '#7fd3ff' };
    default:
      return { icon: PLACE_ICON[place.placeType] ?? 'direction-signs', color: '#f3e6c4' };
  }
}

const CLASS_ICON: Readonly<Record<string, IconName>> = {
  beast: 'wolf-head',
  dryad: 'tree-face',
  druid: 'tree-face',
  wind: 'swan',
  luck: 'clover',
  chest: 'locked-chest',
  human: 'hood',
  shadow: 'wolf-howl',
  sukkub: 'fairy',
  life: 'fairy',
  totem: 'totem-head',
  serpent: 'snake',
  witch: 'witch-flight',
  poison: 'poison-gas',
  inkub: 'bat',
  vampire: 'bat',
  necro: 'death-skull',
  death: 'death-skull',
  lizard: 'lizardman',
  gorgon: 'medusa-head',
  lord: 'crowned-skull',
  troll: 'troll',
  cyclop: 'cyclops',
  golem: 'stone-block',
  keeper: 'dwarf-face',
  wall: 'stone-wall',
  manticore: 'wolf-head',
  dragon: 'dragon-head',
  yotun: 'ice-golem',
  gin: 'spectre',
  sphinx: 'medusa-head',
  sorcerer: 'wizard-face',
  ifrit: 'fire-silhouette',
  fire: 'fire-silhouette',
  demon: 'daemon-skull',
  mag: 'wizard-staff',
  provokator: 'tribal-mask',
  martyr: 'tombstone',
  dragonslayer: 'spiked-dragon-head',
  chaos: 'spiral-arrow',
  faceless: 'hood',
  abyssoul: 'ghost',
  empty: 'ghost',
};

/** A monster's emblem by its warrior class. */
export function monsterIcon(warriorClass: string): IconName {
  return CLASS_ICON[warriorClass] ?? 'monster-grasp';
}

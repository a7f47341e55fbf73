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
  GOLD_CRYSTAL: { icon: 'crystal-shine', color: '#ffcf40' },
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

/**
 * Each kind of place has two or three drawings of the same thing (a purse or a pile of coins, a
 * fountain or a well), so a road of caches does not repeat one picture. A place always shows
 * the same one: it is chosen by the place's id (`placeVariant`).
 */
const PLACE_ICONS: Readonly<Record<string, readonly IconName[]>> = {
  RUNE: ['rune-stone'],
  SKILL: ['muscle-up', 'weight-lifting-up'],
  TALKER: ['conversation', 'talk'],
  POINTER: ['direction-signs'],
  TURN: ['split-arrows'],
  PORTAL: ['magic-portal', 'magic-gate'],
  SCRIPT: ['open-book', 'scroll-unfurled'],
  CUSTOM_PLACE: ['fountain', 'well'],
  GAINABLE: ['cauldron', 'bubbling-flask'],
  ARTIFACT: ['locked-chest', 'chest'],
};

/** Resources by the find, with their other drawings. */
const RESOURCE_ICONS: Readonly<Record<string, readonly IconName[]>> = {
  GOLD: ['two-coins', 'coins-pile', 'swap-bag'],
  CRYSTAL: ['crystal-growth', 'crystal-cluster'],
};

/** A steady number for a place (its id mixed), to pick its look among the variants. */
export function placeVariant(place: Pick<PlaceDto, 'id'>, salt = 0): number {
  let h = (place.id ^ (salt * 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

function variantOf(list: readonly IconName[], place: PlaceDto): IconName {
  return list[placeVariant(place) % list.length]!;
}

/** A place's icon and its colour: the currency, the find itself, or the kind of place. */
export function placeIcon(
  place: PlaceDto,
  artifactShown: boolean,
): { icon: IconName; color: string } {
  const g = place.gift;
  switch (place.placeType) {
    case 'RESOURCE': {
      const found = RESOURCE_ICON[g.resource ?? 'GOLD'];
      if (!found) return { icon: 'open-treasure-chest', color: '#e8b64a' };
      const drawings = RESOURCE_ICONS[g.resource ?? 'GOLD'];
      return drawings ? { ...found, icon: variantOf(drawings, place) } : found;
    }
    case 'ARTIFACT':
      return artifactShown && g.artifactId
        ? { icon: itemIcon(g.artifactId), color: '#f1cf6b' }
        : { icon: variantOf(PLACE_ICONS.ARTIFACT!, place), color: '#d4a53a' };
    case 'CONSUMABLE':
      return { icon: consumableIcon(g.consumableId ?? ''), color: '#ff8a7a' };
    case 'GAINABLE':
      return {
        icon: variantOf(PLACE_ICONS.GAINABLE!, place),
        color: RESOURCE_ICON[g.resource ?? 'GOLD']?.color ?? '#e8b64a',
      };
    case 'PORTAL':
      return { icon: variantOf(PLACE_ICONS.PORTAL!, place), color: '#b36bff' };
    case 'CUSTOM_PLACE':
      return { icon: variantOf(PLACE_ICONS.CUSTOM_PLACE!, place), color: '#7fd3ff' };
    default: {
      const drawings = PLACE_ICONS[place.placeType];
      const icon = drawings ? variantOf(drawings, place) : 'direction-signs';
      return { icon, color: '#f3e6c4' };
    }
  }
}

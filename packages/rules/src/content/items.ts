import type { LocalText } from '../i18n/lang.js';
import { BALANCE, CURVE_END_STAIR } from './balance.js';
import { abbreviateNumber, statNumber } from '../format/numbers.js';
import type { Trait } from './warrior-classes.js';

/** SPEC §3: these four effect types are artifacts; any other type counts as an amulet. */
const ARTIFACT_EFFECTS = ['ATTACK', 'DEFENCE', 'ATTACK_DEFENCE', 'HEALTH'] as const;
export type ArtifactEffect = (typeof ARTIFACT_EFFECTS)[number];
/** Amulets lend a battle trait, or an immortality save. */
export type AmuletEffect = Exclude<Trait, 'NONE'> | 'IMMORTALITY';
export type ItemEffect = ArtifactEffect | AmuletEffect;

export function isArtifactEffect(effectType: string): effectType is ArtifactEffect {
  return (ARTIFACT_EFFECTS as readonly string[]).includes(effectType);
}
export const isAmuletEffect = (effectType: string): boolean => !isArtifactEffect(effectType);

export interface ItemDef {
  readonly id: string;
  readonly name: LocalText;
  readonly description: LocalText;
  readonly effectType: ItemEffect;
  /** Artifacts: stat bonus at level 1 (scaled by `artifactScale(level)`); amulets: chance or saves. */
  readonly base: number;
  /** Amulets: added per level above 1. */
  readonly perLevel: number;
  /** First stair where the item can be found on the road. */
  readonly minStair: number;
  readonly atlasKey: string;
}

function item(
  id: string,
  effectType: ItemEffect,
  name: [string, string],
  description: [string, string],
  base: number,
  minStair: number,
  perLevel = 0,
): ItemDef {
  return {
    id,
    name: { ru: name[0], en: name[1] },
    description: { ru: description[0], en: description[1] },
    effectType,
    base,
    perLevel,
    minStair,
    atlasKey: `artifacts/${id}`,
  };
}

export const ARTIFACTS: readonly ItemDef[] = [
  item('art_kladenets', 'ATTACK', ['Меч-кладенец', 'Sword Kladenets'], ['Сам рубит, сам сечёт.', 'It cuts and hews by itself.'], 3, 1),
  item('art_bogatyr_shield', 'DEFENCE', ['Щит богатыря', "Bogatyr's Shield"], ['Дубовый, окованный железом.', 'Oak bound with iron.'], 2, 1),
  item('art_living_water', 'HEALTH', ['Фляга живой воды', 'Flask of Living Water'], ['Заживляет любые раны.', 'Heals any wound.'], 25, 1),
  item('art_chainmail', 'DEFENCE', ['Кольчуга кузнеца Людоты', "Lyudota's Chainmail"], ['Кольцо к кольцу, ни щели.', 'Ring upon ring, not a gap.'], 2.5, 10),
  item('art_megingjord', 'ATTACK_DEFENCE', ['Пояс Мегингьёрд', 'Belt Megingjord'], ['Удваивает силу носящего.', "Doubles its wearer's strength."], 2.2, 20),
  item('art_idunn_apple', 'HEALTH', ['Молодильное яблоко', 'Apple of Idunn'], ['Яблоко вечной молодости.', 'The apple of eternal youth.'], 30, 30),
  item('art_gungnir', 'ATTACK', ['Копьё Гунгнир', 'Spear Gungnir'], ['Никогда не пролетает мимо.', 'It never misses its mark.'], 3.6, 60),
  item('art_svalinn', 'DEFENCE', ['Щит Свалинн', 'Shield Svalinn'], ['Заслоняет мир от жара солнца.', 'It shields the world from the heat of the sun.'], 3, 100),
  item('art_draupnir', 'ATTACK_DEFENCE', ['Кольцо Драупнир', 'Ring Draupnir'], ['Каждую девятую ночь роняет восемь колец.', 'Every ninth night it drops eight rings.'], 2.8, 200),
  item('art_alatyr', 'HEALTH', ['Камень Алатырь', 'Alatyr Stone'], ['Отец всех камней.', 'The father of all stones.'], 36, 500),
]; // prettier-ignore

export const AMULETS: readonly ItemDef[] = [
  item('amu_bear_claw', 'HAMMER', ['Медвежий коготь', 'Bear Claw'], ['Даёт сокрушительный удар.', 'Grants a crushing blow.'], 0.06, 5, 0.01),
  item('amu_mokosh_ward', 'BLOCK', ['Оберег Мокоши', 'Ward of Mokosh'], ['Отводит удары.', 'Turns blows aside.'], 0.08, 5, 0.01),
  item('amu_firebird_feather', 'FIRE', ['Перо Жар-птицы', 'Firebird Feather'], ['Поджигает врага.', 'Sets the foe alight.'], 0.08, 15, 0.01),
  item('amu_adder_tooth', 'POISON', ['Зуб гадюки', 'Adder Tooth'], ['Отравляет клинок.', 'Poisons the blade.'], 0.08, 15, 0.01),
  item('amu_frost_rune', 'FREEZE', ['Руна инея', 'Rime Rune'], ['Сковывает врага холодом.', 'Binds the foe with cold.'], 0.05, 30, 0.008),
  item('amu_blood_stone', 'LIFESTEAL', ['Кровавик', 'Bloodstone'], ['Возвращает часть нанесённого урона.', 'Returns part of the damage dealt.'], 0.08, 30, 0.01),
  item('amu_koschei_needle', 'IMMORTALITY', ['Игла Кощея', "Koschei's Needle"], ['Смерть спрятана далеко: переживёт один смертельный удар.', 'Death is hidden far away: survives one lethal blow.'], 1, 100, 0),
]; // prettier-ignore

const ITEM_BY_ID: ReadonlyMap<string, ItemDef> = new Map(
  [...ARTIFACTS, ...AMULETS].map((x) => [x.id, x]),
);

export function itemDef(id: string): ItemDef | undefined {
  return ITEM_BY_ID.get(id);
}

/**
 * What an artifact of a level lends per point of base: `artifactGrowth` a level times a ramp
 * from 1 at level 1 to `BALANCE.artifactRampMax` at `BALANCE.artifactRampLevel` (GAME_DESIGN.md, Items).
 */
export function artifactScale(level: number): number {
  const l = Math.max(1, Math.floor(level));
  const ramp = Math.min(1, (l - 1) / (BALANCE.artifactRampLevel - 1));
  const grown = BALANCE.artifactGrowth ** (Math.min(CURVE_END_STAIR, l) - 1);
  return grown * (1 + (BALANCE.artifactRampMax - 1) * ramp);
}

/** An item's value at a level: artifacts follow `artifactScale`, amulets add per level. */
export function itemValue(def: ItemDef, level: number): number {
  const l = Math.max(1, Math.floor(level));
  if (isArtifactEffect(def.effectType)) return def.base * artifactScale(l);
  return def.base + def.perLevel * (l - 1);
}

/**
 * The number a player reads for an item's value: stat bonuses as `statNumber` (one decimal
 * below 100), chances as percentages with one decimal, immortality saves as a whole count.
 */
export function itemValueText(effectType: string, value: number): string {
  if (isArtifactEffect(effectType)) return statNumber(value);
  if (effectType === 'IMMORTALITY') return abbreviateNumber(value);
  // Chances are sums of hundredths, so they round (2.0099999 reads 201%, not 200%).
  return `${String(Math.round(value * 1000) / 10)}%`;
}

/** Whether a smithy level changes what the item lends: immortality amulets do not grow. */
export function itemGrowsWithLevel(def: ItemDef): boolean {
  return isArtifactEffect(def.effectType) || def.perLevel > 0;
}

/**
 * Crystals to raise an item from `level` to `level + 1`: they grow evenly with the level, as the
 * road's crystals do (`1 + stair / 10` a place), so the smithy stays in reach at every stair.
 */
export function itemUpgradeCost(level: number): number {
  const l = Math.max(1, Math.floor(level));
  return Math.ceil(BALANCE.smithyCrystalBase + BALANCE.smithyCrystalPerLevel * (l - 1));
}

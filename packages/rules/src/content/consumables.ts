import type { LocalText } from '../i18n/lang.js';
import { stairScale } from './balance.js';

/**
 * What a consumable does. HEAL, DAMAGE, BURN, POISON and FREEZE act at once; RESURRECT needs a
 * dead ally; WARD is attached to an ally and saves it from its next lethal hit (it can be taken
 * off again while unspent); MARKER is used on the road, never in battle.
 */
export const CONSUMABLE_KINDS = [
  'HEAL',
  'DAMAGE',
  'BURN',
  'POISON',
  'FREEZE',
  'RESURRECT',
  'WARD',
  'MARKER',
] as const;
export type ConsumableKind = (typeof CONSUMABLE_KINDS)[number];

export interface ConsumableDef {
  readonly id: string;
  readonly kind: ConsumableKind;
  readonly name: LocalText;
  readonly description: LocalText;
  /** Share of the target's maximum health (heal, damage, per-turn burn or poison, revive). */
  readonly power: number;
  /** Turns a lasting effect runs (burn, poison, freeze). */
  readonly moves: number;
  /** Gold price at stair 1; the shop price follows the stair curve. */
  readonly goldPrice: number;
  readonly minStair: number;
}

function cons(
  id: string,
  kind: ConsumableKind,
  name: [string, string],
  description: [string, string],
  power: number,
  moves: number,
  goldPrice: number,
  minStair: number,
): ConsumableDef {
  return {
    id,
    kind,
    name: { ru: name[0], en: name[1] },
    description: { ru: description[0], en: description[1] },
    power,
    moves,
    goldPrice,
    minStair,
  };
}

export const CONSUMABLES: readonly ConsumableDef[] = [
  cons('potion_small', 'HEAL', ['Настой подорожника', 'Plantain Draught'], ['Восстанавливает 30% здоровья.', 'Restores 30% of health.'], 0.3, 0, 20, 1),
  cons('potion_big', 'HEAL', ['Живая вода', 'Living Water'], ['Восстанавливает 70% здоровья.', 'Restores 70% of health.'], 0.7, 0, 60, 10),
  cons('scroll_perun', 'DAMAGE', ['Свиток Перуна', 'Scroll of Perun'], ['Молния отнимает 25% здоровья врага.', "Lightning takes 25% of a foe's health."], 0.25, 0, 50, 5),
  cons('scroll_fire', 'BURN', ['Свиток Сварога', 'Scroll of Svarog'], ['Поджигает врага на 3 хода.', 'Sets a foe alight for 3 turns.'], 0.08, 3, 40, 5),
  cons('scroll_frost', 'FREEZE', ['Свиток Морозко', 'Scroll of Morozko'], ['Сковывает врага на 2 хода.', 'Freezes a foe for 2 turns.'], 0, 2, 45, 15),
  cons('poison_flask', 'POISON', ['Склянка яда', 'Flask of Venom'], ['Отравляет врага на 4 хода.', 'Poisons a foe for 4 turns.'], 0.06, 4, 35, 8),
  cons('res_dead_water', 'RESURRECT', ['Мёртвая и живая вода', 'Waters of Death and Life'], ['Поднимает павшего союзника с половиной здоровья.', 'Raises a fallen ally with half of its health.'], 0.5, 0, 120, 3),
  cons('ward_egg', 'WARD', ['Кощеево яйцо', "Koschei's Egg"], ['Надетое на союзника, спасает его от смертельного удара.', 'Set on an ally, it saves it from a lethal blow.'], 0.3, 0, 100, 25),
  cons('marker_waystone', 'MARKER', ['Путевой камень', 'Waystone'], ['Отмечает место на дороге, чтобы вернуться к нему.', 'Marks a place on the road to come back to.'], 0, 0, 30, 1),
  cons('marker_rune', 'MARKER', ['Руна возврата', 'Rune of Return'], ['Переносит к лучшей взятой ступени.', 'Carries you to your best conquered stair.'], 0, 0, 80, 25),
]; // prettier-ignore

const BY_ID: ReadonlyMap<string, ConsumableDef> = new Map(CONSUMABLES.map((x) => [x.id, x]));

export function consumableDef(id: string): ConsumableDef | undefined {
  return BY_ID.get(id);
}

/** Shop price in gold at the player's stair: grows a little slower than the stair curve. */
export function consumablePrice(def: ConsumableDef, stair: number): number {
  return Math.ceil(def.goldPrice * stairScale(stair) ** 0.9);
}

import type { LocalText } from '../i18n/lang.js';
import type { Amounts } from '../content/currencies.js';
import { consumableDef } from '../content/consumables.js';
import { fail, ok, type Result } from '../text/result.js';
import { STAIR_GATES } from './gates.js';
import { HOUR_MS } from '../time/units.js';

/** What a booster raises while it runs: battle gold, player experience, heroes' rank experience. */
export const BOOSTER_SLOTS = ['GOLD', 'EXP', 'RANK'] as const;
export type BoosterSlot = (typeof BOOSTER_SLOTS)[number];

/** The multiplier each slot gives while a booster runs in it. */
export const BOOSTER_FACTOR: Readonly<Record<BoosterSlot, number>> = {
  GOLD: 1.5,
  EXP: 1.5,
  RANK: 2,
};

export interface BoosterDef {
  readonly id: string;
  readonly name: LocalText;
  readonly slots: readonly BoosterSlot[];
  /** SPEC §9: boosters last 8 hours; the platinum set 72 hours. */
  readonly durationMs: number;
  readonly price: Amounts;
}

function booster(
  id: string,
  name: [string, string],
  slots: BoosterSlot[],
  hours: number,
  gems: number,
): BoosterDef {
  return {
    id,
    name: { ru: name[0], en: name[1] },
    slots,
    durationMs: hours * HOUR_MS,
    price: { MITHRIL: gems },
  };
}

/** Emeralds for an 8-hour booster of player experience or of rank experience. */
export const BOOSTER_GEMS = 40;
/**
 * Emeralds for the 8-hour gold booster. Battle gold is what levels the squad: at 40 emeralds the
 * simulation found its gold worth ten to twenty times a beast card per emerald from stair 31 on, so
 * every emerald would go to it (GAME_DESIGN.md section 4, "Shops, cards, boosters", and 7).
 */
export const GOLD_BOOSTER_GEMS = 120;
/** The platinum set runs all three slots for 72 hours at this share of their 8-hour prices. */
export const PLATINUM_SHARE = 0.23;
const PLATINUM_HOURS = 72;
const platinumGems =
  Math.round(
    ((GOLD_BOOSTER_GEMS + 2 * BOOSTER_GEMS) * (PLATINUM_HOURS / 8) * PLATINUM_SHARE) / 50,
  ) * 50;

export const BOOSTERS: readonly BoosterDef[] = [
  booster('booster_gold', ['Кошель Велеса', "Veles's Purse"], ['GOLD'], 8, GOLD_BOOSTER_GEMS),
  booster('booster_exp', ['Чаша мудрости', 'Cup of Wisdom'], ['EXP'], 8, BOOSTER_GEMS),
  booster('booster_rank', ['Рог славы', 'Horn of Glory'], ['RANK'], 8, BOOSTER_GEMS),
  booster('booster_platinum', ['Платиновый набор', 'Platinum Set'], ['GOLD', 'EXP', 'RANK'], PLATINUM_HOURS, platinumGems),
]; // prettier-ignore

export function boosterDef(id: string): BoosterDef | undefined {
  return BOOSTERS.find((b) => b.id === id);
}

/** A slot's running booster: which one and when it ends. */
export interface ActiveBooster {
  readonly slot: BoosterSlot;
  readonly boosterId: string;
  readonly endsAt: number;
}

/**
 * Starts a booster from the inbox. In a free slot it simply runs; over a running booster the
 * player chooses: `replace` (the new one runs its full time from now) or `prolong` (only over
 * the same booster: its time is added to what is left). Without a choice a busy slot refuses.
 */
export function activateBooster(
  def: BoosterDef,
  active: readonly ActiveBooster[],
  now: number,
  mode?: 'replace' | 'prolong',
): Result<ActiveBooster[]> {
  const running = active.filter((a) => a.endsAt > now && def.slots.includes(a.slot));
  if (running.length > 0 && mode === undefined) return fail('BOOSTER_RUNNING');
  if (mode === 'prolong' && running.some((a) => a.boosterId !== def.id))
    return fail('BOOSTER_PROLONG_OTHER');
  return ok(
    def.slots.map((slot) => {
      const was = running.find((a) => a.slot === slot);
      const from = mode === 'prolong' && was ? was.endsAt : now;
      return { slot, boosterId: def.id, endsAt: from + def.durationMs };
    }),
  );
}

/** The multiplier of each slot at `now`. */
export function boosterFactors(
  active: readonly ActiveBooster[],
  now: number,
): Record<BoosterSlot, number> {
  const out = { GOLD: 1, EXP: 1, RANK: 1 };
  for (const a of active) if (a.endsAt > now) out[a.slot] = BOOSTER_FACTOR[a.slot];
  return out;
}

/** Kinds of consumable an elixir and scroll setup may hold (road markers never go to battle). */
export const SETUP_MAX_KINDS = 6;

/**
 * The elixir and scroll setup (SPEC §2, from stair 25): which consumables, and how many of each,
 * are taken into every battle. Below the stair, or with no setup saved, the whole bag goes.
 */
export function checkSetup(
  entries: readonly { consumableId: string; count: number }[],
  reachedStair: number,
): Result<readonly { consumableId: string; count: number }[]> {
  if (reachedStair < STAIR_GATES.elixirSetup) return fail('STAIR_LOCKED');
  if (entries.length > SETUP_MAX_KINDS) return fail('SETUP_TOO_LARGE');
  const seen = new Set<string>();
  for (const e of entries) {
    const def = consumableDef(e.consumableId);
    if (!def || def.kind === 'MARKER' || seen.has(e.consumableId)) return fail('VALUE_INVALID');
    seen.add(e.consumableId);
  }
  return ok(entries.filter((e) => e.count > 0));
}

/** What goes into a battle: the setup's counts, as far as the bag holds them, else the bag. */
export function battleConsumables(
  bag: readonly { consumableId: string; count: number }[],
  setup: readonly { consumableId: string; count: number }[] | null,
  reachedStair: number,
): { consumableId: string; count: number }[] {
  const usable = bag.filter((c) => consumableDef(c.consumableId)?.kind !== 'MARKER');
  if (setup === null || reachedStair < STAIR_GATES.elixirSetup) return usable;
  return setup.flatMap((s) => {
    const have = usable.find((c) => c.consumableId === s.consumableId)?.count ?? 0;
    const count = Math.min(have, s.count);
    return count > 0 ? [{ consumableId: s.consumableId, count }] : [];
  });
}

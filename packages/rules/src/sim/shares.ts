/**
 * How much of a squad's strength its spending on items holds: the share of the fighting heroes'
 * weight that their worn artifacts lend, that the forge has added for good, and what the smithy
 * would add by raising every worn artifact ten levels (with the crystals that takes).
 */
import { itemUpgradeCost } from '../content/items.js';
import { recomputeCreature } from '../creature/build.js';
import type { Creature } from '../creature/model.js';
import { median } from './median.js';
import { squad, type SimPlayer, type StrengthShares } from './state.js';

/** Stairs where the shares are measured: the end of every band of 30. */
export const SHARE_STAIRS = [30, 60, 90, 120, 150] as const;
/** The smithy raise the report prices: ten levels on every worn artifact. */
export const SMITHY_LEVELS = 10;

export type { StrengthShares } from './state.js';

const weight = (cs: readonly Creature[]) => cs.reduce((a, c) => a + c.weight, 0);

export function strengthShares(p: SimPlayer): StrengthShares {
  const s = squad(p);
  const all = weight(s) || 1;
  const bare = weight(s.map((c) => recomputeCreature({ ...c, artifacts: [] })));
  const unforged = weight(s.map((c) => recomputeCreature({ ...c, forged: undefined })));
  let crystals = 0;
  const raised = s.map((c) =>
    recomputeCreature({
      ...c,
      artifacts: c.artifacts.map((a) => {
        for (let l = a.level; l < a.level + SMITHY_LEVELS; l++) crystals += itemUpgradeCost(l);
        return { ...a, level: a.level + SMITHY_LEVELS };
      }),
    }),
  );
  return {
    worn: 1 - bare / all,
    forged: 1 - unforged / all,
    smithy: weight(raised) / all - 1,
    smithyCrystals: crystals,
  };
}

/** The medians over players at each measured stair, as printed lines. */
export function shareLines(players: readonly SimPlayer[]): string[] {
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  return SHARE_STAIRS.flatMap((stair) => {
    const at = players.flatMap((p) => (p.shares.has(stair) ? [p.shares.get(stair)!] : []));
    if (at.length === 0) return [];
    const m = (k: keyof StrengthShares) => median(at.map((x) => x[k]));
    return [
      `  stair ${stair}: worn artifacts ${pct(m('worn'))}, forged ${pct(m('forged'))}, the smithy's +${SMITHY_LEVELS} levels on every worn artifact +${pct(m('smithy'))} for ${Math.round(m('smithyCrystals'))} crystals (players hold ${Math.round(median(players.flatMap((p) => (p.crystalsAt.has(stair) ? [p.crystalsAt.get(stair)!] : []))))}); worn + forged per player ${at.map((x) => (100 * (x.worn + x.forged)).toFixed(1)).join(', ')}`,
    ];
  });
}

import { MAX_SQUAD } from '@heroroad/rules';
import { CLIENT } from '../../config';

/** How one row of a battle stands: every token's size, and each slot's place across. */
export interface SlotTable {
  /** A token's radius at the reference width. */
  readonly radius: number;
  /** Each slot's centre from the scene's middle, at the reference width, left to right. */
  readonly across: readonly number[];
}

/** A row spaced evenly: `gap` between neighbours' centres. */
const even = (radius: number, gap: number, count: number): SlotTable => ({
  radius,
  across: Array.from({ length: count }, (_, i) => (i - (count - 1) / 2) * gap),
});

/**
 * The slot icon position tables (SPEC §9), by the number of creatures in a row. Up to four, a
 * row keeps the full-size token (radius 40) and 114 between centres. A full battle of ten
 * creatures (five against five) and of twelve (six against six) has tables of its own: smaller
 * tokens set closer, so a row of six still fits the 600-wide scene with room for each name.
 */
export const SLOT_TABLES: Readonly<Record<number, SlotTable>> = {
  1: even(40, 114, 1),
  2: even(40, 114, 2),
  3: even(40, 114, 3),
  4: even(40, 114, 4),
  /** Ten creatures in the battle: five a side. */
  5: { radius: 36, across: [-212, -106, 0, 106, 212] },
  /** Twelve creatures in the battle: six a side. */
  6: { radius: 32, across: [-245, -147, -49, 49, 147, 245] },
};

/** Where a row's tokens stand on a scene `width` wide, and the room each has for its name. */
export interface RowLayout {
  readonly radius: number;
  readonly xs: readonly number[];
  /** The width a token's name may take: the distance to its nearest neighbour, less a margin. */
  readonly nameWidth: number;
}

/**
 * A row of `count` creatures (at most a squad) on a scene `width` wide: the table's places and
 * tokens, scaled down on a scene narrower than the reference so the row never leaves it and no
 * token covers its neighbour.
 */
export function rowLayout(count: number, width: number): RowLayout {
  const table = SLOT_TABLES[Math.min(Math.max(count, 1), MAX_SQUAD)]!;
  const scale = Math.min(1, width / CLIENT.referenceWidth);
  const across = table.across.slice(0, Math.max(count, 0));
  const xs = across.map((a) => width / 2 + a * scale);
  const gaps = xs.slice(1).map((x, i) => x - xs[i]!);
  const radius = table.radius * scale;
  const nearest = gaps.length > 0 ? Math.min(...gaps) : radius * 2 + 34;
  return { radius, xs, nameWidth: nearest - 6 };
}

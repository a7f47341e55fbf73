/**
 * The numbers that shape the curve of the whole game. Every one is explained in
 * docs/GAME_DESIGN.md; the balance simulation (`npm run sim`) checks them together.
 */
export const BALANCE = {
  /** Monster stats grow by this factor per stair: ×125 by stair 100, past 1e30 by stair 1420. */
  stairGrowth: 1.05,
  /** A hero's stats grow by this factor per hero level (levels are bought with gold). */
  heroLevelGrowth: 1.07,
  /** …and by this factor per rank (ranks come from kills). */
  rankGrowth: 1.15,
  /** Player experience to the next level: base × level^growth. */
  playerExpBase: 100,
  playerExpGrowth: 1.6,
  /** Hero level cap: base + perPlayerLevel × the player's level. */
  heroCapBase: 8,
  heroCapPerPlayerLevel: 3,
  /** Squad slots: base at first, one more every `squadSlotEvery` player levels, at most six. */
  squadSlotsBase: 3,
  squadSlotEvery: 3,
  /** Hero level-up price: gold = base × growth^(level-1). */
  levelCostBase: 9,
  levelCostGrowth: 1.08,
  /** Gold a defeated monster drops: base × stairScale^goldExponent × its gold factor. */
  goldPerMonster: 9,
  goldExponent: 1.03,
  /**
   * Player experience per defeated monster: perStair × its stair, a monster below the floor
   * stair counting as the floor (so the first levels come within the first stairs).
   */
  expPerMonsterStair: 6,
  expFloorStair: 3,
  /** Share of the victory gold lost on a defeat. */
  defeatGoldShare: 0.25,
  /** A win where no hero fell adds this share of gold as the battle bonus. */
  flawlessBonusShare: 0.2,
  /** Chance of a chest after a won battle (every 10th stair's gate always drops one). */
  chestChance: 0.05,
  /**
   * Battle move cap: after this many turns the side with more health left wins. 99.9% of the
   * sim's battles to stair 150 end by turn 76; past 80 is a stall (a shield wall against healers
   * ran to 300 turns, three minutes at ×4).
   */
  maxTurns: 80,
  /** Damage variance: a hit deals between 1-v and 1+v of its base. */
  damageVariance: 0.15,
  /** A hammer blow multiplies damage and cannot be blocked; a block halves it. */
  hammerMultiplier: 2,
  blockShare: 0.5,
  /** Fire burns for this many turns at this share of the igniting hit each turn. */
  fireMoves: 3,
  fireShare: 0.25,
  /** Poison lasts this many turns; the tick is the POISON skill × the poisoner's attack. */
  poisonMoves: 3,
  /** Freeze lasts this many of the frozen creature's turns. */
  freezeMoves: 1,
  /** An immortality save leaves the creature with this share of its health. */
  immortalHealthShare: 0.1,
  /** Health regenerates fully in this many seconds per hero level (capped below). */
  regenSecondsPerLevel: 30,
  regenSecondsMax: 4 * 3600,
  /** Instant restore price: gold per missing health share × level price at the hero's level. */
  restoreGoldShare: 0.6,
  /** Emerald price of an instant restore: one emerald per this many seconds of waiting. */
  restoreSecondsPerEmerald: 600,
  /**
   * Artifacts lend `base × artifactGrowth^(level−1) × ramp`, the ramp rising evenly from 1 at
   * level 1 to `artifactRampMax` at level `artifactRampLevel` and holding there: an item of
   * stair 1 stays a small help, and from the grove on what a squad wears keeps up with heroes who
   * grow by levels, ranks and tiers, a little faster than the stair curve (docs/GAME_DESIGN.md,
   * Items).
   */
  artifactGrowth: 1.055,
  artifactRampMax: 12,
  artifactRampLevel: 15,
  /** A smithy level from L: crystals base + perLevel × (L − 1), rounded up… */
  smithyCrystalBase: 2,
  smithyCrystalPerLevel: 0.2,
  /** …and the gold of this many ordinary monsters of the item's level. */
  smithyGoldMonsters: 0.5,
} as const;

/**
 * The curve flattens past this stair (1.05^9999 ≈ 1e212), so that every stat, sum and product
 * the game makes stays a finite float64.
 */
export const CURVE_END_STAIR = 10_000;

/** The stat scale of a stair: monsters, artifacts and rewards all follow it. */
export function stairScale(stair: number): number {
  return BALANCE.stairGrowth ** (Math.min(CURVE_END_STAIR, Math.max(1, stair)) - 1);
}

/**
 * The monsters' strength against the stair's scale, as (stair, factor) points joined by straight
 * lines and held past the last. The road eases a new player in: a lone starter hero at level 1
 * wins the first stair's fights (40%), monsters reach 65% at stair 4, where a player has levelled
 * the hero with the first gold, and full strength at stair 10. Past it they gain on the stair's
 * scale (120% at 25) so that a squad that only buys levels falls behind and choices (heroes,
 * artifacts, the smithy, forces, emeralds) matter. From stair 40 the points follow what a squad
 * that levels as offered fields (the simulation's squad power against the gate's weight), at about
 * half of it: a gate is lost now and then and won on the next try or two, and never walls the
 * road. The legendary heroes' slower growth holds the points low on 40-55; levels, the smithy and
 * the mythical tier let them climb to 230% by stair 100 (docs/GAME_DESIGN.md, section 7).
 */
export const MONSTER_EASE: readonly (readonly [stair: number, ease: number])[] = [
  [1, 0.4],
  [4, 0.65],
  [10, 1],
  [25, 1.2],
  [40, 1.4],
  [55, 1.55],
  [70, 1.8],
  [85, 2.1],
  [100, 2.3],
];

export function monsterEase(stair: number): number {
  const s = Math.max(1, stair);
  let [fromStair, fromEase] = MONSTER_EASE[0]!;
  if (s <= fromStair) return fromEase;
  for (const [toStair, toEase] of MONSTER_EASE) {
    if (s <= toStair)
      return fromEase + ((toEase - fromEase) * (s - fromStair)) / (toStair - fromStair);
    [fromStair, fromEase] = [toStair, toEase];
  }
  return fromEase;
}

/** Hero levels follow the same ceiling (1.07^7000 ≈ 1e205). */
const MAX_HERO_LEVEL = 7000;

export function heroLevelScale(level: number): number {
  return BALANCE.heroLevelGrowth ** (Math.min(MAX_HERO_LEVEL, Math.max(1, level)) - 1);
}

export function rankScale(rank: number): number {
  return BALANCE.rankGrowth ** (Math.max(1, rank) - 1);
}

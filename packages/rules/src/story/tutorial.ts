/**
 * The tutorial (SPEC §3 educations): the first minutes teach walking, a battle, healing and the
 * squad, in that order. Each step is learned from what the player has done, so a player who
 * left half-way (or played before the tutorial existed) finishes it on return.
 */
export const TUTORIAL_STEPS = ['walk', 'battle', 'heal', 'squad'] as const;
export type TutorialStep = (typeof TUTORIAL_STEPS)[number];

/** Set once the tutorial is over; actions outside it wait for this. */
export const TUTORIAL_DONE = 'tutorial_done';
export const tutorialMarker = (step: TutorialStep) => `tutorial_${step}`;

/** How far up the road a player must walk to have learned walking (most of the first stair). */
export const TUTORIAL_WALK = 60;

export interface TutorialFacts {
  /** Where the squad stands now. */
  readonly coordinate: number;
  readonly bestVictoryStair: number;
  /** Battles won so far (any place, not only a stair's gate). */
  readonly battlesWon: number;
  /** Heroes at full health (after a battle, the squad was healed or never hurt). */
  readonly squadHealthy: boolean;
  /** Heroes levelled up at least once, or more than one hero in the squad. */
  readonly squadTrained: boolean;
}

/**
 * The steps learned, given the markers already set and the facts now. A step counts only after
 * the ones before it, so healing is learned after the first battle, not before it.
 */
export function tutorialLearned(markers: Iterable<string>, facts: TutorialFacts): TutorialStep[] {
  const have = new Set(markers);
  const now: Record<TutorialStep, boolean> = {
    walk: facts.coordinate >= TUTORIAL_WALK,
    battle: facts.bestVictoryStair >= 1 || facts.battlesWon > 0,
    heal: facts.squadHealthy,
    squad: facts.squadTrained,
  };
  const learned: TutorialStep[] = [];
  for (const step of TUTORIAL_STEPS) {
    if (!have.has(tutorialMarker(step)) && !now[step]) break;
    learned.push(step);
  }
  return learned;
}

/** The next step to teach, or null when all are learned. */
export function tutorialNext(learned: readonly TutorialStep[]): TutorialStep | null {
  return TUTORIAL_STEPS.find((s) => !learned.includes(s)) ?? null;
}

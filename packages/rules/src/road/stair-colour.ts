/** Danger colours of a stair (SPEC §4), each with a shape so colour-blind players read it too. */
export const STAIR_COLOURS = ['GREEN', 'YELLOW', 'RED'] as const;
export type StairColour = (typeof STAIR_COLOURS)[number];

export const STAIR_COLOUR_HEX: Readonly<Record<StairColour, string>> = {
  GREEN: '#4caf50',
  YELLOW: '#f2c230',
  RED: '#e0463a',
};
export const STAIR_COLOUR_SHAPE: Readonly<Record<StairColour, 'circle' | 'triangle' | 'diamond'>> =
  { GREEN: 'circle', YELLOW: 'triangle', RED: 'diamond' };

export interface StairReach {
  /** The player's stair: how far up the road the player stands. */
  readonly stair: number;
  /** The highest stair the player has won a battle on. */
  readonly battleStair: number;
}

/**
 * Thresholds by the player's stair (SPEC §4). The spec does not show red for stairs 100 and
 * up; this game keeps the rule of the 60–99 band there: red from battleStair+1, so anything
 * above the best win is red. Yellow always starts at or below red.
 */
export function stairThresholds(p: StairReach): { yellowFrom: number; redFrom: number } {
  const { stair, battleStair } = p;
  let yellowFrom: number;
  let redFrom: number;
  if (stair <= 25) {
    yellowFrom = battleStair + 1;
    redFrom = stair + 1;
  } else if (stair <= 59) {
    yellowFrom = battleStair;
    redFrom = stair;
  } else if (stair <= 99) {
    yellowFrom = battleStair - 1;
    redFrom = battleStair + 1;
  } else if (stair <= 119) {
    yellowFrom = 0.95 * battleStair;
    redFrom = battleStair + 1;
  } else {
    yellowFrom = 0.9 * battleStair;
    redFrom = battleStair + 1;
  }
  return { yellowFrom: Math.min(yellowFrom, redFrom), redFrom };
}

export function stairColour(placeStair: number, p: StairReach): StairColour {
  const { yellowFrom, redFrom } = stairThresholds(p);
  if (placeStair >= redFrom) return 'RED';
  if (placeStair >= yellowFrom) return 'YELLOW';
  return 'GREEN';
}

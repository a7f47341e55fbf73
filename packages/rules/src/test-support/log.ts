import type { BattleState, BattleStep, Move } from '../battle/types.js';

/**
 * A battle with its whole history, kept as its keeper keeps it: the last step's state and every
 * step's moves appended in order (the state holds only their count).
 */
export interface Logged {
  readonly state: BattleState;
  readonly moves: readonly Move[];
}

/** The log of a battle just started. */
export function logged(start: BattleStep): Logged {
  return { state: start.state, moves: [...start.moves] };
}

/** The log after one more step. */
export function after(log: Logged, step: BattleStep): Logged {
  return { state: step.state, moves: [...log.moves, ...step.moves] };
}

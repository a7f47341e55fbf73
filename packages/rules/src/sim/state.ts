/** The simulated player's state and the small helpers every policy step uses. */
import { type Amounts } from '../content/currencies.js';
import { health, maxHealth, type Creature } from '../creature/model.js';
import { type LevelState } from '../progression/experience.js';
import { regenerate } from '../progression/health.js';
import { chooseFirstHero } from '../progression/heroes.js';
import { newRoadProgress, type RoadProgress } from '../road/progress.js';

export interface SimPlayer {
  seed: number;
  road: RoadProgress;
  level: LevelState;
  wallet: Required<Pick<Amounts, 'GOLD' | 'CRYSTAL' | 'ELIXIR' | 'SULFUR' | 'MITHRIL'>>;
  heroes: Creature[];
  done: Set<number>;
  nextId: number;
  seconds: number;
  battles: number;
  wins: number;
  losses: number;
  restores: number;
  farms: number;
  waits: number;
  /** Stair → battles won and lost there. */
  byStair: Map<number, { wins: number; losses: number }>;
}

export function newSimPlayer(seed: number, starter: string): SimPlayer {
  const first = chooseFirstHero(starter, 1, seed);
  if (!first.ok) throw new Error(first.code);
  return {
    seed,
    road: newRoadProgress(),
    level: { level: 1, currentExp: 0, maxExp: 100 },
    wallet: { GOLD: 100, CRYSTAL: 0, ELIXIR: 0, SULFUR: 0, MITHRIL: 0 },
    heroes: [first.value],
    done: new Set(),
    nextId: 2,
    seconds: 0,
    battles: 0,
    wins: 0,
    losses: 0,
    restores: 0,
    farms: 0,
    waits: 0,
    byStair: new Map(),
  };
}

export const squad = (p: SimPlayer): Creature[] => p.heroes.filter((h) => h.combative);

export function healthShare(list: readonly Creature[]): number {
  const h = list.reduce((a, c) => a + health(c), 0);
  const m = list.reduce((a, c) => a + maxHealth(c), 0);
  return m > 0 ? h / m : 0;
}

/** Time passes: every hero regenerates. */
export function wait(p: SimPlayer, seconds: number): void {
  p.seconds += seconds;
  p.heroes = p.heroes.map((h) => regenerate(h, seconds));
}

export function weakest(p: SimPlayer): Creature | undefined {
  return [...squad(p)].sort((a, b) => a.weight - b.weight)[0];
}

export function replaceHero(p: SimPlayer, c: Creature): void {
  p.heroes = p.heroes.map((h) => (h.id === c.id ? c : h));
}

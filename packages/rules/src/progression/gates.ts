/** SPEC §9 level gates. */
export const LEVEL_GATES = {
  chat: 10,
  freeHeroExchange: 10,
  forum: 10,
  arenaButton: 4,
  arena: 8,
  clanButton: 8,
  clan: 15,
  gifts: 15,
} as const;

/** SPEC §9 stair gates (the hero shop's tiers open at the heroes' ones). */
export const STAIR_GATES = {
  backpack: 1,
  nun: 3,
  elixirSetup: 25,
  legendHeroes: 30,
  mythHeroes: 100,
  topHeroes: 500,
} as const;

/** SPEC §9: the help voice is loaded for players below this level. */
const HELP_VOICE_BELOW_LEVEL = 2;

export type LevelGate = keyof typeof LEVEL_GATES;
export type StairGate = keyof typeof STAIR_GATES;

export function levelGateOpen(gate: LevelGate, level: number): boolean {
  return level >= LEVEL_GATES[gate];
}

/** Stair gates open on the best stair reached, so walking back does not close them. */
export function stairGateOpen(gate: StairGate, stair: number): boolean {
  return stair >= STAIR_GATES[gate];
}

export function needsHelpVoice(level: number): boolean {
  return level < HELP_VOICE_BELOW_LEVEL;
}

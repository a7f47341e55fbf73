import { describe, expect, it } from 'vitest';
import {
  LEVEL_GATES,
  STAIR_GATES,
  levelGateOpen,
  needsHelpVoice,
  stairGateOpen,
  type LevelGate,
  type StairGate,
} from './gates.js';

describe('level gates (SPEC §9)', () => {
  it.each([
    ['chat', 10],
    ['freeHeroExchange', 10],
    ['forum', 10],
    ['arenaButton', 4],
    ['arena', 8],
    ['clanButton', 8],
    ['clan', 15],
    ['gifts', 15],
  ] as [LevelGate, number][])('%s opens at level %d', (gate, level) => {
    expect(LEVEL_GATES[gate]).toBe(level);
    expect(levelGateOpen(gate, level - 1)).toBe(false);
    expect(levelGateOpen(gate, level)).toBe(true);
  });

  it('loads the help voice below level 2', () => {
    expect(needsHelpVoice(1)).toBe(true);
    expect(needsHelpVoice(2)).toBe(false);
  });
});

describe('stair gates (SPEC §9)', () => {
  it.each([
    ['backpack', 1],
    ['nun', 3],
    ['elixirSetup', 25],
    ['legendHeroes', 30],
    ['mythHeroes', 100],
    ['topHeroes', 500],
  ] as [StairGate, number][])('%s opens at stair %d', (gate, stair) => {
    expect(STAIR_GATES[gate]).toBe(stair);
    expect(stairGateOpen(gate, stair - 1)).toBe(false);
    expect(stairGateOpen(gate, stair)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { cannedBattle } from './cannedBattle';

describe('the benchmark battle', () => {
  const { start, chunks } = cannedBattle(1000);

  it('is six against six', () => {
    expect(start.battle.creatures.filter((c) => c.team === 0)).toHaveLength(6);
    expect(start.battle.creatures.filter((c) => c.team === 1)).toHaveLength(6);
  });

  it('shows hits and every effect the scene animates', () => {
    const kinds = new Set(chunks.flatMap((c) => c.status.moves.map((m) => m.kind)));
    for (const kind of ['HIT', 'FREEZE', 'FIRE', 'POISON', 'HEAL', 'DEATH'])
      expect(kinds).toContain(kind);
  });

  it('hands the scene each command’s moves in order, numbered on from the last', () => {
    let seen = start.offset;
    for (const chunk of chunks) {
      expect(chunk.status.moves[0]?.moveNumber).toBe(seen + 1);
      seen = chunk.status.offset;
    }
  });
});

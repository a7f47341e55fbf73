import { describe, expect, it } from 'vitest';
import { heroSquad, monsterSquad } from '../test-support/squads.js';
import { autoPlay } from './commands.js';
import { startBattle } from './setup.js';

/** FNV-1a over a text, two lanes of 32 bits: a short, stable fingerprint of a long record. */
function fingerprint(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    a = Math.imul(a ^ ch, 0x01000193) >>> 0;
    b = Math.imul(b ^ ch, 0x01000193 ^ 0x2545) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

/**
 * Whole battles played by the AI on both sides, from fixed squads and seeds: squads of one to
 * six at levels and stairs from the first to the late game, mobs and arena squads. Every move of
 * every battle goes into the fingerprint, so a change that makes the engine or the AI faster
 * must leave each battle exactly as it was; a change meant to alter the battles changes the
 * pinned value, on purpose, in the same commit.
 */
function playedBattles(): string {
  const records: string[] = [];
  for (let i = 0; i < 48; i++) {
    const size = 1 + (i % 6);
    const level = [1, 12, 60, 240, 900, 3000][Math.floor(i / 6) % 6]!;
    const stair = Math.max(1, Math.round(level * 1.4));
    const start = startBattle(
      {
        kind: i % 4 === 3 ? 'ARENA' : 'MOB',
        stair,
        squad: heroSquad(size, level, i * 3),
        enemies: monsterSquad(1 + ((i * 5) % 6), stair, i * 7),
      },
      1000 + i,
    );
    if (!start.ok) throw new Error(start.code);
    const end = autoPlay(start.value.state);
    const moves = [...start.value.moves, ...end.moves];
    records.push(JSON.stringify([end.state.status, end.state.winner, moves]));
  }
  return records.join('\n');
}

describe('battle outcomes', () => {
  it('plays the pinned battles move for move as before', () => {
    const record = playedBattles();
    expect(record.length).toBeGreaterThan(10_000);
    // The pinned battles use abilities, not plain hits alone.
    expect(record).toContain('"ABILITY"');
    expect(fingerprint(record)).toBe('8c6330d4cb63b22a');
  });
});

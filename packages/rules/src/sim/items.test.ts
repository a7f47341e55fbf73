import { describe, expect, it } from 'vitest';
import { CHEST_DELAY_MINUTES } from '../economy/chests.js';
import { WHEEL_SECTORS, spinWheel } from '../economy/wheel.js';
import { gainItem, reforgeBag, strip } from './items.js';
import { newSimPlayer, squad, tallyBestMove, type SimPlayer } from './state.js';
import { settleTimers } from './timers.js';

const sword = (level: number) => ({ artifactId: 'art_kladenets', level });
const levels = (p: SimPlayer) => p.heroes[0]!.artifacts.map((a) => a.level).sort((a, b) => a - b);

describe('the simulated player keeps its artifacts as a player would', () => {
  it('wears a better find in place of the weakest worn artifact and keeps that one for the forge', () => {
    const p = newSimPlayer(1, 'hero_dobrynya');
    gainItem(p, sword(1));
    gainItem(p, sword(2));
    expect(levels(p)).toEqual([1, 2]);
    expect(p.bag).toEqual([]);
    gainItem(p, sword(40));
    expect(levels(p)).toEqual([2, 40]);
    expect(p.bag).toEqual([sword(1)]);
    // A find weaker than everything worn goes straight to the bag.
    gainItem(p, sword(1));
    expect(levels(p)).toEqual([2, 40]);
    expect(p.bag).toEqual([sword(1), sword(1)]);
  });

  it('melts the bag into the hero it adds most to, and a benched hero gives up its artifacts', () => {
    const p = newSimPlayer(1, 'hero_dobrynya');
    const before = p.heroes[0]!.weight;
    p.bag = [sword(30), sword(31)];
    reforgeBag(p);
    expect(p.bag).toEqual([]);
    expect(p.reforged).toBe(2);
    expect(p.heroes[0]!.weight).toBeGreaterThan(before);
    expect(p.heroes[0]!.forged!.attack).toBeGreaterThan(0);
    gainItem(p, sword(5));
    gainItem(p, sword(6));
    // With no one left to wear them, a spender keeps them for the forge.
    strip(p, p.heroes[0]!);
    expect(squad(p)).toEqual([]);
    expect(p.heroes[0]!.artifacts).toEqual([]);
    expect(p.bag).toEqual([sword(6), sword(5)]);
  });

  it('opens a chest won on the daily free spin only after its delay', () => {
    const seed = [...Array(500).keys()].find(
      (s) => WHEEL_SECTORS[spinWheel(`sim:${s}:day:1`)]!.prize.kind === 'CHEST',
    )!;
    const prize = WHEEL_SECTORS[spinWheel(`sim:${seed}:day:1`)]!.prize;
    if (prize.kind !== 'CHEST') throw new Error('no chest on the wheel');
    const p = newSimPlayer(seed, 'hero_dobrynya');
    p.seconds = 86_400;
    settleTimers(p);
    expect(p.timers.filter((t) => t.kind === 'chest')).toHaveLength(1);
    p.seconds += CHEST_DELAY_MINUTES[prize.chest] * 60 - 1;
    settleTimers(p);
    expect(p.chests).toBe(0);
    p.seconds += 1;
    const gold = p.wallet.GOLD;
    settleTimers(p);
    expect(p.chests).toBe(1);
    expect(p.wallet.GOLD).toBeGreaterThan(gold);
  });
});

/** A move that adds `power` to the squad for `gold`. */
const move = (power: number, gold: number) => (p: SimPlayer) => {
  p.heroes = p.heroes.map((h, i) => (i === 0 ? { ...h, weight: h.weight + power } : h));
  p.wallet.GOLD -= gold;
};

describe('which move is best', () => {
  const best = (buy: [number, number], level: [number, number], reforge: [number, number]) => {
    const p = newSimPlayer(1, 'hero_dobrynya');
    tallyBestMove(p, {
      buy: move(...buy),
      level: move(...level),
      smithy: move(0, 0),
      reforge: move(...reforge),
    });
    return p.best.get(1);
  };

  it('weighs buying against levelling per gold', () => {
    expect(best([100, 10], [50, 10], [0, 0])).toEqual({ buy: 1, level: 0, smithy: 0, reforge: 0 });
    expect(best([100, 40], [50, 10], [0, 0])).toEqual({ buy: 0, level: 1, smithy: 0, reforge: 0 });
  });

  it('counts reforging, which spends no gold, against the gold the others spend', () => {
    expect(best([0, 0], [50, 10], [1, 0])).toEqual({ buy: 0, level: 0, smithy: 0, reforge: 1 });
    // Buying 100 for 10 is worth 50 beyond what levelling makes of 10 gold: more than 20.
    expect(best([100, 10], [50, 10], [20, 0])).toEqual({ buy: 1, level: 0, smithy: 0, reforge: 0 });
    expect(best([100, 10], [50, 10], [60, 0])).toEqual({ buy: 0, level: 0, smithy: 0, reforge: 1 });
  });

  it('counts only a real choice: two moves possible at least', () => {
    expect(best([0, 0], [50, 10], [0, 0])).toBeUndefined();
  });
});

import { speedUpPrice } from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestWithHero, setPlayer } from './game.js';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
/** What the test kind's handler applied, per subject: each must be applied exactly once. */
const applied: { subject: string; by: string }[] = [];

beforeAll(async () => {
  s = await startTestServer();
  s.server.kernel.players.timerHandlers.on('test', async (unit, t, by) => {
    applied.push({ subject: t.subject, by });
    // The handler writes inside the completing change: a rolled back change leaves no trace.
    await unit.patch({ sulfur: unit.row.sulfur + 1 });
  });
});
afterAll(() => s.close());

const MINUTE = 60_000;
const players = () => s.server.kernel.players;
const start = (playerId: number, subject: string, ms: number) =>
  players().withPlayer(playerId, (u) => u.timers.start('test', subject, ms, { subject }));
const settle = (playerId: number) => players().withPlayer(playerId, (u) => u.timers.settle());
const speedUp = (playerId: number, id: number) =>
  players().withPlayer(playerId, (u) => u.timers.speedUp(id));
const row = (playerId: number) => players().find({ id: playerId });
const timesApplied = (subject: string) => applied.filter((a) => a.subject === subject).length;

describe('timers', () => {
  it('stay running until the clock reaches their end, then complete once on any change', async () => {
    const g = await guestWithHero(s);
    await start(g.playerId, 'once', 10 * MINUTE);
    expect(await settle(g.playerId)).toEqual([]);
    s.clock.advance(10 * MINUTE - 1);
    expect(await settle(g.playerId)).toEqual([]);
    expect(timesApplied('once')).toBe(0);
    s.clock.advance(1);
    // Every change of the player completes the waits that have ended before it runs.
    const seen = () => players().withPlayer(g.playerId, async (u) => u.row.sulfur);
    const reads = await Promise.all([seen(), settle(g.playerId), seen()]);
    expect(reads).toEqual([1, [], 1]);
    expect(await settle(g.playerId)).toEqual([]);
    expect(timesApplied('once')).toBe(1);
    expect((await row(g.playerId))!.sulfur).toBe(1);
  });

  it('refuse a second running wait on the same subject', async () => {
    const g = await guestWithHero(s);
    await start(g.playerId, 'dup', MINUTE);
    await expect(start(g.playerId, 'dup', MINUTE)).rejects.toMatchObject({
      code: 'TIMER_ALREADY_RUNNING',
    });
    s.clock.advance(MINUTE);
    await settle(g.playerId);
    await expect(start(g.playerId, 'dup', MINUTE)).resolves.toMatchObject({ subject: 'dup' });
  });

  it('speed up for emeralds at the documented price, charged and applied once', async () => {
    const g = await guestWithHero(s);
    await setPlayer(s, g.playerId, { mithril: 100 });
    const t = await start(g.playerId, 'paid', 60 * MINUTE);
    s.clock.advance(20 * MINUTE);
    const price = speedUpPrice(40 * MINUTE);
    expect(price).toBe(19);
    const both = await Promise.all([speedUp(g.playerId, t.id), speedUp(g.playerId, t.id)]);
    expect(both.filter((r) => r.applied)).toHaveLength(1);
    expect(both.find((r) => r.applied)!.price).toBe(price);
    expect((await row(g.playerId))!.mithril).toBe(100 - price);
    expect(timesApplied('paid')).toBe(1);
    expect(applied.find((a) => a.subject === 'paid')!.by).toBe('speed-up');
    s.clock.advance(60 * MINUTE);
    expect(await settle(g.playerId)).toEqual([]);
    expect(timesApplied('paid')).toBe(1);
  });

  it('a speed-up racing the natural end applies once and charges nothing', async () => {
    const g = await guestWithHero(s);
    await setPlayer(s, g.playerId, { mithril: 50 });
    const t = await start(g.playerId, 'race', 5 * MINUTE);
    s.clock.advance(5 * MINUTE);
    const [sped, settled] = await Promise.all([speedUp(g.playerId, t.id), settle(g.playerId)]);
    // The change that came first completed it before either call ran.
    expect([sped.applied, settled]).toEqual([false, []]);
    expect(sped.price).toBe(0);
    expect(timesApplied('race')).toBe(1);
    expect((await row(g.playerId))!.mithril).toBe(50);
  });

  it('a speed-up short of emeralds says so and leaves the wait running', async () => {
    const g = await guestWithHero(s);
    await setPlayer(s, g.playerId, { mithril: 2 });
    const t = await start(g.playerId, 'poor', 30 * MINUTE);
    await expect(speedUp(g.playerId, t.id)).rejects.toMatchObject({ code: 'NOT_ENOUGH_GEMS' });
    expect(timesApplied('poor')).toBe(0);
    expect((await row(g.playerId))!.mithril).toBe(2);
    const running = await players().withPlayer(g.playerId, (u) => u.timers.running('test'));
    expect(running.map((r) => r.subject)).toEqual(['poor']);
    await expect(speedUp(g.playerId, 999_999)).rejects.toMatchObject({ code: 'TIMER_NOT_FOUND' });
  });
});

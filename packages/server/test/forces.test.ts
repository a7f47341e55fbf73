import { api } from '@heroroad/protocol';
import { FORCES, forceUpgradeCost, hammerPrice, speedUpPrice } from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestWithHero, setPlayer } from './game.js';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const [A, B, C, D] = FORCES.map((f) => f.warriorClass);
const SECOND = 1000;

async function player(values: Record<string, number>) {
  const g = await guestWithHero(s);
  await setPlayer(s, g.playerId, values);
  const hero = (await s.call(api.player.current, { token: g.token })).body.creatures[0]!;
  const upgrade = (warriorClass: string, requestId?: string) =>
    s.call(api.progression.upgradeForce, {
      token: g.token,
      params: { id: hero.id },
      body: { warriorClass, ...(requestId ? { requestId } : {}) },
    });
  const forces = () => s.call(api.progression.forces, { token: g.token });
  const heroNow = async () =>
    (await s.call(api.hero.creature, { token: g.token, params: { id: hero.id } })).body;
  return { ...g, hero, upgrade, forces, heroNow };
}

describe('force upgrades', () => {
  it('take elixir at the start and give the level when the clock reaches the end, once', async () => {
    const p = await player({ elixir: 100 });
    const cost = forceUpgradeCost(1);
    const r = await p.upgrade(A!);
    expect(r.status).toBe(200);
    expect(r.body.player.elixir).toBe(100 - cost.elixir);
    expect(r.body.forces.upgrades).toMatchObject([
      { creatureId: p.hero.id, warriorClass: A, toLevel: 1 },
    ]);
    const [u] = r.body.forces.upgrades;
    expect(u!.endsAt - u!.startedAt).toBe(cost.seconds * SECOND);
    expect(u!.speedUpPrice).toBe(speedUpPrice(cost.seconds * SECOND));
    expect((await p.heroNow()).forcesV2).toEqual([]);

    s.clock.advance(cost.seconds * SECOND - 1);
    expect((await p.forces()).body.upgrades).toHaveLength(1);
    s.clock.advance(1);
    const reads = await Promise.all([p.forces(), p.forces(), p.forces()]);
    for (const read of reads) expect(read.body.upgrades).toEqual([]);
    expect((await p.heroNow()).forcesV2).toEqual([{ warriorClass: A, level: 1 }]);
    // The rank caps the force: a recruit learns level 1 only.
    const locked = await p.upgrade(A!);
    expect(locked.status).toBe(400);
    expect(locked.body.code).toBe('FORCE_LOCKED');
    expect((await s.call(api.player.current, { token: p.token })).body.elixir).toBe(
      100 - cost.elixir,
    );
  });

  it('run two at once; a third needs a magic hammer bought for emeralds', async () => {
    const p = await player({ elixir: 100, mithril: 1000 });
    expect((await p.upgrade(A!)).status).toBe(200);
    const second = await p.upgrade(B!);
    expect(second.body.forces.hammerDto).toEqual({ current: 0, max: 2 });
    const third = await p.upgrade(C!);
    expect(third.status).toBe(409);
    expect(third.body.code).toBe('FORCE_UPGRADES_BUSY');
    expect(third.body.message).toMatch(/молот/);
    const again = await p.upgrade(A!);
    expect(again.body.code).toBe('TIMER_ALREADY_RUNNING');

    const info = await s.call(api.player.infoCurrent, { token: p.token, query: {} });
    expect(info.body.hammerDto).toEqual({ current: 0, max: 2 });

    const bought = await s.call(api.progression.buyHammer, {
      token: p.token,
      body: { requestId: 'hammer-press-1' },
    });
    expect(bought.status).toBe(200);
    expect(bought.body.player.mithril).toBe(1000 - hammerPrice(0));
    expect(bought.body.forces).toMatchObject({
      hammers: 1,
      hammerDto: { current: 1, max: 3 },
      nextHammerPrice: hammerPrice(1),
    });
    // The same press again buys nothing more.
    const replay = await s.call(api.progression.buyHammer, {
      token: p.token,
      body: { requestId: 'hammer-press-1' },
    });
    expect(replay.body.forces.hammers).toBe(1);
    expect(replay.body.player.mithril).toBe(1000 - hammerPrice(0));
    expect((await p.upgrade(C!)).status).toBe(200);
    expect((await p.upgrade(D!)).body.code).toBe('FORCE_UPGRADES_BUSY');
    expect(
      (await s.call(api.player.infoCurrent, { token: p.token, query: {} })).body.hammerDto,
    ).toEqual({ current: 0, max: 3 });
  });

  it('sells at most three hammers and says when the emeralds are short', async () => {
    const p = await player({ mithril: hammerPrice(0) + hammerPrice(1) + hammerPrice(2) });
    for (let i = 0; i < 3; i++) {
      expect((await s.call(api.progression.buyHammer, { token: p.token })).status).toBe(200);
    }
    const fourth = await s.call(api.progression.buyHammer, { token: p.token });
    expect(fourth.body.code).toBe('HAMMERS_MAX');
    const poor = await player({ mithril: 10 });
    const short = await s.call(api.progression.buyHammer, { token: poor.token });
    expect(short.body.code).toBe('NOT_ENOUGH_GEMS');
  });

  it('a press sent twice with one request id starts one upgrade and pays once', async () => {
    const p = await player({ elixir: 100 });
    const [a, b] = await Promise.all([p.upgrade(A!, 'press-0001'), p.upgrade(A!, 'press-0001')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const f = (await p.forces()).body;
    expect(f.upgrades).toHaveLength(1);
    expect((await s.call(api.player.current, { token: p.token })).body.elixir).toBe(
      100 - forceUpgradeCost(1).elixir,
    );
  });

  it('speed up for emeralds, racing the clock applies once', async () => {
    const p = await player({ elixir: 100, mithril: 100 });
    const started = (await p.upgrade(A!)).body.forces.upgrades[0]!;
    s.clock.advance(60 * SECOND);
    const price = speedUpPrice(started.endsAt - started.startedAt - 60 * SECOND);
    const sped = await s.call(api.progression.speedUp, {
      token: p.token,
      params: { id: started.timerId },
    });
    expect(sped.status).toBe(200);
    expect(sped.body.player.mithril).toBe(100 - price);
    expect(sped.body.forces.upgrades).toEqual([]);
    expect((await p.heroNow()).forcesV2).toEqual([{ warriorClass: A, level: 1 }]);

    const next = (await p.upgrade(B!)).body.forces.upgrades[0]!;
    s.clock.set(next.endsAt);
    const [speedUp, read] = await Promise.all([
      s.call(api.progression.speedUp, { token: p.token, params: { id: next.timerId } }),
      p.forces(),
    ]);
    expect(speedUp.status).toBe(200);
    expect(read.body.upgrades).toEqual([]);
    expect(speedUp.body.player.mithril).toBe(100 - price);
    expect((await p.heroNow()).forcesV2).toEqual([
      { warriorClass: A, level: 1 },
      { warriorClass: B, level: 1 },
    ]);
    const other = await player({ elixir: 0 });
    const foreign = await s.call(api.progression.speedUp, {
      token: other.token,
      params: { id: next.timerId },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('TIMER_NOT_FOUND');
  });

  it('refuses unknown heroes and wrong classes with clear errors', async () => {
    const p = await player({ elixir: 100 });
    const none = await s.call(api.progression.upgradeForce, {
      token: p.token,
      params: { id: 999_999 },
      body: { warriorClass: A },
    });
    expect(none.status).toBe(404);
    const bad = await s.call(api.progression.upgradeForce, {
      token: p.token,
      params: { id: p.hero.id },
      body: { warriorClass: 'nobody' },
    });
    expect(bad.status).toBe(400);
    const poor = await player({ elixir: 0 });
    expect((await poor.upgrade(A!)).body.code).toBe('NOT_ENOUGH_RESOURCES');
  });
});

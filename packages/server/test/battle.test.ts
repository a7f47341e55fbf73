import { api } from '@heroroad/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../src/core/random.js';
import { guestWithHero, placesOf, playOut, setPlayer } from './game.js';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  // Seeded: every road and battle below is the same in every run, so each outcome is asserted.
  s = await startTestServer({ random: seededRandom('battle.test') });
});
afterAll(() => s.close());

async function firstGuarded(token: string) {
  const places = await placesOf(s, token);
  const place = places.find((p) => p.guard !== null && p.coordinate <= 99);
  if (!place) throw new Error('stair 1 has no guarded place');
  return place;
}

describe('a MOB battle from a road place', () => {
  it('starts, is played with hits, completes with rewards, and frees the place', async () => {
    const g = await guestWithHero(s);
    const before = (await s.call(api.player.current, { token: g.token })).body;
    const place = await firstGuarded(g.token);
    const start = await s.call(api.battle.placeAttack, {
      token: g.token,
      body: { placeId: place.id },
    });
    expect(start.status).toBe(200);
    expect(start.body.battleState).toBe('IN_PROGRESS');
    expect(start.body.battle.placeId).toBe(place.id);
    expect(start.body.battle.creatures.filter((c) => c.team === 1)).toHaveLength(
      place.guard!.monsters.length,
    );
    const me = (await s.call(api.player.current, { token: g.token })).body;
    expect(me.battleId).toBe(start.body.battle.id);
    // No moving, levelling or a second battle while this one runs.
    expect(
      (await s.call(api.road.coordinateSet, { token: g.token, body: { coordinate: 50 } })).body
        .code,
    ).toBe('BATTLE_IN_PROGRESS');
    expect(
      (await s.call(api.battle.placeAttack, { token: g.token, body: { placeId: place.id } })).body
        .code,
    ).toBe('BATTLE_IN_PROGRESS');
    expect((await s.call(api.battle.complete, { token: g.token })).body.code).toBe(
      'BATTLE_NOT_FINISHED',
    );

    const end = await playOut(s, g.token, start.body);
    expect(end.battleState).toBe('COMPLETED');
    const done = await s.call(api.battle.complete, { token: g.token });
    expect(done.status).toBe(200);
    expect(done.body.player.battleId).toBeNull();
    expect(done.body.status.winnerReward).not.toBeNull();
    expect(done.body.player.gold).toBeGreaterThan(before.gold);
    expect(
      done.body.player.currentExp > before.currentExp || done.body.player.level > before.level,
    ).toBe(true);
    expect(done.body.player.bestVictoryStair).toBe(1);
    // SPEC §4: after a win the place's creature is removed.
    const after = (await placesOf(s, g.token)).find((p) => p.id === place.id)!;
    expect(after.guard).toBeNull();
    expect(after.creatureId).toBeNull();
    expect(after.battleLost).toBe(false);
    // Completing again changes nothing.
    const again = await s.call(api.battle.complete, { token: g.token });
    expect(again.body.code).toBe('NO_BATTLE');
    expect((await s.call(api.player.current, { token: g.token })).body.gold).toBe(
      done.body.player.gold,
    );
  });

  it('loses to guards far above the squad: the place is marked lost and keeps its guards', async () => {
    const g = await guestWithHero(s);
    await setPlayer(s, g.playerId, { max_coordinate: 599, coordinate: 500, stair: 6 });
    const before = (await s.call(api.player.current, { token: g.token })).body;
    const place = (await placesOf(s, g.token, 500, 599)).find((p) => p.guard !== null)!;
    const start = await s.call(api.battle.placeAttack, {
      token: g.token,
      body: { placeId: place.id },
    });
    expect(start.status).toBe(200);
    const end = await playOut(s, g.token, start.body);
    expect(end.battleState).toBe('COMPLETED');
    const done = await s.call(api.battle.complete, { token: g.token });
    expect(done.status).toBe(200);
    expect(done.body.status.winnerReward).toBeNull();
    const penalty = done.body.status.looserPenalty!.gold;
    expect(done.body.player.gold).toBe(before.gold - Math.min(before.gold, penalty));
    expect(done.body.player.bestVictoryStair).toBe(0);
    // SPEC §4: after a loss the place is marked battle lost; its creature stays.
    const after = (await placesOf(s, g.token, 500, 599)).find((p) => p.id === place.id)!;
    expect(after.battleLost).toBe(true);
    expect(after.guard).not.toBeNull();
    expect(after.creatureId).toBe(-1);
  });

  it('replays moves from an offset and answers the battle without moves', async () => {
    const g = await guestWithHero(s);
    const place = await firstGuarded(g.token);
    const start = await s.call(api.battle.placeAttack, {
      token: g.token,
      body: { placeId: place.id },
    });
    const hint = await s.call(api.battle.ask, { token: g.token });
    await s.call(api.battle.hit, { token: g.token, body: hint.body.ask! });
    const all = await s.call(api.battle.movesSublist, { token: g.token, body: { offset: 0 } });
    expect(all.body.moves.map((m) => m.moveNumber)).toEqual(all.body.moves.map((_, i) => i + 1));
    const tail = await s.call(api.battle.movesSublist, { token: g.token, body: { offset: 2 } });
    expect(tail.body.moves).toEqual(all.body.moves.slice(2));
    expect(tail.body.offset).toBe(all.body.moves.length);
    const empty = await s.call(api.battle.movesEmpty, { token: g.token });
    expect(empty.body.moves).toEqual([]);
    expect(empty.body.battle.id).toBe(start.body.battle.id);
  });

  it('precalculates exactly what the hit then does', async () => {
    const g = await guestWithHero(s);
    const place = await firstGuarded(g.token);
    await s.call(api.battle.placeAttack, { token: g.token, body: { placeId: place.id } });
    const asked = (await s.call(api.battle.ask, { token: g.token })).body;
    const foe = asked.battle.creatures.find((c) => c.team === 1 && c.health > 0)!;
    // A plain hit (the hint may be an ability on the hero itself).
    const hint = { attackerId: asked.ask!.attackerId, defenderId: foe.id };
    const pre = await s.call(api.battle.precalculate, { token: g.token, body: hint });
    expect(pre.status).toBe(200);
    const hit = await s.call(api.battle.hit, { token: g.token, body: hint });
    const target = hit.body.battle.creatures.find((c) => c.id === hint.defenderId)!;
    const firstTargetMove = hit.body.moves.find(
      (m) => m.targetId === hint.defenderId && ['HIT', 'BLOCK', 'HAMMER'].includes(m.kind),
    );
    expect(firstTargetMove?.healthAfter).toBe(pre.body.defenderHealthAfter);
    expect(target.health).toBeLessThanOrEqual(pre.body.defenderHealthAfter);
  });

  it('refuses bad hits with translated errors', async () => {
    const g = await guestWithHero(s);
    const place = await firstGuarded(g.token);
    const start = await s.call(api.battle.placeAttack, {
      token: g.token,
      body: { placeId: place.id },
    });
    const mine = start.body.battle.creatures.find((c) => c.team === 0)!;
    const enemy = start.body.battle.creatures.find((c) => c.team === 1)!;
    const selfHit = await s.call(api.battle.hit, {
      token: g.token,
      body: { attackerId: mine.id, defenderId: mine.id },
      headers: { 'accept-language': 'en' },
    });
    expect(selfHit.body.code).toBe('TARGET_INVALID');
    const enemyActs = await s.call(api.battle.hit, {
      token: g.token,
      body: { attackerId: enemy.id, defenderId: mine.id },
    });
    expect(enemyActs.body.code).toBe('CREATURE_CANNOT_ACT');
  });

  it('gives up: the battle ends lost and the place is marked', async () => {
    const g = await guestWithHero(s);
    const place = await firstGuarded(g.token);
    await s.call(api.battle.placeAttack, { token: g.token, body: { placeId: place.id } });
    const gaveUp = await s.call(api.battle.giveUp, { token: g.token });
    expect(gaveUp.body.battleState).toBe('COMPLETED');
    const done = await s.call(api.battle.complete, { token: g.token });
    expect(done.body.status.looserPenalty).not.toBeNull();
    expect((await placesOf(s, g.token)).find((p) => p.id === place.id)!.battleLost).toBe(true);
  });

  it('applies the same hit sent twice at once only once', async () => {
    const g = await guestWithHero(s);
    const place = await firstGuarded(g.token);
    await s.call(api.battle.placeAttack, { token: g.token, body: { placeId: place.id } });
    const hint = (await s.call(api.battle.ask, { token: g.token })).body.ask!;
    const before = (await s.call(api.battle.movesSublist, { token: g.token, body: { offset: 0 } }))
      .body.moves.length;
    // The same hit again, once the first has landed, is refused as stale too.
    const [a, b] = await Promise.all([
      s.call(api.battle.hit, { token: g.token, body: { ...hint, offset: before } }),
      s.call(api.battle.hit, { token: g.token, body: { ...hint, offset: before } }),
    ]);
    expect([a.status, b.status].filter((x) => x === 200)).toHaveLength(1);
    const failed = a.status === 200 ? b : a;
    expect([
      'CONFLICT',
      'CREATURE_ALREADY_ACTED',
      'NOT_YOUR_TURN',
      'TARGET_INVALID',
      'BATTLE_NOT_IN_PROGRESS',
    ]).toContain(failed.body.code);
    const after = (await s.call(api.battle.movesSublist, { token: g.token, body: { offset: 0 } }))
      .body.moves;
    const winner = a.status === 200 ? a : b;
    expect(after.length).toBe(before + winner.body.moves.length);
    // The same hit again, once the first has landed, is refused as stale too.
    const late = await s.call(api.battle.hit, {
      token: g.token,
      body: { ...hint, offset: before },
    });
    expect(late.body.code).toBe('CONFLICT');
  });

  it('survives a server restart in the middle of a battle', async () => {
    const g = await guestWithHero(s);
    const place = await firstGuarded(g.token);
    await s.call(api.battle.placeAttack, { token: g.token, body: { placeId: place.id } });
    const hint = (await s.call(api.battle.ask, { token: g.token })).body.ask!;
    await s.call(api.battle.hit, { token: g.token, body: hint });
    const seen = (await s.call(api.battle.movesSublist, { token: g.token, body: { offset: 0 } }))
      .body;
    const second = await startTestServer({ testDb: s.testDb, clock: s.clock });
    try {
      const again = await second.call(api.battle.movesSublist, {
        token: g.token,
        body: { offset: 0 },
      });
      expect(again.body).toEqual(seen);
      const end = await playOut(second, g.token, again.body);
      expect(end.battleState).toBe('COMPLETED');
    } finally {
      await second.server.close();
    }
  });

  it('is played by turns through two instances over one database without a stale state', async () => {
    const g = await guestWithHero(s);
    const place = await firstGuarded(g.token);
    const start = await s.call(api.battle.placeAttack, {
      token: g.token,
      body: { placeId: place.id },
    });
    const other = await startTestServer({ testDb: s.testDb, clock: s.clock });
    try {
      // Each instance remembers the states it read; a hit through the other one must be seen.
      let status = start.body;
      for (let i = 0; status.battleState === 'IN_PROGRESS' && i < 400; i++) {
        const via = i % 2 === 0 ? s : other;
        const hint = await via.call(api.battle.ask, { token: g.token });
        expect(hint.body.offset).toBe(status.offset);
        const r = await via.call(api.battle.hit, {
          token: g.token,
          body: { ...hint.body.ask!, offset: hint.body.offset },
        });
        expect(r.status).toBe(200);
        status = r.body;
      }
      expect(status.battleState).toBe('COMPLETED');
      const [here, there] = await Promise.all(
        [s, other].map((via) =>
          via.call(api.battle.movesSublist, { token: g.token, body: { offset: 0 } }),
        ),
      );
      expect(here!.body).toEqual(there!.body);
      expect(here!.body.moves).toHaveLength(status.offset);
      expect((await other.call(api.battle.complete, { token: g.token })).status).toBe(200);
    } finally {
      await other.server.close();
    }
  });
});

describe('seeds from the injected Random', () => {
  it('give a new player the same road and the same battle on every server seeded alike', async () => {
    const play = async () => {
      const t = await startTestServer({ random: seededRandom('replay') });
      try {
        const g = await guestWithHero(t);
        const places = await placesOf(t, g.token);
        const place = places.find((p) => p.guard !== null)!;
        const start = await t.call(api.battle.placeAttack, {
          token: g.token,
          body: { placeId: place.id },
        });
        await playOut(t, g.token, start.body);
        const all = await t.call(api.battle.movesSublist, { token: g.token, body: { offset: 0 } });
        return { places, moves: all.body.moves };
      } finally {
        await t.close();
      }
    };
    const [first, second] = [await play(), await play()];
    expect(second.places).toEqual(first.places);
    expect(second.moves).toEqual(first.moves);
    expect(first.moves.length).toBeGreaterThan(0);
  });
});

describe('the arena', () => {
  it('opens at level 8', async () => {
    const g = await guestWithHero(s);
    const other = await guestWithHero(s);
    const r = await s.call(api.battle.arenaAttack, {
      token: g.token,
      body: { opponentId: other.playerId },
      headers: { 'accept-language': 'ru' },
    });
    expect(r.body).toEqual({ code: 'ARENA_NOT_OPEN', message: 'Арена еще не открылась' });
  });

  it("fights another player's squad at full health", async () => {
    const g = await guestWithHero(s);
    const other = await guestWithHero(s, 'hero_halfdan');
    await s.testDb.db.kysely
      .updateTable('player')
      .set({ level: 8 })
      .where('id', 'in', [g.playerId, other.playerId])
      .execute();
    // Both stand in the arena; the attacker is offered the only other player there.
    await s.call(api.arena.state, { token: other.token });
    const offered = await s.call(api.arena.refresh, { token: g.token });
    expect(offered.body.opponents.map((o) => o.playerId)).toEqual([other.playerId]);
    const r = await s.call(api.battle.arenaAttack, {
      token: g.token,
      body: { opponentId: other.playerId },
    });
    expect(r.status).toBe(200);
    expect(r.body.battle.kind).toBe('ARENA');
    const enemy = r.body.battle.creatures.filter((c) => c.team === 1);
    expect(enemy.map((c) => c.identifier)).toEqual(['hero_halfdan']);
    const end = await playOut(s, g.token, r.body);
    expect(end.battleState).toBe('COMPLETED');
    expect((await s.call(api.battle.complete, { token: g.token })).status).toBe(200);
    expect(
      (await s.call(api.battle.arenaAttack, { token: g.token, body: { opponentId: g.playerId } }))
        .body.code,
    ).toBe('OPPONENT_NOT_FOUND');
  });
});

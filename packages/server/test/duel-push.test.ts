import { api, stompDestination, type RealtimeNotification } from '@heroroad/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../src/core/clock.js';
import { seededRandom } from '../src/core/random.js';
import { duellist as duellistAt, startDuel } from './duel.js';
import { startTestServer, type TestServer } from './harness.js';
import { connectStomp, type MessageQueue } from './stomp.js';

const clock = manualClock(Date.UTC(2026, 10, 26, 9));
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ clock, random: seededRandom('duel-push.test') });
});
afterAll(() => s.close());

const duellist = (level: number) => duellistAt(s, level);

/** Listens on the player's personal destination. */
async function listen(token: string) {
  const uuid = (await s.call(api.player.infoCurrent, { token })).body.clientUuid;
  const stomp = await connectStomp(s.url, { token });
  const q = stomp.subscribe(stompDestination.personal(uuid));
  await q.ready;
  return { stomp, q };
}

/** The next duel notification on the queue (a wallet push may come between). */
async function nextDuel(q: MessageQueue): Promise<RealtimeNotification> {
  for (;;) {
    const n = JSON.parse((await q.next()).body) as RealtimeNotification;
    if (n.type === 'DUEL_STARTED' || n.type === 'DUEL_MOVED') return n;
  }
}

describe('a duel names its players and pushes its moves', () => {
  it('names both sides for each duellist and a watcher, and pushes start and moves to the other side', async () => {
    const host = await duellist(11);
    const joiner = await duellist(13);
    const watcher = await duellist(10);
    const hostLink = await listen(host.token);
    const joinerLink = await listen(joiner.token);
    const asHost = { playerId: host.playerId, name: host.name, level: 11 };
    const asJoiner = { playerId: joiner.playerId, name: joiner.name, level: 13 };

    const duelId = (await s.call(api.battle.duelOpen, { token: host.token })).body.mine!.id;
    const joined = await s.call(api.battle.duelJoin, { token: joiner.token, body: { duelId } });
    expect(joined.status).toBe(200);
    const battleId = joined.body.battle.id;
    expect(joined.body.duellists).toEqual({ own: asJoiner, opponent: asHost });
    // The challenger learns at once that the duel began, and against whom.
    expect(await nextDuel(hostLink.q)).toEqual({
      type: 'DUEL_STARTED',
      payload: { battleId, opponent: asJoiner },
    });

    const hostView = await s.call(api.battle.movesSublist, {
      token: host.token,
      body: { offset: 0 },
    });
    expect(hostView.body.duellists).toEqual({ own: asHost, opponent: asJoiner });
    const watched = await s.call(api.battle.duelWatch, {
      token: watcher.token,
      query: { battleId },
    });
    expect(watched.body.status.duellists).toEqual({ own: asHost, opponent: asJoiner });

    // The challenger moves first; the joiner is told how many moves the battle now holds.
    const hint = await s.call(api.battle.ask, { token: host.token });
    expect(hint.body.duellists).toEqual({ own: asHost, opponent: asJoiner });
    const hit = await s.call(api.battle.hit, { token: host.token, body: { ...hint.body.ask! } });
    expect(hit.status).toBe(200);
    expect(hit.body.duellists).toEqual({ own: asHost, opponent: asJoiner });
    expect(await nextDuel(joinerLink.q)).toEqual({
      type: 'DUEL_MOVED',
      payload: { battleId, offset: hit.body.offset },
    });

    // The joiner's answer goes to the challenger, and only to them.
    const reply = await s.call(api.battle.skip, {
      token: joiner.token,
      body: { offset: hit.body.offset },
    });
    expect(reply.status).toBe(200);
    expect(await nextDuel(hostLink.q)).toEqual({
      type: 'DUEL_MOVED',
      payload: { battleId, offset: reply.body.offset },
    });
    expect(joinerLink.q.messages.map((m) => JSON.parse(m.body).type)).toEqual(['DUEL_MOVED']);

    await hostLink.stomp.disconnect();
    await joinerLink.stomp.disconnect();
  });

  it("pushes every move to the duel's watchers, any signed-in player, and to nobody else", async () => {
    const host = await duellist(12);
    const joiner = await duellist(12);
    const battleId = await startDuel(s, host, joiner);
    // A guest who has not even chosen a hero may watch, as the watch call allows.
    const guest = await s.trial();
    const watcher = await connectStomp(s.url, { token: guest.token });
    const watching = watcher.subscribe(stompDestination.duel(battleId));
    const elsewhere = watcher.subscribe(stompDestination.duel(battleId + 1000));
    await Promise.all([watching.ready, elsewhere.ready]);

    const hint = await s.call(api.battle.ask, { token: host.token });
    const hit = await s.call(api.battle.hit, { token: host.token, body: { ...hint.body.ask! } });
    expect(hit.status).toBe(200);
    expect(JSON.parse((await watching.next()).body)).toEqual({
      type: 'DUEL_MOVED',
      payload: { battleId, offset: hit.body.offset },
    });
    // The other side's move too: watchers follow both duellists.
    const reply = await s.call(api.battle.skip, {
      token: joiner.token,
      body: { offset: hit.body.offset },
    });
    expect(JSON.parse((await watching.next()).body)).toEqual({
      type: 'DUEL_MOVED',
      payload: { battleId, offset: reply.body.offset },
    });
    expect(watching.messages).toHaveLength(2);
    // Another duel's destination (here of no battle at all) heard nothing of it.
    expect(elsewhere.messages).toEqual([]);
    await watcher.disconnect();
  });
});

import { api, stompDestination, type RealtimeNotification } from '@heroroad/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwoInstances } from '../../test/cluster.js';
import { TEST_ENGINE } from '../../test/db.js';
import { duellist, startDuel } from '../../test/duel.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { writer } from '../../test/social.js';
import { connectStomp } from '../../test/stomp.js';

// Two instances need one shared database: only the PostgreSQL run has one (SQLite is in memory).
describe.skipIf(TEST_ENGINE !== 'postgres')(
  'two instances behind one load balancer (needs HEROROAD_TEST_DB=postgres and Redis)',
  () => {
    let a: TestServer;
    let b: TestServer;
    let close: () => Promise<void> = async () => undefined;

    beforeAll(async () => {
      ({ a, b, close } = await startTwoInstances());
    });
    afterAll(() => close());

    const note = (body: string) => JSON.parse(body) as RealtimeNotification;

    /** The status B answers a session with once the forgetting reached it through Redis. */
    async function refusedOn(server: TestServer, token: string): Promise<number> {
      const deadline = performance.now() + 10_000;
      for (;;) {
        const status = (await server.call(api.player.idCurrent, { token })).status;
        if (status !== 200 || performance.now() > deadline) return status;
        await new Promise((r) => setTimeout(r, 25));
      }
    }

    it('delivers a MAIN message posted to A to a subscriber on B, and once to one on A', async () => {
      const author = await writer(a);
      const reader = await a.trial();
      const onB = await connectStomp(b.url, { token: reader.token });
      const onA = await connectStomp(a.url, { token: reader.token });
      const qb = onB.subscribe(stompDestination.broadcast());
      const qa = onA.subscribe(stompDestination.broadcast());
      await Promise.all([qa.ready, qb.ready]);
      const sent = await a.call(api.chat.send, {
        token: author.token,
        params: { room: 'MAIN' },
        body: { text: 'across the balancer' },
      });
      expect(note((await qb.next(5000)).body)).toEqual({
        type: 'CHAT_MESSAGE',
        payload: sent.body,
      });
      expect(note((await qa.next()).body).payload).toEqual(sent.body);
      // Not again through Redis: a second message, sent on B after the first went round, comes
      // next (an echo of the first would be ahead of it on the channel).
      let mark: { body: { id: number } } | undefined;
      await qa.nothingBefore(
        async () => {
          mark = await b.call(api.chat.send, {
            token: (await writer(b)).token,
            params: { room: 'MAIN' },
            body: { text: 'the mark' },
          });
        },
        (body) => (note(body).payload as { id?: number }).id === mark?.body.id,
      );
      await onA.disconnect();
      await onB.disconnect();
    });

    it('ends a session on every instance at once: logout on A, refused on B', async () => {
      const p = await a.player();
      // B has just used the session, so it remembers it.
      expect((await b.call(api.player.idCurrent, { token: p.token })).status).toBe(200);
      expect((await a.call(api.security.logout, { token: p.token })).status).toBe(200);
      // The forgetting travels through Redis; allow it a moment, far below the remembering time.
      expect(await refusedOn(b, p.token)).toBe(401);
    });

    it('forgets every session of a player on B after a password change on A', async () => {
      const p = await a.player();
      expect((await b.call(api.player.idCurrent, { token: p.token })).status).toBe(200);
      const changed = await a.call(api.security.setPassword, {
        token: p.token,
        body: { currentPassword: 'secret-pass', password: 'another-pass' },
      });
      expect(changed.status).toBe(200);
      expect(await refusedOn(b, p.token)).toBe(401);
    });

    it("delivers mail written on B to the receiver's personal destination on A", async () => {
      const from = await b.player();
      const to = await b.player();
      const uuid = (await a.call(api.player.infoCurrent, { token: to.token })).body.clientUuid;
      const onA = await connectStomp(a.url, { token: to.token });
      const q = onA.subscribe(stompDestination.personal(uuid));
      await q.ready;
      const sent = await b.call(api.mail.send, {
        token: from.token,
        params: { partner: to.playerId },
        body: { text: 'from the other instance' },
      });
      expect(note((await q.next(5000)).body)).toEqual({ type: 'MAIL_MESSAGE', payload: sent.body });
      await onA.disconnect();
    });

    it("delivers a duel move made on A to the duel's watcher on B", async () => {
      const host = await duellist(a, 12);
      const joiner = await duellist(a, 12);
      const battleId = await startDuel(a, host, joiner);
      const viewer = await b.trial();
      const onB = await connectStomp(b.url, { token: viewer.token });
      const q = onB.subscribe(stompDestination.duel(battleId));
      await q.ready;
      const hint = await a.call(api.battle.ask, { token: host.token });
      const hit = await a.call(api.battle.hit, { token: host.token, body: { ...hint.body.ask! } });
      expect(hit.status).toBe(200);
      expect(note((await q.next(5000)).body)).toEqual({
        type: 'DUEL_MOVED',
        payload: { battleId, offset: hit.body.offset },
      });
      await onB.disconnect();
    });

    it("ends a player's connections on every instance", async () => {
      const p = await a.player();
      const onB = await connectStomp(b.url, { token: p.token });
      a.server.services.realtime.disconnectPlayer(p.playerId);
      expect(await onB.closed).toBe(1000);
      await onB.disconnect();
    });
  },
);

describe('an instance whose Redis is away', () => {
  it('still stores and delivers locally', async () => {
    const s = await startTestServer({
      config: { redisUrl: 'redis://127.0.0.1:1', redisChannel: 'heroroad:test:away' },
    });
    try {
      const author = await writer(s);
      const stomp = await connectStomp(s.url, { token: author.token });
      const q = stomp.subscribe(stompDestination.broadcast());
      await q.ready;
      const sent = await s.call(api.chat.send, {
        token: author.token,
        params: { room: 'MAIN' },
        body: { text: 'local still works' },
      });
      expect(sent.status).toBe(200);
      expect(JSON.parse((await q.next()).body).payload).toEqual(sent.body);
      await stomp.disconnect();
    } finally {
      await s.close();
    }
  });
});

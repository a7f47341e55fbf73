import { api, stompDestination, type ChatMessageDto } from '@heroroad/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { CONNECT, connectStomp, headersOf, rawStomp } from '../../test/stomp.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

const chatLine = (id: number, text: string): ChatMessageDto => ({
  id,
  room: 'MAIN',
  time: s.clock(),
  clanId: null,
  toId: null,
  toName: null,
  authorId: 1,
  authorName: 'Herald',
  authorLevel: 10,
  authorRole: 'player',
  text,
});

async function uuidOf(token: string): Promise<string> {
  const r = await s.call(api.player.infoCurrent, { token });
  return r.body.clientUuid;
}

async function serverStillServes(): Promise<void> {
  const r = await s.call(api.tech.health);
  expect(r.status).toBe(200);
}

describe('STOMP broker: connecting', () => {
  it('connects with the session in CONNECT and receives a broadcast', async () => {
    const p = await s.player();
    const stomp = await connectStomp(s.url, { token: p.token });
    const q = stomp.subscribe(stompDestination.broadcast());
    await q.ready;
    s.server.services.realtime.broadcast('CHAT_MESSAGE', chatLine(7, 'hello'));
    const m = await q.next();
    expect(JSON.parse(m.body)).toEqual({ type: 'CHAT_MESSAGE', payload: chatLine(7, 'hello') });
    expect(m.headers.destination).toBe('/stomp/broadcast');
    expect(m.headers['content-type']).toBe('application/json');
    await stomp.disconnect();
  });

  it('takes the session from the upgrade cookie when CONNECT has none, never from the URL', async () => {
    const p = await s.player();
    const byCookie = await connectStomp(s.url, { wsHeaders: { cookie: `JSESSIONID=${p.token}` } });
    await byCookie.disconnect();
    await expect(connectStomp(s.url, { query: `?jsession=${p.token}` })).rejects.toThrow(
      /unauthorized/,
    );
  });

  it("ignores another site's cookie (a page elsewhere cannot act as the player)", async () => {
    const p = await s.player();
    await expect(
      connectStomp(s.url, {
        wsHeaders: { cookie: `JSESSIONID=${p.token}`, origin: 'https://evil.example' },
      }),
    ).rejects.toThrow(/unauthorized/);
  });

  it('takes the session from the CONNECT passcode header too', async () => {
    const p = await s.player();
    const raw = await rawStomp(s.url);
    raw.send(`CONNECT\naccept-version:1.2\nlogin:player\npasscode:${p.token}\n\n\0`);
    expect(headersOf(await raw.frame('CONNECTED'))['user-name']).toBe(String(p.playerId));
    raw.ws.close();
  });

  it('ends a connection once its session is revoked elsewhere, and only that one', async () => {
    const p = await s.player();
    const other = await s.call(api.security.login, {
      body: { name: p.name, password: 'secret-pass' },
    });
    const kept = await connectStomp(s.url, { token: other.headers.get('jsession')! });
    const stomp = await connectStomp(s.url, { token: p.token });
    // Revoked in the database by another process (the instance is not told): the periodic check
    // finds it. A logout through any instance closes the socket at once (revocation.test.ts).
    await s.testDb.db.kysely
      .updateTable('session')
      .set({ revoked_at: s.clock() })
      .where('id_hash', '=', s.server.kernel.sessions.hashOf(p.token))
      .execute();
    expect(await s.server.services.realtime.endRevokedSessions()).toBe(1);
    expect(await stomp.closed).toBe(1008);
    expect(stomp.errors[0]?.headers.message).toMatch(/^session ended/);
    expect(kept.client.connected).toBe(true);
    await stomp.disconnect();
    await kept.disconnect();
  });

  it('refuses CONNECT without a live session with ERROR', async () => {
    await expect(connectStomp(s.url)).rejects.toThrow(/unauthorized/);
    await expect(connectStomp(s.url, { token: 'x'.repeat(43) })).rejects.toThrow(/unauthorized/);
  });

  it('refuses a client that cannot speak STOMP 1.2', async () => {
    const p = await s.player();
    const raw = await rawStomp(s.url);
    raw.send(`CONNECT\naccept-version:1.0,1.1\nAuthorization:${p.token}\n\n\0`);
    const error = await raw.frame('ERROR');
    expect(headersOf(error).version).toBe('1.2');
    await raw.closed;
  });

  it('answers CONNECTED with heart-beats and answers receipts', async () => {
    const p = await s.player();
    const raw = await rawStomp(s.url);
    raw.send(CONNECT(p.token, 'heart-beat:5000,20000\nreceipt:c1\n'));
    const connected = headersOf(await raw.frame('CONNECTED'));
    expect(connected.version).toBe('1.2');
    expect(connected['heart-beat']).toBe('10000,10000');
    expect(headersOf(await raw.frame('RECEIPT'))['receipt-id']).toBe('c1');
    raw.send('DISCONNECT\nreceipt:bye\n\n\0');
    expect(headersOf(await raw.frame('RECEIPT'))['receipt-id']).toBe('bye');
    expect(await raw.closed).toBe(1000);
  });
});

describe('STOMP broker: subscriptions', () => {
  it("delivers personal messages only to the player's own destination", async () => {
    const a = await s.player();
    const b = await s.player();
    const stomp = await connectStomp(s.url, { token: a.token });
    const mine = stomp.subscribe(stompDestination.personal(await uuidOf(a.token)));
    await mine.ready;
    s.server.services.realtime.personal(await uuidOf(b.token), 'CHAT_SEEN', {
      room: 'MAIN',
      lastId: 1,
    });
    s.server.services.realtime.personal(await uuidOf(a.token), 'CHAT_SEEN', {
      room: 'MAIN',
      lastId: 2,
    });
    expect(JSON.parse((await mine.next()).body).payload.lastId).toBe(2);
    const uuid = await uuidOf(a.token);
    await mine.nothingBefore(
      () => s.server.services.realtime.personal(uuid, 'CHAT_SEEN', { room: 'MAIN', lastId: -1 }),
      (body) => body.includes('"lastId":-1'),
    );
    await stomp.disconnect();
  });

  it("answers ERROR and closes for another player's personal destination", async () => {
    const a = await s.player();
    const b = await s.player();
    const stomp = await connectStomp(s.url, { token: a.token });
    stomp.subscribe(stompDestination.personal(await uuidOf(b.token)));
    expect(await stomp.closed).toBe(1008);
    expect(stomp.errors[0]?.headers.message).toMatch(/^forbidden subscription/);
    await stomp.disconnect();
    await serverStillServes();
  });

  it('lets only members subscribe to a clan, including ones who joined after connecting', async () => {
    const member = await s.player();
    const outsider = await s.player();
    const stomp = await connectStomp(s.url, { token: member.token });
    await s.server.db.kysely
      .updateTable('player')
      .set({ clan_id: 42 })
      .where('id', '=', member.playerId)
      .execute();
    const clan = stomp.subscribe(stompDestination.clan(42));
    await clan.ready;
    s.server.services.realtime.clan(42, 'CHAT_MESSAGE', chatLine(9, 'for the clan'));
    expect(JSON.parse((await clan.next()).body).payload.text).toBe('for the clan');
    await stomp.disconnect();

    const other = await connectStomp(s.url, { token: outsider.token });
    other.subscribe(stompDestination.clan(42));
    expect(await other.closed).toBe(1008);
    expect(other.errors[0]?.headers.message).toMatch(/^forbidden subscription/);
    await other.disconnect();
  });

  it('refuses unknown destinations', async () => {
    const p = await s.player();
    const stomp = await connectStomp(s.url, { token: p.token });
    stomp.subscribe('/topic/everything');
    expect(await stomp.closed).toBe(1008);
    expect(stomp.errors[0]?.headers.message).toMatch(/^unknown destination/);
    await stomp.disconnect();
  });

  it('frames each subscriber with its own subscription id', async () => {
    const p = await s.player();
    const raw = await rawStomp(s.url);
    raw.send(CONNECT(p.token));
    await raw.frame('CONNECTED');
    raw.send('SUBSCRIBE\nid:custom\\cid\ndestination:/stomp/broadcast\nreceipt:s\n\n\0');
    await raw.frame('RECEIPT');
    const stomp = await connectStomp(s.url, { token: p.token });
    const q = stomp.subscribe('/stomp/broadcast', { id: 'sub-0' });
    await q.ready;
    s.server.services.realtime.broadcast('CHAT_MESSAGE', chatLine(11, 'both'));
    expect(headersOf(await raw.frame('MESSAGE')).subscription).toBe('custom:id');
    expect((await q.next()).headers.subscription).toBe('sub-0');
    raw.send('UNSUBSCRIBE\nid:custom\\cid\n\n\0');
    s.server.services.realtime.broadcast('CHAT_MESSAGE', chatLine(12, 'only stompjs'));
    expect((await q.next()).headers.subscription).toBe('sub-0');
    await stomp.disconnect();
    raw.ws.close();
  });

  it('ends the connections of a player on request, and counts connections in /metrics', async () => {
    const p = await s.player();
    const stomp = await connectStomp(s.url, { token: p.token });
    const metrics = await (await s.fetch('/metrics')).text();
    expect(metrics).toMatch(/heroroad_realtime_connections [1-9]/);
    s.server.services.realtime.disconnectPlayer(p.playerId);
    await stomp.closed;
    expect(stomp.errors[0]?.headers.message).toMatch(/^session changed/);
    await stomp.disconnect();
  });
});

describe('STOMP broker: shutdown', () => {
  it('closes connections with 1001 when the server shuts down', async () => {
    const own = await startTestServer();
    const p = await own.player();
    const stomp = await connectStomp(own.url, { token: p.token });
    await own.close();
    expect(await stomp.closed).toBe(1001);
    await stomp.disconnect();
  });
});

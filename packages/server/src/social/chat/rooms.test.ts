import { api, stompDestination, type RealtimeNotification } from '@heroroad/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { writer } from '../../../test/social.js';
import { connectStomp, type MessageQueue } from '../../../test/stomp.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

const send = (token: string, text: string, room = 'MAIN', to?: number) =>
  s.call(api.chat.send, {
    token,
    params: { room },
    body: { text },
    ...(to === undefined ? {} : { query: { to } }),
  });
const list = (token: string, room: string) => s.call(api.chat.list, { token, params: { room } });
const note = async (q: MessageQueue) => JSON.parse((await q.next()).body) as RealtimeNotification;
const uuidOf = async (token: string) =>
  (await s.call(api.player.infoCurrent, { token })).body.clientUuid;

describe('chat over STOMP', () => {
  it('pushes a MAIN message sent over HTTP to a @stomp/stompjs subscriber', async () => {
    const author = await writer(s);
    const reader = await s.trial();
    const stomp = await connectStomp(s.url, { token: reader.token });
    const q = stomp.subscribe(stompDestination.broadcast());
    await q.ready;
    const sent = await send(author.token, 'hello, <b>road</b>');
    expect(await note(q)).toEqual({ type: 'CHAT_MESSAGE', payload: sent.body });
    await stomp.disconnect();
  });

  it('keeps CLAN messages inside the clan', async () => {
    const a = await writer(s, { clan_id: 7 });
    const b = await writer(s, { clan_id: 7 });
    const stranger = await writer(s, { clan_id: 8 });
    const loner = await writer(s);
    const stomp = await connectStomp(s.url, { token: b.token });
    const q = stomp.subscribe(stompDestination.clan(7));
    await q.ready;
    const sent = await send(a.token, 'clan secret', 'CLAN');
    expect(sent.body.clanId).toBe(7);
    expect((await note(q)).payload).toEqual(sent.body);
    expect((await list(b.token, 'CLAN')).body.messages.map((m) => m.text)).toEqual(['clan secret']);
    expect((await list(stranger.token, 'CLAN')).body.messages).toEqual([]);
    const noClan = await list(loner.token, 'CLAN');
    expect(noClan.body.code).toBe('CHAT_CLAN_REQUIRED');
    expect((await send(loner.token, 'let me in', 'CLAN')).body.code).toBe('CHAT_CLAN_REQUIRED');
    expect((await list(a.token, 'MAIN')).body.messages.map((m) => m.text)).not.toContain(
      'clan secret',
    );
    await stomp.disconnect();
  });

  it('whispers in PRIVAT to one player, who may blacklist the sender', async () => {
    const a = await writer(s);
    const b = await writer(s);
    const c = await writer(s);
    expect((await send(a.token, 'psst', 'PRIVAT')).body.code).toBe('CHAT_RECIPIENT_REQUIRED');
    expect((await send(a.token, 'me', 'PRIVAT', a.playerId)).body.code).toBe('MESSAGE_TO_SELF');
    const nobody = await send(a.token, 'hello?', 'PRIVAT', 999_999);
    expect([nobody.status, nobody.body.code]).toEqual([404, 'PLAYER_NOT_FOUND']);

    const stomp = await connectStomp(s.url, { token: b.token });
    const q = stomp.subscribe(stompDestination.personal(await uuidOf(b.token)));
    await q.ready;
    const sent = await send(a.token, 'psst, b', 'PRIVAT', b.playerId);
    expect(sent.body).toMatchObject({ toId: b.playerId, toName: b.name, room: 'PRIVAT' });
    expect((await note(q)).payload).toEqual(sent.body);
    for (const who of [a, b]) {
      expect((await list(who.token, 'PRIVAT')).body.messages.map((m) => m.text)).toEqual([
        'psst, b',
      ]);
    }
    expect((await list(c.token, 'PRIVAT')).body.messages).toEqual([]);

    await s.call(api.mail.block, { token: b.token, params: { id: a.playerId } });
    s.clock.advance(1500);
    expect((await send(a.token, 'still there?', 'PRIVAT', b.playerId)).body.code).toBe(
      'BLACKLISTED',
    );
    await stomp.disconnect();
  });
});

describe('chat moderation and seen marks', () => {
  it('lets a moderator remove a message and tells the room', async () => {
    const author = await writer(s);
    const mod = await s.player('MODERATOR');
    const sent = await send(author.token, 'something rude');
    const stomp = await connectStomp(s.url, { token: author.token });
    const q = stomp.subscribe(stompDestination.broadcast());
    await q.ready;
    const remove = (token: string, room = 'MAIN') =>
      s.call(api.chat.deleteMessage, { token, params: { room, id: sent.body.id } });
    expect((await remove(author.token)).status).toBe(403);
    expect((await remove(mod.token, 'CLAN')).status).toBe(404);
    expect((await remove(mod.token)).body).toEqual({ ok: true });
    expect(await note(q)).toEqual({
      type: 'CHAT_MESSAGE_DELETE',
      payload: { id: sent.body.id, room: 'MAIN', clanId: null },
    });
    expect((await list(author.token, 'MAIN')).body.messages.map((m) => m.id)).not.toContain(
      sent.body.id,
    );
    expect((await remove(mod.token)).status).toBe(404);
    await stomp.disconnect();
  });

  it('tracks unread rooms and closes them on every client with CHAT_SEEN', async () => {
    const own = await startTestServer();
    try {
      const a = await own.player();
      const b = await own.player();
      await own.testDb.db.kysely.updateTable('player').set({ level: 10 }).execute();
      const rooms = async () =>
        Object.fromEntries(
          (await own.call(api.chat.rooms, { token: b.token })).body.map((r) => [r.room, r]),
        );
      expect((await rooms()).MAIN).toMatchObject({ available: true, lastId: 0, unread: false });
      expect((await rooms()).CLAN?.available).toBe(false);
      const sent = await own.call(api.chat.send, {
        token: a.token,
        params: { room: 'MAIN' },
        body: { text: 'news' },
      });
      expect((await rooms()).MAIN).toMatchObject({ lastId: sent.body.id, unread: true });

      const stomp = await connectStomp(own.url, { token: b.token });
      const uuid = (await own.call(api.player.infoCurrent, { token: b.token })).body.clientUuid;
      const q = stomp.subscribe(stompDestination.personal(uuid));
      await q.ready;
      const seen = (lastId: number) =>
        own.call(api.chat.seen, { token: b.token, params: { room: 'MAIN' }, body: { lastId } });
      // Marks never pass the newest message and never move back.
      expect((await seen(sent.body.id + 1000)).body).toEqual({
        room: 'MAIN',
        lastId: sent.body.id,
      });
      expect(await note(q)).toEqual({
        type: 'CHAT_SEEN',
        payload: { room: 'MAIN', lastId: sent.body.id },
      });
      expect((await seen(0)).body.lastId).toBe(sent.body.id);
      expect((await rooms()).MAIN).toMatchObject({ seenId: sent.body.id, unread: false });
      await stomp.disconnect();
    } finally {
      await own.close();
    }
  });
});

import {
  api,
  MAIL_MIN_INTERVAL_MS,
  stompDestination,
  type RealtimeNotification,
} from '@heroroad/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { setPlayer } from '../../../test/social.js';
import { connectStomp } from '../../../test/stomp.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

/** Sends a letter a pace later than the last, as a person would. */
const send = (token: string, partner: number, body: unknown, support?: boolean) => {
  s.clock.advance(MAIL_MIN_INTERVAL_MS);
  return s.call(api.mail.send, {
    token,
    params: { partner },
    body,
    ...(support === undefined ? {} : { query: { support } }),
  });
};
const dialog = (token: string, partner: number, query?: Record<string, number>) =>
  s.call(api.mail.dialogList, { token, params: { partner }, ...(query ? { query } : {}) });
const rooms = async (token: string) => (await s.call(api.mail.list, { token })).body;
const hasNewMail = async (token: string) =>
  (await s.call(api.player.current, { token })).body.haveNewMailMessage;
const messageCount = async () =>
  Number(
    (
      await s.testDb.db.kysely
        .selectFrom('mail_message')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('mail between players', () => {
  it('delivers, pushes MAIL_MESSAGE, raises the new-mail flag and clears it on reading', async () => {
    const a = await s.player();
    const b = await s.player();
    const uuid = (await s.call(api.player.infoCurrent, { token: b.token })).body.clientUuid;
    const stomp = await connectStomp(s.url, { token: b.token });
    const q = stomp.subscribe(stompDestination.personal(uuid));
    await q.ready;

    const sent = await send(a.token, b.playerId, { text: 'Hello <i>friend</i> & co' });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      fromId: a.playerId,
      toId: b.playerId,
      authorName: a.name,
      text: 'Hello <i>friend</i> & co',
      support: false,
    });
    const pushed = JSON.parse((await q.next()).body) as RealtimeNotification;
    expect(pushed).toEqual({ type: 'MAIL_MESSAGE', payload: sent.body });
    expect(await hasNewMail(b.token)).toBe(true);
    expect(await hasNewMail(a.token)).toBe(false);
    expect(await rooms(b.token)).toEqual([
      {
        partnerId: a.playerId,
        partnerName: a.name,
        partnerLevel: 1,
        lastMessage: sent.body,
        unread: 1,
        partnerReadId: sent.body.id,
        blocked: false,
      },
    ]);
    expect((await rooms(a.token))[0]).toMatchObject({ partnerId: b.playerId, unread: 0 });

    const read = await dialog(b.token, a.playerId);
    expect(read.body.messages).toEqual([sent.body]);
    const readNote = JSON.parse((await q.next()).body) as RealtimeNotification;
    expect(readNote).toEqual({
      type: 'MAIL_READ',
      payload: { partnerId: a.playerId, readId: sent.body.id },
    });
    expect(await hasNewMail(b.token)).toBe(false);
    expect((await rooms(b.token))[0]?.unread).toBe(0);
    expect((await rooms(a.token))[0]?.partnerReadId).toBe(sent.body.id);
    await stomp.disconnect();
  });

  it('keeps the flag while another dialog is unread, and accepts a text/plain body', async () => {
    const me = await s.player();
    const x = await s.player();
    const y = await s.player();
    await send(x.token, me.playerId, { text: 'from x' });
    const plain = await s.call(api.mail.send, {
      token: y.token,
      params: { partner: me.playerId },
      rawBody: 'from y',
      headers: { 'content-type': 'text/plain' },
    });
    expect(plain.body.text).toBe('from y');
    await dialog(me.token, x.playerId);
    expect(await hasNewMail(me.token)).toBe(true);
    await dialog(me.token, y.playerId);
    expect(await hasNewMail(me.token)).toBe(false);
  });

  it('pages dialogs by 20 and lists what came after an id', async () => {
    const a = await s.player();
    const b = await s.player();
    const ids: number[] = [];
    for (let i = 1; i <= 23; i++) {
      ids.push(
        (await send(i % 2 ? a.token : b.token, i % 2 ? b.playerId : a.playerId, `m${i}`)).body.id,
      );
    }
    const first = await dialog(a.token, b.playerId);
    expect(first.body.messages.map((m) => m.text)).toEqual(
      Array.from({ length: 20 }, (_, i) => `m${i + 4}`),
    );
    expect(first.body.more).toBe(true);
    const older = await dialog(a.token, b.playerId, { from: 20, to: 40 });
    expect(older.body.messages.map((m) => m.text)).toEqual(['m1', 'm2', 'm3']);
    const latest = await s.call(api.mail.dialogLatest, {
      token: b.token,
      params: { partner: a.playerId },
      query: { afterId: ids[20]! },
    });
    expect(latest.body.messages.map((m) => m.text)).toEqual(['m22', 'm23']);
  });

  it('checks the text, the addressee and the sender', async () => {
    const a = await s.player();
    const b = await s.player();
    const guest = await s.trial();
    expect((await send(a.token, b.playerId, { text: 'ж'.repeat(3000) })).status).toBe(200);
    const long = await send(a.token, b.playerId, { text: 'ж'.repeat(3001) });
    expect(long.body).toEqual({ code: 'TEXT_TOO_LONG', message: 'Слишком длинный текст' });
    expect((await send(a.token, b.playerId, { text: ' ' })).body.code).toBe('TEXT_EMPTY');
    expect((await send(a.token, a.playerId, { text: 'me' })).body.code).toBe('MESSAGE_TO_SELF');
    const nobody = await send(a.token, 999_999, { text: 'hello?' });
    expect([nobody.status, nobody.body.code]).toEqual([404, 'PLAYER_NOT_FOUND']);
    const fromGuest = await send(guest.token, b.playerId, { text: 'hi' });
    expect(fromGuest.body.code).toBe('MAIL_REGISTER_FIRST');
    expect((await send(a.token, guest.playerId, { text: 'welcome' })).status).toBe(200);
    expect((await s.call(api.mail.list)).status).toBe(401);
  });
});

describe('mail blacklist', () => {
  it('stops a blocked player from writing, idempotently, until unblocked', async () => {
    const owner = await s.player();
    const pest = await s.player();
    await setPlayer(s, pest.playerId, { lang: 'EN' });
    const block = () =>
      s.call(api.mail.block, { token: owner.token, params: { id: pest.playerId } });
    const unblock = () =>
      s.call(api.mail.unblock, { token: owner.token, params: { id: pest.playerId } });
    expect((await block()).body).toEqual({ playerId: pest.playerId, blocked: true });
    expect((await block()).body).toEqual({ playerId: pest.playerId, blocked: true });
    const listed = await s.call(api.mail.blocked, { token: owner.token });
    expect(listed.body.map((b) => b.playerId)).toEqual([pest.playerId]);

    const before = await messageCount();
    const refused = await send(pest.token, owner.playerId, { text: 'let me in' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      code: 'BLACKLISTED',
      message: 'This player has blacklisted you and does not accept your messages',
    });
    expect(await messageCount()).toBe(before);
    expect(await hasNewMail(owner.token)).toBe(false);
    // The owner may still write, and sees the partner marked blocked.
    expect((await send(owner.token, pest.playerId, { text: 'stop it' })).status).toBe(200);
    expect((await rooms(owner.token))[0]?.blocked).toBe(true);

    expect((await unblock()).body).toEqual({ playerId: pest.playerId, blocked: false });
    expect((await unblock()).body.blocked).toBe(false);
    expect((await send(pest.token, owner.playerId, { text: 'sorry' })).status).toBe(200);
  });

  it('refuses blocking yourself or nobody', async () => {
    const p = await s.player();
    const self = await s.call(api.mail.block, { token: p.token, params: { id: p.playerId } });
    expect(self.body.code).toBe('BLOCK_SELF');
    const nobody = await s.call(api.mail.block, { token: p.token, params: { id: 999_999 } });
    expect(nobody.status).toBe(404);
    const huge = await s.call(api.mail.block, { token: p.token, params: { id: '1'.repeat(20) } });
    expect([huge.status, huge.body.code]).toEqual([400, 'BAD_REQUEST']);
  });
});

describe('support dialog', () => {
  it('goes to the staff inbox and comes back from any moderator', async () => {
    const guest = await s.trial();
    const mod = await s.player('MODERATOR');
    const asked = await send(guest.token, 12345, { text: 'I lost my sword' }, true);
    expect(asked.body).toMatchObject({ fromId: guest.playerId, toId: 0, support: true });
    expect((await send(guest.token, 0, { text: 'hello?' })).body.toId).toBe(0);

    expect((await s.call(api.mail.supportList, { token: guest.token })).status).toBe(403);
    const inbox = await s.call(api.mail.supportList, { token: mod.token });
    expect(inbox.body.find((d) => d.playerId === guest.playerId)).toMatchObject({
      unread: 2,
      lastMessage: { text: 'hello?' },
    });
    const thread = await s.call(api.mail.supportDialogList, {
      token: mod.token,
      params: { playerId: guest.playerId },
    });
    expect(thread.body.messages.map((m) => m.text)).toEqual(['I lost my sword', 'hello?']);
    const after = await s.call(api.mail.supportList, { token: mod.token });
    expect(after.body.find((d) => d.playerId === guest.playerId)?.unread).toBe(0);

    const answer = await s.call(api.mail.supportSend, {
      token: mod.token,
      params: { playerId: guest.playerId },
      body: { text: 'Here it is' },
    });
    expect(answer.body).toMatchObject({ fromId: 0, toId: guest.playerId, authorId: mod.playerId });
    expect(await hasNewMail(guest.token)).toBe(true);
    expect((await rooms(guest.token))[0]).toMatchObject({
      partnerId: 0,
      partnerName: 'Поддержка',
      unread: 1,
    });
    const mine = await dialog(guest.token, 0);
    expect(mine.body.messages.map((m) => m.text)).toEqual([
      'I lost my sword',
      'hello?',
      'Here it is',
    ]);
    expect(await hasNewMail(guest.token)).toBe(false);
  });
});

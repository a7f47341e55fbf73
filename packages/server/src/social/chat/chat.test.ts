import { api } from '@heroroad/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banNotice } from '@heroroad/rules';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { setPlayer, writer } from '../../../test/social.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

const send = (token: string, text: unknown, room = 'MAIN', query?: Record<string, number>) =>
  s.call(api.chat.send, { token, params: { room }, body: text, ...(query ? { query } : {}) });
const list = (token: string | null, room = 'MAIN', query?: Record<string, number>) =>
  s.call(api.chat.list, { token, params: { room }, ...(query ? { query } : {}) });

/** The flood guard allows one message a second per player. */
const later = () => s.clock.advance(1500);

describe('chat: who may write (SPEC §5, §8)', () => {
  it('needs level 10, with the exact message of the spec', async () => {
    const p = await s.player();
    const r = await send(p.token, { text: 'hi' });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      code: 'CHAT_LEVEL_REQUIRED',
      message: 'Чтобы отправить сообщение нужен 10-й уровень!',
    });
    await setPlayer(s, p.playerId, { level: 10 });
    expect((await send(p.token, { text: 'hi' })).status).toBe(200);
  });

  it('lets staff write below level 10', async () => {
    const mod = await s.player('MODERATOR');
    const r = await send(mod.token, { text: 'order in the chat' });
    expect(r.status).toBe(200);
    expect(r.body.authorRole).toBe('moderator');
  });

  it('refuses a banned player with the exact message, until the ban ends or is lifted', async () => {
    const p = await writer(s);
    const mod = await s.player('MODERATOR');
    await s.server.services.bans.ban('CHAT', {
      playerId: p.playerId,
      duration: 'H1',
      reason: 'FLOOD',
      byId: mod.playerId,
      actor: `player:${mod.playerId}`,
    });
    const r = await send(p.token, { text: 'let me talk' });
    // The spec's refusal, then what the moderator set: the reason and the ban's end (Moscow).
    // (banNotice's wording and Moscow time are pinned in the rules' ban-notice test.)
    const notice = banNotice({ reason: 'FLOOD', until: s.clock() + 3600 * 1000 }, 'RU');
    expect(r.body).toEqual({
      code: 'CHAT_BANNED',
      message: `Вы не можете писать в чат, возможная причина: бан чата. ${notice}`,
    });
    expect(notice).toMatch(/^Причина: флуд\. Бан до .+ \(МСК\)$/);
    s.clock.advance(3600 * 1000 + 1);
    expect((await send(p.token, { text: 'free again' })).status).toBe(200);

    await s.server.services.bans.ban('CHAT', {
      playerId: p.playerId,
      duration: 'W2',
      reason: 'INSULTS',
      byId: mod.playerId,
      actor: 'cli:ops',
    });
    later();
    expect((await send(p.token, { text: 'again' })).body.code).toBe('CHAT_BANNED');
    await s.server.services.bans.unban('CHAT', p.playerId, {
      byId: mod.playerId,
      actor: 'cli:ops',
      reason: 'forgiven',
    });
    expect((await send(p.token, { text: 'forgiven' })).status).toBe(200);
  });

  it('answers in the player language', async () => {
    const p = await s.player();
    await setPlayer(s, p.playerId, { lang: 'EN' });
    expect((await send(p.token, { text: 'hi' })).body.message).toBe(
      'You need level 10 to send a message!',
    );
  });

  it('keeps guests to reading MAIN, and anonymous callers out', async () => {
    const author = await writer(s);
    await send(author.token, { text: 'for everyone' });
    const guest = await s.trial();
    const read = await list(guest.token);
    expect(read.status).toBe(200);
    expect(read.body.messages.map((m) => m.text)).toContain('for everyone');
    expect((await send(guest.token, { text: 'me too' })).status).toBe(403);
    expect((await list(null)).status).toBe(401);
  });
});

describe('chat: text (SPEC §5)', () => {
  it('takes up to 1000 characters, counting emoji once, and refuses more or nothing', async () => {
    const p = await writer(s);
    expect((await send(p.token, { text: '🐉'.repeat(1000) })).status).toBe(200);
    later();
    const long = await send(p.token, { text: 'я'.repeat(1001) });
    expect(long.body).toEqual({ code: 'TEXT_TOO_LONG', message: 'Слишком длинный текст' });
    expect((await send(p.token, { text: '   ' })).body.code).toBe('TEXT_EMPTY');
    expect((await send(p.token, { nope: 1 })).status).toBe(400);
  });

  it('stores HTML and script verbatim and returns them as text', async () => {
    const p = await writer(s);
    const text = '<script>alert("x")</script><b>bold</b> &amp; <img src=x onerror=alert(1)>';
    const sent = await send(p.token, { text });
    expect(sent.body.text).toBe(text);
    const page = await list(p.token);
    expect(page.body.messages.at(-1)?.text).toBe(text);
  });

  it('accepts the text itself as a text/plain body', async () => {
    const p = await writer(s);
    const r = await s.call(api.chat.send, {
      token: p.token,
      params: { room: 'MAIN' },
      rawBody: 'plain words',
      headers: { 'content-type': 'text/plain' },
    });
    expect(r.status).toBe(200);
    expect(r.body.text).toBe('plain words');
  });

  it('allows one message a second per player', async () => {
    const p = await writer(s);
    expect((await send(p.token, { text: 'one' })).status).toBe(200);
    const fast = await send(p.token, { text: 'two' });
    expect(fast.status).toBe(429);
    expect(fast.body.code).toBe('CHAT_TOO_FAST');
  });
});

describe('chat: pages of 20 (SPEC §7, §9)', () => {
  it('lists by position from the newest and gives what came after an id', async () => {
    const own = await startTestServer();
    try {
      const p = await own.player();
      await own.testDb.db.kysely.updateTable('player').set({ level: 10 }).execute();
      const ids: number[] = [];
      for (let i = 1; i <= 25; i++) {
        own.clock.advance(1500);
        const r = await own.call(api.chat.send, {
          token: p.token,
          params: { room: 'MAIN' },
          body: { text: `line ${i}` },
        });
        ids.push(r.body.id);
      }
      const texts = (b: { messages: { text: string }[] }) => b.messages.map((m) => m.text);
      const first = await own.call(api.chat.list, { token: p.token, params: { room: 'MAIN' } });
      expect(texts(first.body)).toEqual(Array.from({ length: 20 }, (_, i) => `line ${i + 6}`));
      expect(first.body.more).toBe(true);
      const rest = await own.call(api.chat.list, {
        token: p.token,
        params: { room: 'MAIN' },
        query: { from: 20, to: 40 },
      });
      expect(texts(rest.body)).toEqual(['line 1', 'line 2', 'line 3', 'line 4', 'line 5']);
      expect(rest.body.more).toBe(false);
      const wide = await own.call(api.chat.list, {
        token: p.token,
        params: { room: 'MAIN' },
        query: { from: 0, to: 100 },
      });
      expect(wide.body.messages).toHaveLength(20);

      const latest = (afterId: number) =>
        own.call(api.chat.latest, { token: p.token, params: { room: 'MAIN' }, query: { afterId } });
      const after = await latest(ids[21]!);
      expect(texts(after.body)).toEqual(['line 23', 'line 24', 'line 25']);
      expect(after.body.more).toBe(false);
      const behind = await latest(0);
      expect(texts(behind.body)[0]).toBe('line 6');
      expect(behind.body.more).toBe(true);
      expect((await latest(ids[24]!)).body.messages).toEqual([]);
    } finally {
      await own.close();
    }
  });

  it('refuses an unknown room and bad paging', async () => {
    const p = await writer(s);
    expect((await list(p.token, 'TRADE')).status).toBe(400);
    expect((await list(p.token, 'MAIN', { from: -1 })).status).toBe(400);
  });
});

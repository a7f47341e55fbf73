import { api } from '@heroroad/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { writer } from '../../../test/social.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

type Topic = { title: string; text: string; theme: string; tags?: string[]; clan?: boolean };
const create = (token: string | null, body: Partial<Topic>) =>
  s.call(api.forum.create, { token, body: { theme: 'GENERAL', text: 'Body', ...body } });
const comment = (token: string, id: number, text: string) =>
  s.call(api.forum.comment, { token, params: { id }, body: { text } });
const view = (token: string | null, id: number, query?: Record<string, number>) =>
  s.call(api.forum.topic, { token, params: { id }, ...(query ? { query } : {}) });

describe('forum: who may write (SPEC §5, §6)', () => {
  it('keeps guests and anonymous callers to reading', async () => {
    const guest = await s.trial();
    expect((await create(guest.token, { title: 'Hi' })).status).toBe(403);
    expect((await create(null, { title: 'Hi' })).status).toBe(401);
  });

  it('needs level 10 and no forum block; a chat ban does not matter', async () => {
    const p = await s.player();
    const low = await create(p.token, { title: 'Too early' });
    expect(low.body).toEqual({
      code: 'FORUM_LEVEL_REQUIRED',
      message: 'Чтобы писать на форуме нужен 10-й уровень!',
    });
    const w = await writer(s);
    const bans = s.server.services.bans;
    const ban = { playerId: w.playerId, duration: 'D1', reason: 'TRADE', byId: null } as const;
    await bans.ban('CHAT', { ...ban, actor: 'cli:ops' });
    const topic = await create(w.token, { title: 'Still allowed' });
    expect(topic.status).toBe(200);
    await bans.ban('FORUM', { ...ban, actor: 'cli:ops' });
    expect((await create(w.token, { title: 'Blocked' })).body.code).toBe('FORUM_BLOCKED');
    expect((await comment(w.token, topic.body.id, 'me too')).body.code).toBe('FORUM_BLOCKED');
    await bans.unban('FORUM', w.playerId, { byId: null, actor: 'cli:ops', reason: 'forgiven' });
    expect((await comment(w.token, topic.body.id, 'back')).status).toBe(200);
  });

  it('checks title (1..40), text (up to 20,000) and comment (up to 3000) lengths', async () => {
    const w = await writer(s);
    expect((await create(w.token, { title: '  ' })).body.code).toBe('FORUM_TITLE_EMPTY');
    expect((await create(w.token, { title: 'т'.repeat(41) })).body.code).toBe(
      'FORUM_TITLE_TOO_LONG',
    );
    const longText = await create(w.token, { title: 'Long', text: 'x'.repeat(20_001) });
    expect(longText.body).toEqual({ code: 'TEXT_TOO_LONG', message: 'Слишком длинный текст' });
    expect((await create(w.token, { title: 'Empty', text: ' ' })).body.code).toBe('TEXT_EMPTY');
    const ok = await create(w.token, { title: 'т'.repeat(40), text: 'x'.repeat(20_000) });
    expect(ok.status).toBe(200);
    expect((await comment(w.token, ok.body.id, 'c'.repeat(3001))).body.code).toBe('TEXT_TOO_LONG');
    expect((await comment(w.token, ok.body.id, 'c'.repeat(3000))).status).toBe(200);
    expect((await comment(w.token, 999_999, 'lost')).status).toBe(404);
    expect((await create(w.token, { title: 'Theme', theme: 'NOPE' })).status).toBe(400);
  });

  it('normalises tags and refuses bad ones', async () => {
    const w = await writer(s);
    const t = await create(w.token, { title: 'Tagged', tags: ['#Guide', 'guide', 'Драконы'] });
    expect(t.body.tags).toEqual(['guide', 'драконы']);
    const many = await create(w.token, { title: 'Many', tags: ['a', 'b', 'c', 'd', 'e', 'f'] });
    expect(many.body.code).toBe('FORUM_TOO_MANY_TAGS');
    expect((await create(w.token, { title: 'Bad', tags: ['no spaces'] })).body.code).toBe(
      'FORUM_TAG_INVALID',
    );
    expect((await create(w.token, { title: 'Long', tags: ['x'.repeat(21)] })).body.code).toBe(
      'FORUM_TAG_INVALID',
    );
  });

  it('stores HTML and script verbatim', async () => {
    const w = await writer(s);
    const html = '<script>alert(1)</script><a href="javascript:x">x</a>';
    const t = await create(w.token, { title: '<b>bold</b>', text: html });
    await comment(w.token, t.body.id, html);
    const read = await view(null, t.body.id);
    expect(read.body.topic).toMatchObject({ title: '<b>bold</b>', text: html });
    expect(read.body.comments[0]?.text).toBe(html);
  });
});

describe('forum: comments, pins and removal', () => {
  it('pages comments oldest first and keeps the count and activity time', async () => {
    const w = await writer(s);
    const t = await create(w.token, { title: 'Long thread' });
    for (let i = 1; i <= 25; i++) {
      s.clock.advance(1000);
      await comment(w.token, t.body.id, `c${i}`);
    }
    const first = await view(w.token, t.body.id);
    expect(first.body.comments.map((c) => c.text)).toEqual(
      Array.from({ length: 20 }, (_, i) => `c${i + 1}`),
    );
    expect(first.body.more).toBe(true);
    expect(first.body.topic.commentCount).toBe(25);
    expect(first.body.topic.lastActivityAt).toBe(s.clock());
    const rest = await view(w.token, t.body.id, { from: 20, to: 40 });
    expect(rest.body.comments.map((c) => c.text)).toEqual(['c21', 'c22', 'c23', 'c24', 'c25']);
    expect(rest.body.more).toBe(false);
  });

  it('lets moderators pin and unpin; pinned topics come first', async () => {
    const w = await writer(s);
    const mod = await s.player('MODERATOR');
    const old = await create(w.token, { title: 'Rules of the road', theme: 'HELP' });
    s.clock.advance(1000);
    await create(w.token, { title: 'Newer', theme: 'HELP' });
    const pin = (token: string) => s.call(api.forum.pin, { token, params: { id: old.body.id } });
    expect((await pin(w.token)).status).toBe(403);
    expect((await pin(mod.token)).body).toEqual({ ok: true });
    const help = await s.call(api.forum.topics, { query: { theme: 'HELP' } });
    expect(help.body.topics.map((t) => [t.title, t.pinned])).toEqual([
      ['Rules of the road', true],
      ['Newer', false],
    ]);
    await s.call(api.forum.unpin, { token: mod.token, params: { id: old.body.id } });
    const after = await s.call(api.forum.topics, { query: { theme: 'HELP' } });
    expect(after.body.topics[0]?.title).toBe('Newer');
    expect(
      (await s.call(api.forum.pin, { token: mod.token, params: { id: 999_999 } })).status,
    ).toBe(404);
  });

  it('lets authors and moderators remove topics and comments, nobody else', async () => {
    const author = await writer(s);
    const other = await writer(s);
    const mod = await s.player('MODERATOR');
    const t = await create(author.token, { title: 'Mine' });
    const c1 = await comment(other.token, t.body.id, 'first');
    const c2 = await comment(other.token, t.body.id, 'second');
    const delComment = (token: string, id: number) =>
      s.call(api.forum.deleteComment, { token, params: { id } });
    const delTopic = (token: string) =>
      s.call(api.forum.deleteTopic, { token, params: { id: t.body.id } });
    const notYours = await delComment(author.token, c1.body.id);
    expect([notYours.status, notYours.body.code]).toEqual([400, 'FORUM_NOT_AUTHOR']);
    expect((await delComment(other.token, c1.body.id)).status).toBe(200);
    expect((await delComment(mod.token, c2.body.id)).status).toBe(200);
    expect((await delComment(mod.token, c2.body.id)).status).toBe(404);
    const read = await view(author.token, t.body.id);
    expect([read.body.comments, read.body.topic.commentCount]).toEqual([[], 0]);

    expect((await delTopic(other.token)).body.code).toBe('FORUM_NOT_AUTHOR');
    expect((await delTopic(author.token)).status).toBe(200);
    expect((await view(author.token, t.body.id)).status).toBe(404);
    expect((await delTopic(mod.token)).status).toBe(404);
    const second = await create(author.token, { title: 'Moderated' });
    const byMod = await s.call(api.forum.deleteTopic, {
      token: mod.token,
      params: { id: second.body.id },
    });
    expect(byMod.status).toBe(200);
  });
});

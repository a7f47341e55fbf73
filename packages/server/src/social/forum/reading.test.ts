import { api } from '@heroroad/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { writer } from '../../../test/social.js';

let s: TestServer;
let member: { token: string; playerId: number };
let rival: { token: string; playerId: number };
let loner: { token: string; playerId: number };
const ids: Record<string, number> = {};

type Body = {
  title: string;
  text?: string;
  theme?: string;
  tags?: string[];
  clan?: boolean;
  guest?: boolean;
};
async function topic(token: string, body: Body): Promise<number> {
  s.clock.advance(1000);
  const r = await s.call(api.forum.create, {
    token,
    body: { theme: 'GENERAL', text: 'Body', ...body },
  });
  if (r.status !== 200) throw new Error(JSON.stringify(r.body));
  return r.body.id;
}

beforeAll(async () => {
  s = await startTestServer();
  member = await writer(s, { clan_id: 5 });
  rival = await writer(s, { clan_id: 6 });
  loner = await writer(s);
  ids.open = await topic(loner.token, { title: 'Где найти ДРАКОНА?', tags: ['dragons'] });
  ids.players = await topic(loner.token, { title: 'Players only', guest: false });
  ids.clan = await topic(member.token, { title: 'Clan plans: dragon raid', clan: true });
  ids.rival = await topic(rival.token, { title: 'Rival plans', clan: true, theme: 'CLANS' });
  ids.percent = await topic(loner.token, { title: 'Win 100% of fights', theme: 'GUIDES' });
  ids.thousand = await topic(loner.token, { title: 'Win 1000 fights', theme: 'GUIDES' });
  ids.under = await topic(loner.token, { title: 'snake_case names', text: 'a_b' });
});
afterAll(async () => {
  await s.close();
});

const titles = (body: { topics: { id: number }[] }) =>
  body.topics.map((t) => Object.keys(ids).find((k) => ids[k] === t.id));
const list = (token: string | null, query: Record<string, string | number | boolean> = {}) =>
  s.call(api.forum.topics, { token, query });
const search = (token: string | null, q: string) =>
  s.call(api.forum.search, { token, query: { q } });

describe('forum: who reads what (SPEC §2, §6)', () => {
  it('shows guests the public guest topics only', async () => {
    const guest = await s.trial();
    for (const token of [null, guest.token]) {
      const r = await list(token);
      expect(titles(r.body)).toEqual(['under', 'thousand', 'percent', 'open']);
      expect((await s.call(api.forum.topic, { token, params: { id: ids.players! } })).status).toBe(
        404,
      );
      expect((await s.call(api.forum.topic, { token, params: { id: ids.clan! } })).status).toBe(
        404,
      );
      expect((await list(token, { clan: true })).body.code).toBe('FORUM_CLAN_REQUIRED');
    }
    const open = await s.call(api.forum.topic, { token: null, params: { id: ids.open! } });
    expect(open.body.topic).toMatchObject({ title: 'Где найти ДРАКОНА?', guest: true });
  });

  it('shows players every public topic and their own clan topics', async () => {
    expect(titles((await list(member.token)).body)).toEqual([
      'under',
      'thousand',
      'percent',
      'players',
      'open',
    ]);
    expect(titles((await list(member.token, { clan: true })).body)).toEqual(['clan']);
    expect(titles((await list(rival.token, { clan: true })).body)).toEqual(['rival']);
    const theirs = await s.call(api.forum.topic, { token: rival.token, params: { id: ids.clan! } });
    expect(theirs.status).toBe(404);
    const mine = await s.call(api.forum.topic, { token: member.token, params: { id: ids.clan! } });
    expect(mine.body.topic).toMatchObject({ clanId: 5, guest: false });
    const outsider = await s.call(api.forum.comment, {
      token: rival.token,
      params: { id: ids.clan! },
      body: { text: 'spying' },
    });
    expect(outsider.status).toBe(404);
    expect((await list(loner.token, { clan: true })).body.code).toBe('FORUM_CLAN_REQUIRED');
  });

  it('opens clan topics only to clan members', async () => {
    const r = await s.call(api.forum.create, {
      token: loner.token,
      body: { title: 'My clan', text: 'x', theme: 'CLANS', clan: true },
    });
    expect(r.body.code).toBe('FORUM_CLAN_REQUIRED');
  });

  it('lets moderators read clan topics to moderate them', async () => {
    const mod = await s.player('MODERATOR');
    const r = await s.call(api.forum.topic, { token: mod.token, params: { id: ids.rival! } });
    expect(r.status).toBe(200);
  });
});

describe('forum: lists, tags and search', () => {
  it('filters by theme and tag and pages by position', async () => {
    expect(titles((await list(null, { theme: 'GUIDES' })).body)).toEqual(['thousand', 'percent']);
    expect(titles((await list(null, { tag: '#Dragons' })).body)).toEqual(['open']);
    const page = await list(member.token, { from: 1, to: 3 });
    expect(titles(page.body)).toEqual(['thousand', 'percent']);
    expect(page.body.more).toBe(true);
    const tags = await s.call(api.forum.tags, { token: null });
    expect(tags.body).toEqual([{ tag: 'dragons', count: 1 }]);
  });

  it('finds any case, Cyrillic included, and only what the reader may see', async () => {
    expect(titles((await search(null, 'дракон')).body)).toEqual(['open']);
    expect(titles((await search(member.token, 'DRAGON')).body)).toEqual(['clan']);
    expect(titles((await search(rival.token, 'dragon')).body)).toEqual([]);
    // A word that is exactly a tag finds the tagged topics too.
    expect(titles((await search(null, 'Dragons')).body)).toEqual(['open']);
    expect(titles((await search(null, 'players only')).body)).toEqual([]);
    expect(titles((await search(loner.token, 'players only')).body)).toEqual(['players']);
  });

  it('takes % and _ literally', async () => {
    expect(titles((await search(null, '100%')).body)).toEqual(['percent']);
    expect(titles((await search(null, 'e_c')).body)).toEqual(['under']);
    expect(titles((await search(null, 'a_b')).body)).toEqual(['under']);
  });

  it('needs at least two characters', async () => {
    const r = await search(null, ' x ');
    expect([r.status, r.body.code]).toEqual([400, 'SEARCH_TOO_SHORT']);
  });
});

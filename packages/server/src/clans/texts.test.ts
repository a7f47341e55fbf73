import { api } from '@heroroad/protocol';
import { clanPlayer, foundClan, fund, seat } from '../../test/clans.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../core/clock.js';
import { seededRandom } from '../core/random.js';
import { startTestServer, type TestServer } from '../../test/harness.js';

const clock = manualClock(Date.UTC(2026, 10, 26, 12));
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ clock, random: seededRandom('clans.texts') });
});
afterAll(() => s.close());

describe('texts and theme', () => {
  it('changes the theme free three times, then for 250 emeralds of the budget', async () => {
    const lead = await clanPlayer(s);
    const clanId = await foundClan(s, lead.token, 'Colourful');
    for (const n of [1, 2, 3])
      expect(
        (await s.call(api.clan.theme, { token: lead.token, query: { number: n } })).status,
      ).toBe(200);
    const fourth = await s.call(api.clan.theme, { token: lead.token, query: { number: 4 } });
    expect(fourth.body.code).toBe('CLAN_NOT_ENOUGH_FUNDS');
    await fund(s, clanId, { gems: 300 });
    const paid = await s.call(api.clan.theme, { token: lead.token, query: { number: 4 } });
    expect(paid.body.clan).toMatchObject({ theme: 4, themeChanges: 4, clanStat: { gems: 50 } });
    expect(
      (await s.call(api.clan.theme, { token: lead.token, query: { number: 4 } })).body.code,
    ).toBe('CLAN_THEME_SAME');
    expect(
      (await s.call(api.clan.theme, { token: lead.token, query: { number: 99 } })).body.code,
    ).toBe('CLAN_THEME_UNKNOWN');
  });

  it('sets and restores the about text, limits the advertisement to 180 characters and marks it seen', async () => {
    const lead = await clanPlayer(s);
    const clanId = await foundClan(s, lead.token, 'Wordsmiths');
    const member = await clanPlayer(s);
    await seat(s, clanId, [{ playerId: member.playerId, rank: 'PARTICIPANT' }]);
    await s.call(api.clan.aboutSet, {
      token: lead.token,
      body: { content: ' Our rules: be kind ' },
    });
    expect((await s.call(api.clan.about, { token: member.token })).body.content).toBe(
      'Our rules: be kind',
    );
    await s.call(api.clan.aboutRestore, { token: lead.token });
    expect((await s.call(api.clan.about, { token: member.token })).body.content).toMatch(
      /^Мы идём по дороге/,
    );
    const long = await s.call(api.clan.advertisementSet, {
      token: lead.token,
      body: { content: 'x'.repeat(181) },
    });
    expect(long.body).toMatchObject({ code: 'TEXT_TOO_LONG', message: 'Слишком длинный текст' });
    await s.call(api.clan.advertisementSet, {
      token: lead.token,
      body: { content: 'y'.repeat(180) },
    });
    expect((await s.call(api.clan.my, { token: member.token })).body.advertisementSeen).toBe(false);
    expect((await s.call(api.clan.my, { token: lead.token })).body.advertisementSeen).toBe(true);
    await s.call(api.clan.advertisementSeen, { token: member.token });
    expect((await s.call(api.clan.my, { token: member.token })).body.advertisementSeen).toBe(true);
  });

  it('lets an admin rename any clan, with the same name rules, logged', async () => {
    const lead = await clanPlayer(s);
    const clanId = await foundClan(s, lead.token, 'Old Name');
    const admin = await s.player('ADMIN');
    const denied = await s.call(api.clan.adminSetName, {
      token: lead.token,
      body: { clanId, name: 'Mine' },
    });
    expect(denied.status).toBe(403);
    const renamed = await s.call(api.clan.adminSetName, {
      token: admin.token,
      body: { clanId, name: 'New Name' },
    });
    expect(renamed.body).toMatchObject({ id: clanId, name: 'New Name' });
    // A staff call: the staff audit keeps who renamed it.
    const audit = await s.testDb.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('action', '=', 'clan.name.set')
      .execute();
    expect(audit).toContainEqual({ action: 'clan.name.set', actor_id: admin.playerId });
    const log = await s.call(api.clan.log, { token: lead.token, params: { id: clanId } });
    expect(log.body.entries[0]).toMatchObject({
      type: 'NAME_CHANGED',
      data: { from: 'Old Name', to: 'New Name' },
    });
    const missing = await s.call(api.clan.adminSetName, {
      token: admin.token,
      body: { clanId: 999_999, name: 'Nobody' },
    });
    expect(missing.status).toBe(404);
  });
});

describe('what membership opens', () => {
  it('gives members the CLAN chat room and private clan forum topics', async () => {
    const lead = await clanPlayer(s);
    const clanId = await foundClan(s, lead.token, 'Talkers');
    const outsider = await clanPlayer(s);
    const sent = await s.call(api.chat.send, {
      token: lead.token,
      params: { room: 'CLAN' },
      body: { text: 'Hello clan' },
    });
    expect(sent.status).toBe(200);
    expect(
      (
        await s.call(api.chat.send, {
          token: outsider.token,
          params: { room: 'CLAN' },
          body: { text: 'Hi?' },
        })
      ).status,
    ).toBe(400);
    const topic = await s.call(api.forum.create, {
      token: lead.token,
      body: { title: 'Raid plans', text: 'Friday', theme: 'GENERAL', clan: true },
    });
    expect(topic.body).toMatchObject({ clanId });
    expect(
      (await s.call(api.forum.topic, { token: outsider.token, params: { id: topic.body.id } }))
        .status,
    ).toBe(404);
  });
});

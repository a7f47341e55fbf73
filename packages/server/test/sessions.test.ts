import { api } from '@heroroad/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_CACHE_TTL_MS } from '../src/auth/sessions.js';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('session transport (SPEC §7)', () => {
  it('accepts the session from the Authorization header, with or without Bearer', async () => {
    const g = await s.trial();
    expect(
      (await s.fetch('/api/player/id/current', { headers: { authorization: g.token } })).status,
    ).toBe(200);
    expect(
      (await s.fetch('/api/player/id/current', { headers: { authorization: `Bearer ${g.token}` } }))
        .status,
    ).toBe(200);
  });

  it('takes no session from the query string, where URLs leak it to logs and other sites', async () => {
    const g = await s.trial();
    for (const name of ['JSESSIONID', 'jsession', 'Authorization']) {
      const r = await s.fetch(`/api/player/id/current?${name}=${g.token}`);
      expect(r.status, name).toBe(401);
    }
    // The game's client may still add it (SPEC §7) beside its header: the header counts.
    const both = await s.fetch(`/api/player/id/current?JSESSIONID=${g.token}`, {
      headers: { authorization: g.token },
    });
    expect(both.status).toBe(200);
  });

  it('accepts the JSESSIONID cookie', async () => {
    const g = await s.trial();
    expect(
      (await s.fetch('/api/player/id/current', { headers: { cookie: `JSESSIONID=${g.token}` } }))
        .status,
    ).toBe(200);
  });

  it('falls through a stale header to a valid cookie', async () => {
    const g = await s.trial();
    const r = await s.fetch('/api/player/id/current', {
      headers: { authorization: 'A'.repeat(43), cookie: `JSESSIONID=${g.token}` },
    });
    expect(r.status).toBe(200);
  });

  it('refuses forged, malformed and expired sessions', async () => {
    for (const token of ['nope', 'x'.repeat(43), '../../etc/passwd', '']) {
      expect(
        (await s.fetch('/api/player/id/current', { headers: { authorization: token } })).status,
      ).toBe(401);
    }
    const p = await s.player();
    s.clock.advance(31 * 24 * 3600 * 1000);
    expect(
      (await s.fetch('/api/player/id/current', { headers: { authorization: p.token } })).status,
    ).toBe(401);
  });

  it('keeps a guest who comes back after 40 days: the session is their only key', async () => {
    const g = await s.trial();
    s.clock.advance(40 * 24 * 3600 * 1000);
    const back = await s.fetch('/api/player/id/current', { headers: { authorization: g.token } });
    expect(back.status).toBe(200);
    expect(await back.json()).toEqual({ id: g.playerId });
    // A year of absence from that visit ends it, as GUEST_SESSION_TTL_DAYS says.
    s.clock.advance(366 * 24 * 3600 * 1000);
    expect(
      (await s.fetch('/api/player/id/current', { headers: { authorization: g.token } })).status,
    ).toBe(401);
  });

  it('slides the expiry while the session is used', async () => {
    const g = await s.trial();
    for (let day = 0; day < 3; day++) {
      s.clock.advance(20 * 24 * 3600 * 1000);
      expect(
        (await s.fetch('/api/player/id/current', { headers: { authorization: g.token } })).status,
      ).toBe(200);
    }
  });

  it('records the identification headers with the auth source', async () => {
    const r = await s.call(api.security.registerTrial, {
      body: {},
      headers: {
        tg_user_id: '4242',
        viewer_id: '77',
        crazyId: 'c-1',
        'user-agent': 'HeroTest/1.0',
      },
    });
    const row = await s.testDb.db.kysely
      .selectFrom('session')
      .selectAll()
      .where('player_id', '=', r.body.playerId)
      .executeTakeFirstOrThrow();
    expect(row.auth_source).toBe('own');
    expect(JSON.parse(row.identification)).toEqual({
      tg_user_id: '4242',
      viewer_id: '77',
      crazyId: 'c-1',
    });
    expect(row.user_agent).toBe('HeroTest/1.0');
    // Only a hash of the session id is stored.
    expect(row.id_hash).not.toBe(r.headers.get('jsession'));
  });

  it('logout clears the cookie', async () => {
    const g = await s.trial();
    const r = await s.call(api.security.logout, { token: g.token });
    expect(r.headers.get('set-cookie')).toMatch(/JSESSIONID=;/);
  });
});

describe('remembered sessions', () => {
  const current = (token: string) =>
    s.fetch('/api/player/id/current', { headers: { authorization: token } });

  it('forget a session the moment it is logged out, even one used a moment ago', async () => {
    const g = await s.trial();
    expect((await current(g.token)).status).toBe(200);
    expect((await s.call(api.security.logout, { token: g.token })).status).toBe(200);
    expect((await current(g.token)).status).toBe(401);
  });

  it('carry a language switch at once', async () => {
    const g = await s.trial('RU');
    const before = await s.call(api.hero.choose, { token: g.token, body: { heroId: 'nobody' } });
    await s.call(api.player.langSwitchTo, { token: g.token, params: { code: 'EN' } });
    const after = await s.call(api.hero.choose, { token: g.token, body: { heroId: 'nobody' } });
    expect(after.body.code).toBe(before.body.code);
    expect(after.body.message).not.toBe(before.body.message);
  });

  it('believe a revocation made elsewhere within the cache time', async () => {
    const g = await s.trial();
    expect((await current(g.token)).status).toBe(200);
    // Another instance (or the operator command) revokes it straight in the database.
    await s.testDb.db.kysely
      .updateTable('session')
      .set({ revoked_at: s.clock() })
      .where('player_id', '=', g.playerId)
      .execute();
    s.clock.advance(SESSION_CACHE_TTL_MS);
    expect((await current(g.token)).status).toBe(401);
  });
});

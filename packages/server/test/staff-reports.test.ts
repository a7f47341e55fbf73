import { api } from '@heroroad/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { writer } from './social.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const audit = async (playerId: number) => s.server.services.audit.list(playerId);

describe('reports', () => {
  it('a report is queued, taken by one moderator, acted on, and the reporter is told', async () => {
    const mod = await s.player('MODERATOR');
    const other = await s.player('MODERATOR');
    const author = await writer(s);
    const reporter = await writer(s);
    const line = await s.call(api.chat.send, {
      token: author.token,
      params: { room: 'MAIN' },
      body: { text: 'buy gold cheap at example' },
    });
    const report = (body: object) =>
      s.call(api.staff.reportCreate, { token: reporter.token, body });
    expect(
      (await report({ kind: 'CHAT', targetId: line.body.id, reason: 'ADVERTISING' })).status,
    ).toBe(200);
    expect((await report({ kind: 'CHAT', targetId: line.body.id })).body.code).toBe(
      'REPORT_DUPLICATE',
    );
    expect((await report({ kind: 'CHAT', targetId: 9_999_999 })).status).toBe(404);
    const own = await s.call(api.staff.reportCreate, {
      token: author.token,
      body: { kind: 'NICKNAME', targetId: author.playerId },
    });
    expect(own.body.code).toBe('REPORT_SELF');
    const queue = await s.call(api.staff.reports, { token: mod.token });
    const mine = queue.body.find((r) => r.targetId === line.body.id)!;
    expect(mine).toMatchObject({
      state: 'OPEN',
      reportedId: author.playerId,
      excerpt: 'buy gold cheap at example',
    });
    expect(
      (await s.call(api.staff.reportTake, { token: mod.token, params: { id: mine.id } })).status,
    ).toBe(200);
    const stolen = await s.call(api.staff.reportTake, {
      token: other.token,
      params: { id: mine.id },
    });
    expect(stolen.body.code).toBe('REPORT_TAKEN');
    const done = await s.call(api.staff.reportResolve, {
      token: mod.token,
      params: { id: mine.id },
      body: { action: 'DELETE' },
    });
    expect(done.body).toMatchObject({ state: 'ACTED', action: 'DELETE' });
    const again = await s.call(api.staff.reportResolve, {
      token: mod.token,
      params: { id: mine.id },
      body: { action: 'DISMISS' },
    });
    expect(again.body.code).toBe('REPORT_CLOSED');
    const notes = await s.server.services.notifications.unread(reporter.playerId);
    expect(notes[0]).toMatchObject({ kind: 'REPORT_RESOLVED' });
    expect((await audit(author.playerId))[0]).toMatchObject({
      action: 'report.delete',
      actorId: mod.playerId,
    });
    const nick = await s.call(api.staff.reportCreate, {
      token: reporter.token,
      body: { kind: 'NICKNAME', targetId: author.playerId },
    });
    expect(nick.status).toBe(200);
    const nickReport = (await s.call(api.staff.reports, { token: mod.token })).body.find(
      (r) => r.kind === 'NICKNAME' && r.reportedId === author.playerId,
    )!;
    const banned = await s.call(api.staff.reportResolve, {
      token: mod.token,
      params: { id: nickReport.id },
      body: { action: 'BAN', ban: { scope: 'CHAT', reason: 'FORBIDDEN_NICKNAME', duration: 'H1' } },
    });
    expect(banned.body.state).toBe('ACTED');
    expect(
      (await s.call(api.player.infoCurrent, { token: author.token })).body.renameRequired,
    ).toBe(true);
  });
});

describe('the staff audit', () => {
  it('is searchable by time and cannot be changed or erased', async () => {
    const mod = await s.player('MODERATOR');
    const p = await s.player();
    const from = s.clock();
    await s.call(api.staff.ban, {
      token: mod.token,
      body: { playerId: p.playerId, scope: 'FORUM', reason: 'TRADE', duration: 'H3' },
    });
    const rows = await s.call(api.staff.audit, {
      token: mod.token,
      query: { from, playerId: p.playerId },
    });
    expect(rows.body.map((r) => r.action)).toEqual(['forum.ban']);
    const before = await s.call(api.staff.audit, {
      token: mod.token,
      query: { to: from - 1, playerId: p.playerId },
    });
    expect(before.body).toEqual([]);
    const db = s.testDb.db.kysely;
    await expect(
      db.deleteFrom('audit_log').where('player_id', '=', p.playerId).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(
      db
        .updateTable('audit_log')
        .set({ reason: 'x' })
        .where('player_id', '=', p.playerId)
        .execute(),
    ).rejects.toThrow(/append-only/);
  });
});

describe('staff actions answered by other domains', () => {
  it('a chat line removed and a support answer are audited with the staff member', async () => {
    const mod = await s.player('MODERATOR');
    const author = await writer(s);
    const line = await s.call(api.chat.send, {
      token: author.token,
      params: { room: 'MAIN' },
      body: { text: 'rude words' },
    });
    const removed = await s.call(api.chat.deleteMessage, {
      token: mod.token,
      params: { room: 'MAIN', id: line.body.id },
    });
    expect(removed.status).toBe(200);
    const ticket = await s.call(api.news.ticketCreate, {
      token: author.token,
      body: { subject: 'Lost gold', text: 'Where did it go?' },
    });
    await s.call(api.news.ticketAnswer, {
      token: mod.token,
      params: { id: ticket.body.id },
      body: { answer: 'Spent on the smithy' },
    });
    const rows = await s.call(api.staff.audit, {
      token: mod.token,
      query: { actorId: mod.playerId },
    });
    expect(rows.body.map((r) => r.action)).toEqual(['support.answer', 'chat.delete']);
    expect(rows.body[1]!.details).toMatchObject({ params: { room: 'MAIN', id: line.body.id } });
  });
});

describe('every staff route at every access level', () => {
  const levels = ['TRIAL', 'PLAYER', 'MODERATOR', 'ADMIN', 'GOD'] as const;
  it('answers 401 without a session, 403 below its level and a real answer at or above it', async () => {
    const victim = await s.player();
    const e = api.staff;
    const calls = [
      [e.search, { query: { q: victim.name } }],
      [e.card, { params: { id: victim.playerId } }],
      [
        e.ban,
        { body: { playerId: victim.playerId, scope: 'CHAT', reason: 'FLOOD', duration: 'H1' } },
      ],
      [e.unban, { body: { playerId: victim.playerId, scope: 'CHAT', reason: 'lifted again' } }],
      [e.audit, { query: { playerId: victim.playerId } }],
      [e.reports, {}],
      [e.playerLog, { params: { id: victim.playerId } }],
      [e.playerPayments, { params: { id: victim.playerId } }],
      [
        e.setAccess,
        { params: { id: victim.playerId }, body: { level: 'PLAYER', reason: 'matrix' } },
      ],
    ] as const;
    for (const [endpoint, input] of calls) {
      const anonymous = await s.call(endpoint, input);
      expect([anonymous.status, anonymous.body.code], endpoint.url).toEqual([401, 'UNAUTHORIZED']);
      for (const level of levels) {
        const caller = level === 'TRIAL' ? await s.trial() : await s.player(level);
        const r = await s.call(endpoint, { ...input, token: caller.token });
        const where = `${endpoint.method} ${endpoint.url} as ${level}`;
        const allowed = levels.indexOf(level) >= levels.indexOf(endpoint.access as 'TRIAL');
        if (!allowed) expect([r.status, r.body.code], where).toEqual([403, 'FORBIDDEN']);
        else if (endpoint === e.unban) expect([200, 409], where).toContain(r.status);
        else if (endpoint === e.setAccess) expect(r.body.code, where).toBe('ACCESS_UNCHANGED');
        else expect(r.status, where).toBe(200);
      }
    }
  });
});

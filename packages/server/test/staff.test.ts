import { api } from '@heroroad/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { writer } from './social.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const HOUR = 3600_000;
const audit = async (playerId: number) => s.server.services.audit.list(playerId);

describe('bans by reason and duration in three scopes', () => {
  it('a chat ban stops the next message, expires by itself, and each step is audited', async () => {
    const mod = await s.player('MODERATOR');
    const p = await writer(s);
    const send = (text: string) =>
      s.call(api.chat.send, { token: p.token, params: { room: 'MAIN' }, body: { text } });
    expect((await send('hello')).status).toBe(200);
    const ban = await s.call(api.staff.ban, {
      token: mod.token,
      body: { playerId: p.playerId, scope: 'CHAT', reason: 'FLOOD', duration: 'H1' },
    });
    expect(ban.status).toBe(200);
    expect(ban.body).toMatchObject({ kind: 'CHAT', reason: 'FLOOD', byId: mod.playerId });
    s.clock.advance(2000);
    const refused = await send('again');
    expect([refused.status, refused.body.code]).toEqual([400, 'CHAT_BANNED']);
    s.clock.advance(HOUR);
    expect((await send('free again')).status).toBe(200);
    const card = await s.call(api.staff.card, { token: mod.token, params: { id: p.playerId } });
    expect(card.body.activeBans).toEqual([]);
    expect(card.body.bans[0]).toMatchObject({ kind: 'CHAT', reason: 'FLOOD', liftedAt: null });
    const rows = await audit(p.playerId);
    expect(rows[0]).toMatchObject({
      action: 'chat.ban',
      actor: `player:${mod.playerId}`,
      actorId: mod.playerId,
      reason: 'FLOOD',
      inView: false,
    });
  });

  it('a game ban ends every session at once, refuses login, and an unban needs a reason', async () => {
    const mod = await s.player('MODERATOR');
    const p = await s.player();
    const second = await s.call(api.security.login, {
      body: { name: p.name, password: 'secret-pass' },
    });
    const tokens = [p.token, second.headers.get('jsession')!];
    for (const token of tokens) {
      expect((await s.call(api.player.idCurrent, { token })).status).toBe(200);
    }
    const ban = await s.call(api.staff.ban, {
      token: mod.token,
      body: { playerId: p.playerId, scope: 'GAME', reason: 'FRAUD', duration: 'D1' },
    });
    expect(ban.status).toBe(200);
    for (const token of tokens) {
      expect((await s.call(api.player.idCurrent, { token })).status).toBe(401);
    }
    const login = await s.call(api.security.login, {
      body: { name: p.name, password: 'secret-pass' },
      headers: { 'accept-language': 'en' },
    });
    expect([login.status, login.body.code]).toEqual([403, 'GAME_BANNED']);
    const noReason = await s.call(api.staff.unban, {
      token: mod.token,
      body: { playerId: p.playerId, scope: 'GAME', reason: '  ' },
    });
    expect(noReason.status).toBe(400);
    const unban = await s.call(api.staff.unban, {
      token: mod.token,
      body: { playerId: p.playerId, scope: 'GAME', reason: 'appeal accepted' },
    });
    expect(unban.body).toEqual({ lifted: 1 });
    const again = await s.call(api.staff.unban, {
      token: mod.token,
      body: { playerId: p.playerId, scope: 'GAME', reason: 'appeal accepted' },
    });
    expect([again.status, again.body.code]).toEqual([409, 'BAN_NOT_ACTIVE']);
    expect(
      (await s.call(api.security.login, { body: { name: p.name, password: 'secret-pass' } }))
        .status,
    ).toBe(200);
    const rows = await audit(p.playerId);
    expect(rows.map((r) => r.action).slice(0, 2)).toEqual(['game.unban', 'game.ban']);
    expect(rows[0]).toMatchObject({ reason: 'appeal accepted', actorId: mod.playerId });
  });

  it('a game ban ends by itself at its end time: the player may log in again', async () => {
    const mod = await s.player('MODERATOR');
    const p = await s.player();
    await s.call(api.staff.ban, {
      token: mod.token,
      body: { playerId: p.playerId, scope: 'GAME', reason: 'INSULTS', duration: 'H6' },
    });
    const login = () =>
      s.call(api.security.login, { body: { name: p.name, password: 'secret-pass' } });
    s.clock.advance(6 * HOUR - 1000);
    expect((await login()).body.code).toBe('GAME_BANNED');
    s.clock.advance(1000);
    expect((await login()).status).toBe(200);
    const card = await s.call(api.staff.card, { token: mod.token, params: { id: p.playerId } });
    expect(card.body.activeBans).toEqual([]);
    expect(card.body.bans[0]).toMatchObject({ kind: 'GAME', reason: 'INSULTS', liftedAt: null });
  });

  it('refuses to ban staff of the same level or above, and unknown players', async () => {
    const mod = await s.player('MODERATOR');
    const other = await s.player('MODERATOR');
    const admin = await s.player('ADMIN');
    for (const target of [other.playerId, admin.playerId, mod.playerId]) {
      const r = await s.call(api.staff.ban, {
        token: mod.token,
        body: { playerId: target, scope: 'CHAT', reason: 'FLOOD', duration: 'H1' },
      });
      expect([r.status, r.body.code]).toEqual([403, 'STAFF_TARGET_PROTECTED']);
    }
    const missing = await s.call(api.staff.ban, {
      token: mod.token,
      body: { playerId: 9_999_999, scope: 'CHAT', reason: 'FLOOD', duration: 'H1' },
    });
    expect(missing.status).toBe(404);
    const badDuration = await s.call(api.staff.ban, {
      token: mod.token,
      body: { playerId: other.playerId, scope: 'CHAT', reason: 'FLOOD', duration: 'Y1' },
    });
    expect(badDuration.status).toBe(400);
  });

  it('a forbidden-nickname ban asks for a rename at the next start until the name changes', async () => {
    const mod = await s.player('MODERATOR');
    const p = await s.player();
    const info = () => s.call(api.player.infoCurrent, { token: p.token });
    expect((await info()).body.renameRequired).toBe(false);
    await s.call(api.staff.ban, {
      token: mod.token,
      body: { playerId: p.playerId, scope: 'CHAT', reason: 'FORBIDDEN_NICKNAME', duration: 'H1' },
    });
    expect((await info()).body.renameRequired).toBe(true);
    const renamed = await s.call(api.security.setName, {
      token: p.token,
      body: { name: `Clean${p.playerId}` },
    });
    expect(renamed.status).toBe(200);
    expect((await info()).body.renameRequired).toBe(false);
  });
});

describe('player search', () => {
  it('finds by the start of a nickname or by id, and takes % and _ literally', async () => {
    const mod = await s.player('MODERATOR');
    const p = await s.player('PLAYER', `Grim_${Date.now() % 100000}`);
    const find = async (q: string) =>
      (await s.call(api.staff.search, { token: mod.token, query: { q } })).body.map((r) => r.id);
    expect(await find('grim_')).toContain(p.playerId);
    expect(await find(`#${p.playerId}`)).toEqual([p.playerId]);
    expect(await find('grim%')).toEqual([]);
    expect(await find('%')).toEqual([]);
  });
});

describe('levels', () => {
  it('admins promote to and demote from moderator; nobody grants above their own level', async () => {
    const admin = await s.player('ADMIN');
    const god = await s.player('GOD');
    const p = await s.player();
    const set = (token: string, id: number, level: string) =>
      s.call(api.staff.setAccess, {
        token,
        params: { id },
        body: { level: level as 'PLAYER', reason: 'staff change' },
      });
    const up = await set(admin.token, p.playerId, 'MODERATOR');
    expect(up.body).toMatchObject({ accessLevel: 'MODERATOR', role: 'moderator' });
    expect((await s.call(api.staff.search, { token: p.token, query: { q: p.name } })).status).toBe(
      200,
    );
    expect((await set(admin.token, p.playerId, 'GOD')).body.code).toBe('ACCESS_ABOVE_OWN');
    expect((await set(admin.token, p.playerId, 'ADMIN')).status).toBe(200);
    expect((await set(admin.token, p.playerId, 'PLAYER')).body.code).toBe(
      'ACCESS_TARGET_NOT_BELOW',
    );
    expect((await set(admin.token, admin.playerId, 'PLAYER')).body.code).toBe('ACCESS_SELF');
    expect((await set(god.token, p.playerId, 'PLAYER')).body).toMatchObject({ role: 'player' });
    expect((await set(god.token, p.playerId, 'PLAYER')).body.code).toBe('ACCESS_UNCHANGED');
    const guest = await s.trial();
    expect((await set(god.token, guest.playerId, 'MODERATOR')).body.code).toBe('ACCESS_GUEST');
    const rows = (await audit(p.playerId)).filter((r) => r.action === 'access.set');
    expect(rows.map((r) => r.details)).toEqual([
      { from: 'ADMIN', to: 'PLAYER' },
      { from: 'MODERATOR', to: 'ADMIN' },
      { from: 'PLAYER', to: 'MODERATOR' },
    ]);
  });
});

describe('login as a player', () => {
  it('sees the game as the player, marks every audit row, and ends by exit', async () => {
    const mod = await s.player('MODERATOR');
    const p = await writer(s);
    const entered = await s.call(api.staff.viewEnter, {
      token: mod.token,
      params: { id: p.playerId },
    });
    expect(entered.status).toBe(200);
    const view = entered.body.token;
    const info = await s.call(api.player.infoCurrent, { token: view });
    expect(info.body.player.id).toBe(p.playerId);
    // The moderator's own session still works beside it.
    expect((await s.call(api.player.idCurrent, { token: mod.token })).body).toMatchObject({
      id: mod.playerId,
    });
    const sent = await s.call(api.chat.send, {
      token: view,
      params: { room: 'MAIN' },
      body: { text: 'written while viewing' },
    });
    expect(sent.body.authorId).toBe(p.playerId);
    const notViewing = await s.call(api.staff.viewExit, { token: p.token });
    expect([notViewing.status, notViewing.body.code]).toEqual([400, 'VIEW_NOT_ACTIVE']);
    expect((await s.call(api.staff.viewExit, { token: view })).status).toBe(200);
    expect((await s.call(api.player.idCurrent, { token: view })).status).toBe(401);
    const rows = await s.call(api.staff.audit, {
      token: mod.token,
      query: { actorId: mod.playerId, playerId: p.playerId },
    });
    expect(rows.body.map((r) => [r.action, r.inView])).toEqual([
      ['view.exit', true],
      ['view.call', true],
      ['view.enter', true],
    ]);
    expect(rows.body[1]!.details).toMatchObject({ method: 'POST', url: '/api/chat/:room/send' });
    const log = await s.call(api.staff.playerLog, { token: mod.token, params: { id: p.playerId } });
    expect(log.body[0]).toMatchObject({ kind: 'CHAT', text: '[MAIN] written while viewing' });
    const pays = await s.call(api.staff.playerPayments, {
      token: mod.token,
      params: { id: p.playerId },
    });
    expect(pays.body).toEqual([]);
    const self = await s.call(api.staff.viewEnter, {
      token: mod.token,
      params: { id: mod.playerId },
    });
    expect(self.body.code).toBe('VIEW_OWN');
  });
});

describe('a forgotten login-as session', () => {
  it('ends after two hours unused, while the staff member’s own goes on', async () => {
    const mod = await s.player('MODERATOR');
    const p = await s.player();
    const view = (
      await s.call(api.staff.viewEnter, { token: mod.token, params: { id: p.playerId } })
    ).body.token;
    expect((await s.call(api.player.idCurrent, { token: view })).status).toBe(200);
    s.clock.advance(2 * HOUR + 1000);
    expect((await s.call(api.player.idCurrent, { token: view })).status).toBe(401);
    expect((await s.call(api.player.idCurrent, { token: mod.token })).status).toBe(200);
  });
});

describe('a demoted moderator', () => {
  it('loses the views they had open into players’ games', async () => {
    const admin = await s.player('ADMIN');
    const mod = await s.player('MODERATOR');
    const p = await s.player();
    const view = (
      await s.call(api.staff.viewEnter, { token: mod.token, params: { id: p.playerId } })
    ).body.token;
    const demoted = await s.call(api.staff.setAccess, {
      token: admin.token,
      params: { id: mod.playerId },
      body: { level: 'PLAYER', reason: 'left the team' },
    });
    expect(demoted.body.accessLevel).toBe('PLAYER');
    expect((await s.call(api.player.idCurrent, { token: view })).status).toBe(401);
    const search = await s.call(api.staff.search, { token: mod.token, query: { q: 'x' } });
    expect([search.status, search.body.code]).toEqual([403, 'FORBIDDEN']);
  });
});

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

import { randomInt } from 'node:crypto';
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

describe('player search', () => {
  it('finds by the start of a nickname or by id, and takes % and _ literally', async () => {
    const mod = await s.player('MODERATOR');
    const p = await s.player('PLAYER', `Grim_${randomInt(100_000)}`);
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

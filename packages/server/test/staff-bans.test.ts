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

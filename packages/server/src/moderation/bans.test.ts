import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

describe('chat bans and forum blocks', () => {
  it('sets, reports, extends and lifts a ban, auditing each change', async () => {
    const p = await s.player();
    const mod = await s.player('MODERATOR');
    const bans = s.server.services.bans;
    expect(await bans.active('CHAT', p.playerId)).toBeNull();
    const first = await bans.ban('CHAT', {
      playerId: p.playerId,
      duration: 'H3',
      reason: 'PROFANITY',
      byId: mod.playerId,
      actor: `player:${mod.playerId}`,
    });
    expect(first).toMatchObject({
      kind: 'CHAT',
      playerId: p.playerId,
      reason: 'PROFANITY',
      byId: mod.playerId,
      until: s.clock() + 3 * 3600 * 1000,
    });
    expect(await bans.active('CHAT', p.playerId)).toEqual(first);
    expect(await bans.active('FORUM', p.playerId)).toBeNull();
    const longer = await bans.ban('CHAT', {
      playerId: p.playerId,
      duration: 'D1',
      reason: 'FLOOD',
      byId: null,
      actor: 'cli:ops',
    });
    expect((await bans.active('CHAT', p.playerId))?.id).toBe(longer.id);
    expect(
      await bans.unban('CHAT', p.playerId, {
        byId: mod.playerId,
        actor: `player:${mod.playerId}`,
        reason: 'appeal accepted',
      }),
    ).toBe(2);
    expect(await bans.active('CHAT', p.playerId)).toBeNull();
    expect(
      await bans.unban('CHAT', p.playerId, {
        byId: mod.playerId,
        actor: 'cli:ops',
        reason: 'again',
      }),
    ).toBe(0);
    expect((await bans.history('CHAT', p.playerId)).map((b) => b.id)).toEqual([
      longer.id,
      first.id,
    ]);
    const audit = await s.server.services.audit.list(p.playerId);
    expect(audit.map((a) => a.action)).toEqual(['chat.unban', 'chat.ban', 'chat.ban']);
    expect(audit[2]).toMatchObject({ reason: 'PROFANITY', actor: `player:${mod.playerId}` });
  });

  it('refuses unknown players, reasons and durations without writing anything', async () => {
    const p = await s.player();
    const bans = s.server.services.bans;
    const base = { byId: null, actor: 'cli:ops' } as const;
    await expect(
      bans.ban('FORUM', { ...base, playerId: 999_999, duration: 'H1', reason: 'FLOOD' }),
    ).rejects.toMatchObject({ code: 'PLAYER_NOT_FOUND', status: 404 });
    await expect(
      bans.ban('FORUM', { ...base, playerId: p.playerId, duration: 'Y1' as 'H1', reason: 'FLOOD' }),
    ).rejects.toMatchObject({ code: 'VALUE_INVALID' });
    await expect(
      bans.ban('FORUM', {
        ...base,
        playerId: p.playerId,
        duration: 'H1',
        reason: 'RUDE' as 'FLOOD',
      }),
    ).rejects.toMatchObject({ code: 'VALUE_INVALID' });
    expect(await bans.history('FORUM', p.playerId)).toEqual([]);
    expect(await s.server.services.audit.list(p.playerId)).toEqual([]);
  });
});

import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { api } from '@heroroad/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books, setGemsBought } from '../../test/books.js';
import { startTestServer, type TestServer } from '../../test/harness.js';

const md5 = (t: string) => createHash('md5').update(t).digest('hex');
const OK = { groupId: '70000001', appKey: 'CBAOKAPPKEY', secret: 'ok-secret-of-the-tests' };

/** OK's REST API as far as the group check asks it: members by group, signed requests only. */
function fakeOk(members: Set<string>) {
  const asked: URLSearchParams[] = [];
  let down = false;
  const server: Server = createServer((req, res): void => {
    const q = new URL(req.url ?? '/', 'http://ok.test').searchParams;
    asked.push(q);
    const params = [...q.entries()].filter(([k]) => k !== 'sig' && k !== 'access_token');
    const signed = params
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `${k}=${v}`)
      .join('');
    res.setHeader('content-type', 'application/json');
    if (down) {
      res.end(JSON.stringify({ error_code: 2, error_msg: 'SERVICE' }));
      return;
    }
    if (q.get('sig') !== md5(signed + OK.secret) || q.get('application_key') !== OK.appKey) {
      res.end(JSON.stringify({ error_code: 104, error_msg: 'PARAM_SIGNATURE' }));
      return;
    }
    const uid = q.get('uids') ?? '';
    res.end(
      JSON.stringify(
        members.has(uid) ? [{ group_id: q.get('group_id'), uid, status: 'ACTIVE' }] : [],
      ),
    );
  });
  return {
    asked,
    setDown: (v: boolean) => (down = v),
    start: () =>
      new Promise<string>((ok) =>
        server.listen(0, '127.0.0.1', () => {
          const a = server.address();
          ok(`http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}/fb.do`);
        }),
      ),
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

const members = new Set(['5550001']);
const ok = fakeOk(members);
let s: TestServer;
let off: TestServer;
beforeAll(async () => {
  const apiUrl = await ok.start();
  s = await startTestServer({
    config: { okGroup: { ...OK, accessToken: null, apiUrl } },
  });
  off = await startTestServer();
});
afterAll(async () => {
  await s.close();
  await off.close();
  await ok.close();
});

/** A player bound to an OK user, as OK sign-in binds one. */
async function okPlayer(uid: string) {
  const p = await s.trial('EN');
  await s.testDb.db.kysely
    .insertInto('platform_identity')
    .values({ source: 'ok', platform_user_id: uid, player_id: p.playerId, created_at: s.clock() })
    .execute();
  return p;
}

const join = (server: TestServer, token: string) =>
  server.call(api.campaigns.use, { token, params: { id: 'OK_GROUP' } });

describe("the OK group's campaign", () => {
  it('pays only a member of the group, as OK says, and once', async () => {
    const member = await okPlayer('5550001');
    const before = await books(s, member.playerId);
    const paid = await Promise.all(Array.from({ length: 5 }, () => join(s, member.token)));
    expect(paid.filter((r) => r.status === 200)).toHaveLength(1);
    expect((await books(s, member.playerId)).row.mithril).toBe(before.row.mithril + 15);
    const asked = ok.asked.at(-1)!;
    expect(Object.fromEntries(asked)).toMatchObject({
      method: 'group.getUserGroupsByIds',
      group_id: OK.groupId,
      uids: '5550001',
    });
  });

  it('refuses one who is not a member, or never came through OK, and pays nothing', async () => {
    const stranger = await okPlayer('5550099');
    const r = await join(s, stranger.token);
    expect([r.status, r.body.code]).toEqual([409, 'CAMPAIGN_NOT_MEMBER']);
    const own = await s.trial('EN');
    // Emeralds bought earn the purchase campaigns, never this one.
    await setGemsBought(s, own.playerId, 10_000);
    expect((await join(s, own.token)).body.code).toBe('CAMPAIGN_NOT_MEMBER');
    for (const p of [stranger, own]) {
      const b = await books(s, p.playerId);
      expect(b.row.mithril).toBe(b.gems);
      expect(b.lines).toEqual([]);
    }
    // Joining later earns it.
    members.add('5550099');
    expect((await join(s, stranger.token)).status).toBe(200);
  });

  it('waits when OK cannot be asked, and is off where no group is configured', async () => {
    members.add('5550002');
    const member = await okPlayer('5550002');
    ok.setDown(true);
    try {
      const r = await join(s, member.token);
      expect([r.status, r.body.code]).toEqual([503, 'CAMPAIGN_UNAVAILABLE']);
    } finally {
      ok.setDown(false);
    }
    const p = await off.trial('EN');
    const info = await off.call(api.player.infoCurrent, { token: p.token });
    expect(info.body.openCampaigns).not.toContain('OK_GROUP');
    const r = await join(off, p.token);
    expect([r.status, r.body.code]).toEqual([404, 'CAMPAIGN_UNAVAILABLE']);
  });
});

describe("the OK group's daily reward", () => {
  const take = (server: TestServer, token: string) =>
    server.call(api.campaigns.okDailyTake, { token });

  it('pays a member once a Moscow day, through the ledger, and says so in the status', async () => {
    members.add('5550003');
    const member = await okPlayer('5550003');
    const before = await books(s, member.playerId);
    const fresh = await s.call(api.campaigns.okGroup, { token: member.token });
    expect(fresh.body).toEqual({
      offered: true,
      member: true,
      campaignUsed: false,
      dailyTaken: false,
      daily: { gold: 200, tickets: 1 },
    });
    const taken = await Promise.all(Array.from({ length: 4 }, () => take(s, member.token)));
    expect(taken.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = taken.find((r) => r.status !== 200)!;
    expect([refused.status, refused.body.message]).toEqual([
      409,
      "Today's group reward is already taken, come back tomorrow",
    ]);
    const after = await books(s, member.playerId);
    expect(after.row.gold).toBe(before.row.gold + 200);
    expect(after.row.tickets).toBe(before.row.tickets + 1);
    expect(after.tickets - before.tickets).toBe(1);
    expect((await s.call(api.campaigns.okGroup, { token: member.token })).body.dailyTaken).toBe(
      true,
    );
    // The next Moscow day pays again.
    s.clock.advance(24 * 3600_000);
    expect((await take(s, member.token)).status).toBe(200);
    expect((await books(s, member.playerId)).row.tickets).toBe(before.row.tickets + 2);
  });

  it('refuses a non-member and is off where no group is configured, paying nothing', async () => {
    const stranger = await okPlayer('5550098');
    const before = await books(s, stranger.playerId);
    const r = await take(s, stranger.token);
    expect([r.status, r.body.code]).toEqual([409, 'CAMPAIGN_NOT_MEMBER']);
    expect((await books(s, stranger.playerId)).row).toEqual(before.row);
    const p = await off.trial('RU');
    const o = await take(off, p.token);
    expect([o.status, o.body.message]).toEqual([404, 'Эта акция сейчас недоступна']);
    const status = await off.call(api.campaigns.okGroup, { token: p.token });
    expect(status.body).toMatchObject({ offered: false, member: false, dailyTaken: false });
  });
});

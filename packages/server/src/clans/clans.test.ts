import { api } from '@heroroad/protocol';
import { CLAN_CREATION_PRICE, CLAN_LOG_PAGE, memberCap } from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../core/clock.js';
import { clanPlayer, foundClan } from '../../test/clans.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { clansByLevel, clanPosition } from './module.js';

const clock = manualClock(Date.UTC(2026, 10, 26, 12));
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ clock });
});
afterAll(() => s.close());

describe('founding and joining a clan', () => {
  it('opens at level 15, costs the creation price, and refuses a taken or bad name in the player language', async () => {
    const young = await clanPlayer(s, { level: 14 });
    const refused = await s.call(api.clan.create, {
      token: young.token,
      body: { name: 'Early Birds' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'CLAN_LEVEL_REQUIRED',
      message: 'Клан доступен с 15 уровня',
    });

    const a = await clanPlayer(s);
    const before = await s.testDb.db.kysely
      .selectFrom('player')
      .select('gold')
      .where('id', '=', a.playerId)
      .executeTakeFirstOrThrow();
    const made = await s.call(api.clan.create, {
      token: a.token,
      body: { name: '  Wolves   of the North ' },
    });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({
      state: 'CLAN_MEMBER',
      rank: 'LEADER',
      clan: { name: 'Wolves of the North', level: 1, membersCurr: 1, membersMax: memberCap(1) },
    });
    expect(made.body.rights).toContain('RESIGN');
    const after = await s.testDb.db.kysely
      .selectFrom('player')
      .select(['gold', 'clan_id'])
      .where('id', '=', a.playerId)
      .executeTakeFirstOrThrow();
    expect(before.gold - after.gold).toBe(CLAN_CREATION_PRICE.GOLD);
    expect(after.clan_id).toBe(made.body.clan!.id);

    const b = await clanPlayer(s);
    const taken = await s.call(api.clan.create, {
      token: b.token,
      body: { name: 'wolves OF the north' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('CLAN_NAME_TAKEN');
    const long = await s.call(api.clan.create, { token: b.token, body: { name: 'x'.repeat(41) } });
    expect(long.body).toMatchObject({ code: 'TEXT_TOO_LONG' });
    const again = await s.call(api.clan.create, { token: a.token, body: { name: 'Second' } });
    expect(again.body.code).toBe('CLAN_ALREADY_MEMBER');
  });

  it("shows anyone a player's clan through info, and null for a player without one", async () => {
    const lead = await clanPlayer(s);
    const clanId = await foundClan(s, lead.token, 'Open Doors');
    const other = await clanPlayer(s);
    const seen = await s.call(api.clan.info, {
      token: other.token,
      body: { playerId: lead.playerId },
    });
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ id: clanId, name: 'Open Doors', membersCurr: 1 });
    const none = await s.call(api.clan.info, {
      token: lead.token,
      body: { playerId: other.playerId },
    });
    expect(none.status).toBe(200);
    expect(none.body).toBeNull();
  });

  it('takes an applicant in when an officer invites them, and an invited player in when they accept', async () => {
    const lead = await clanPlayer(s);
    const clanId = await foundClan(s, lead.token, 'Applicants Welcome');
    const asker = await clanPlayer(s);
    const applied = await s.call(api.clan.apply, { token: asker.token, body: { clanId } });
    expect(applied.body).toMatchObject({
      state: 'AVAILABLE',
      participation: 'WANTS_TO_THE_CLAN',
      appliedTo: clanId,
    });
    const mine = await s.call(api.clan.participantsMine, { token: lead.token });
    expect(mine.body.candidates.map((c) => c.playerId)).toEqual([asker.playerId]);
    const taken = await s.call(api.clan.invite, {
      token: lead.token,
      body: { playerId: asker.playerId },
    });
    expect(taken.body.participants.map((p) => p.playerId)).toContain(asker.playerId);
    const seen = await s.call(api.clan.my, { token: asker.token });
    expect(seen.body).toMatchObject({
      state: 'ACCEPTED_TO_CLAN',
      rank: 'NEWBIE',
      rights: ['LEAVE_CLAN'],
    });
    expect((await s.call(api.clan.my, { token: asker.token })).body.state).toBe('CLAN_MEMBER');

    const guest = await clanPlayer(s);
    await s.call(api.clan.invite, { token: lead.token, body: { playerId: guest.playerId } });
    const twice = await s.call(api.clan.invite, {
      token: lead.token,
      body: { playerId: guest.playerId },
    });
    expect(twice.body.code).toBe('CLAN_ALREADY_INVITED');
    const invitations = await s.call(api.clan.invitations, { token: guest.token });
    expect(invitations.body.map((c) => c.id)).toEqual([clanId]);
    expect(
      (await s.call(api.player.current, { token: guest.token })).body.clanParticipationState,
    ).toBe('INVITED');
    const accepted = await s.call(api.clan.accept, { token: guest.token, body: { clanId } });
    expect(accepted.body).toMatchObject({
      state: 'CLAN_MEMBER',
      clan: { id: clanId, membersCurr: 3 },
    });
    expect((await s.call(api.player.current, { token: guest.token })).body.clanId).toBe(clanId);
  });

  it('lets a player decline an invitation and an officer refuse an applicant, each logged', async () => {
    const lead = await clanPlayer(s);
    const clanId = await foundClan(s, lead.token, 'Choosy');
    const p = await clanPlayer(s);
    await s.call(api.clan.invite, { token: lead.token, body: { playerId: p.playerId } });
    const declined = await s.call(api.clan.reject, {
      token: p.token,
      body: { playerId: p.playerId, clanId },
    });
    expect(declined.body).toEqual({ ok: true });
    expect((await s.call(api.clan.accept, { token: p.token, body: { clanId } })).body.code).toBe(
      'CLAN_NO_INVITATION',
    );
    const q = await clanPlayer(s);
    await s.call(api.clan.apply, { token: q.token, body: { clanId } });
    await s.call(api.clan.reject, { token: lead.token, body: { playerId: q.playerId } });
    expect((await s.call(api.clan.my, { token: q.token })).body).toMatchObject({
      participation: 'REJECTED',
      appliedTo: null,
    });
    const log = await s.call(api.clan.log, { token: lead.token, params: { id: clanId } });
    expect(log.body.entries.map((e) => e.type)).toEqual([
      'INVITE_REJECTED',
      'INVITE_REJECTED',
      'CREATED',
    ]);
    const outsider = await s.call(api.clan.log, { token: q.token, params: { id: clanId } });
    expect(outsider.status).toBe(403);
  });

  it('lists players looking for any clan to recruiters, and joins one at once when invited', async () => {
    const lead = await clanPlayer(s);
    await foundClan(s, lead.token, 'Recruiters');
    const seeker = await clanPlayer(s, { gold: 0 });
    await s.call(api.clan.broadcastApply, { token: seeker.token });
    const list = await s.call(api.clan.recruits, { token: lead.token });
    expect(list.body.map((r) => r.playerId)).toContain(seeker.playerId);
    await s.call(api.clan.invite, { token: lead.token, body: { playerId: seeker.playerId } });
    expect((await s.call(api.clan.my, { token: seeker.token })).body.rank).toBe('NEWBIE');
    expect(
      (await s.call(api.clan.recruits, { token: lead.token })).body.map((r) => r.playerId),
    ).not.toContain(seeker.playerId);
  });

  it('makes a leaver wait 12 hours before joining again; a lone leader leaving disbands the clan', async () => {
    const lead = await clanPlayer(s);
    const clanId = await foundClan(s, lead.token, 'Short Lived');
    const p = await clanPlayer(s);
    await s.call(api.clan.invite, { token: lead.token, body: { playerId: p.playerId } });
    await s.call(api.clan.accept, { token: p.token, body: { clanId } });
    const mustResign = await s.call(api.clan.leave, { token: lead.token });
    expect(mustResign.body.code).toBe('CLAN_LEADER_MUST_RESIGN');
    const left = await s.call(api.clan.leave, { token: p.token });
    expect(left.body).toMatchObject({ state: 'NOT_AVAILABLE', clan: null });
    const soon = await s.call(api.clan.apply, { token: p.token, body: { clanId } });
    expect(soon.body.code).toBe('CLAN_REJOIN_WAIT');
    clock.advance(12 * 3_600_000);
    expect((await s.call(api.clan.apply, { token: p.token, body: { clanId } })).status).toBe(200);
    const gone = await s.call(api.clan.leave, { token: lead.token });
    expect(gone.body.clan).toBeNull();
    expect(
      (await s.call(api.clan.participants, { token: p.token, query: { clanId } })).status,
    ).toBe(404);
  });
});

describe('the clan log and the rating', () => {
  it('pages the log newest first', async () => {
    const lead = await clanPlayer(s);
    const clanId = await foundClan(s, lead.token, 'Chatty Scribes');
    for (let i = 0; i < CLAN_LOG_PAGE + 2; i++) {
      await s.call(api.clan.advertisementSet, {
        token: lead.token,
        body: { content: `Join us ${i}` },
      });
    }
    const first = await s.call(api.clan.log, { token: lead.token, params: { id: clanId } });
    expect(first.body.entries).toHaveLength(CLAN_LOG_PAGE);
    expect(first.body.pages).toBe(2);
    const second = await s.call(api.clan.log, {
      token: lead.token,
      params: { id: clanId },
      query: { page: 1 },
    });
    expect(second.body.entries.map((e) => e.type)).toEqual([
      'ADVERTISEMENT_CHANGED',
      'ADVERTISEMENT_CHANGED',
      'CREATED',
    ]);
  });

  it('ranks clans by level, then members, and lists them for the clanLevel rating', async () => {
    const db = s.testDb.db.kysely;
    const all = await clansByLevel(s.server.kernel, 0, 1000);
    for (let i = 1; i < all.length; i++) {
      const [a, b] = [all[i - 1]!, all[i]!];
      expect(a.level > b.level || (a.level === b.level && a.members >= b.members)).toBe(true);
    }
    await db.updateTable('clan').set({ level: 9 }).where('id', '=', all.at(-1)!.id).execute();
    expect(await clanPosition(s.server.kernel, all.at(-1)!.id)).toBe(1);
    const lead = await clanPlayer(s);
    const rating = await s.call(api.clan.rating, { token: lead.token, query: { from: 0, to: 1 } });
    expect(rating.body.positions.map((p) => p.positionNumber)).toEqual([1, 2]);
    expect(rating.body.positions[0]!.id).toBe(all.at(-1)!.id);
    expect(rating.body.myPosition).toBeNull();
  });
});

import { api } from '@heroroad/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { writer } from './social.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const statuses = (answers: { status: number }[]) =>
  answers.map((a) => a.status).sort((x, y) => x - y);

/**
 * Requests fired at once by one player: 500 registrations of one guest once made that many
 * sessions (the last password winning), and chat let several messages through its one-a-second
 * pace on PostgreSQL. Each is now one atomic step on both databases.
 */
describe('requests racing each other', () => {
  it('register a guest once; the rest are refused and open no session', async () => {
    const guest = await s.trial('EN');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        s.call(api.security.register, {
          token: guest.token,
          body: {
            name: `Racer${process.pid % 1000}n${i}`,
            password: `secret-pass-${i}`,
            acceptPrivacy: true,
            acceptCookies: true,
            acceptAgreement: true,
          },
        }),
      ),
    );
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    // Those that came after the winner ended the guest's session are told to log in.
    for (const lost of answers.filter((a) => a.status !== 200)) {
      expect([
        [409, 'ALREADY_REGISTERED'],
        [401, 'UNAUTHORIZED'],
      ]).toContainEqual([lost.status, lost.body.code]);
    }
    const racers = await s.testDb.db.kysely
      .selectFrom('player')
      .select('id')
      .where('name', 'like', `Racer${process.pid % 1000}n%`)
      .execute();
    expect(racers).toEqual([{ id: guest.playerId }]);
    const live = await s.testDb.db.kysely
      .selectFrom('session')
      .select('id_hash')
      .where('player_id', '=', guest.playerId)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toHaveLength(1);
    // The name and password are the winner's.
    const player = await s.testDb.db.kysely
      .selectFrom('player')
      .select(['name', 'access_level'])
      .where('id', '=', guest.playerId)
      .executeTakeFirstOrThrow();
    expect(player.access_level).toBe('PLAYER');
    const i = answers.indexOf(won[0]!);
    const login = await s.call(api.security.login, {
      body: { name: player.name, password: `secret-pass-${i}` },
    });
    expect(login.status).toBe(200);
  });

  it('let one chat message through when many are sent at once', async () => {
    const w = await writer(s);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        s.call(api.chat.send, {
          token: w.token,
          params: { room: 'MAIN' },
          body: { text: `burst ${i}` },
        }),
      ),
    );
    expect(statuses(answers)).toEqual([200, ...Array<number>(19).fill(429)]);
    const stored = await s.testDb.db.kysely
      .selectFrom('chat_message')
      .select('id')
      .where('author_id', '=', w.playerId)
      .execute();
    expect(stored).toHaveLength(1);
    // A second later the next one goes.
    s.clock.advance(1000);
    const next = await s.call(api.chat.send, {
      token: w.token,
      params: { room: 'MAIN' },
      body: { text: 'after a pause' },
    });
    expect(next.status).toBe(200);
  });

  it('let one letter through when many are sent at once, with a translated refusal', async () => {
    const from = await s.player();
    const to = await s.player();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        s.call(api.mail.send, {
          token: from.token,
          params: { partner: to.playerId },
          body: { text: `letter ${i}` },
          headers: { 'accept-language': 'en' },
        }),
      ),
    );
    expect(statuses(answers)).toEqual([200, ...Array<number>(19).fill(429)]);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body.code).toBe('LETTER_TOO_FAST');
    const stored = await s.testDb.db.kysely
      .selectFrom('mail_message')
      .select('id')
      .where('from_id', '=', from.playerId)
      .execute();
    expect(stored).toHaveLength(1);
  });
});

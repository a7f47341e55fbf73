import { api } from '@heroroad/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/core/clock.js';
import type { TestServer } from '../harness.js';
import { setPlayer } from '../social.js';
import { CROSSINGS_START, noFaults, pairs, ring, startCrossingsServer } from './helpers.js';

const clock = manualClock(CROSSINGS_START);
let s: TestServer;
beforeAll(async () => {
  s = await startCrossingsServer(clock, 'crossings.letters');
});
afterAll(() => s.close());

const db = () => s.testDb.db.kysely;

describe('players changing together never deadlock, and nothing is made or lost', () => {
  it('letters written across pairs and around a ring at once', async () => {
    const n = 6;
    const ps = await Promise.all(Array.from({ length: n }, () => s.player()));
    for (const p of ps) await setPlayer(s, p.playerId, { level: 10 });
    const rounds = 4;
    let letters = 0;
    for (let round = 0; round < rounds; round++) {
      const links = round % 2 === 0 ? pairs(n) : ring(n);
      const answers = await Promise.all(
        links.map(([from, to]) =>
          s.call(api.mail.send, {
            token: ps[from]!.token,
            params: { partner: ps[to]!.playerId },
            body: { text: `round ${round} from ${from}` },
          }),
        ),
      );
      noFaults(answers);
      expect(answers.every((a) => a.status === 200)).toBe(true);
      letters += links.length;
      // The mail's pace: a letter per two seconds per writer.
      clock.advance(2_000);
    }
    const ids = ps.map((p) => p.playerId);
    const stored = await db()
      .selectFrom('mail_message')
      .select('id')
      .where('from_id', 'in', ids)
      .execute();
    expect(stored).toHaveLength(letters);
    // Both sides of every dialog name its latest letter: no side's update was lost.
    const sides = await db()
      .selectFrom('mail_dialog')
      .select(['player_id', 'partner_id', 'last_message_id'])
      .where('player_id', 'in', ids)
      .execute();
    expect(sides.length).toBeGreaterThan(0);
    for (const side of sides) {
      const latest = await db()
        .selectFrom('mail_message')
        .select((eb) => eb.fn.max('id').as('id'))
        .where('a_id', '=', Math.min(side.player_id, side.partner_id))
        .where('b_id', '=', Math.max(side.player_id, side.partner_id))
        .executeTakeFirstOrThrow();
      expect(Number(side.last_message_id)).toBe(Number(latest.id));
    }
  });
});

import { api } from '@heroroad/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

/** A moment in Moscow time. */
const msk = (m: number, d: number, h = 12) => Date.UTC(2026, m - 1, d, h - 3);

describe('live values administrators tune', () => {
  it('switches the sale on and off for player info and the bank, audited', async () => {
    s.clock.set(msk(11, 25, 15)); // a Wednesday: no weekly sale
    const admin = await s.player('ADMIN');
    const p = await s.player();
    const sale = async () => (await s.call(api.player.infoCurrent, { token: p.token })).body.sale;
    expect(await sale()).toMatchObject({ active: false });
    const on = await s.call(api.staff.setSettings, {
      token: admin.token,
      body: { sale: 'ON', reason: 'birthday sale' },
    });
    expect(on.body).toMatchObject({ sale: 'ON', saleSwitchedAt: s.clock() });
    expect(await sale()).toMatchObject({ active: true, startsAt: s.clock() });
    s.clock.set(msk(11, 28, 15)); // Saturday: the weekly sale runs
    await s.call(api.staff.setSettings, {
      token: admin.token,
      body: { sale: 'OFF', reason: 'halt' },
    });
    expect(await sale()).toMatchObject({ active: false, startsAt: msk(12, 4, 12) });
    const noReason = await s.call(api.staff.setSettings, {
      token: admin.token,
      body: { sale: 'AUTO', reason: ' ' },
    });
    expect(noReason.status).toBe(400);
    const rows = await s.call(api.staff.audit, {
      token: admin.token,
      query: { actorId: admin.playerId },
    });
    expect(rows.body.map((r) => [r.action, r.reason])).toEqual([
      ['settings.set', 'halt'],
      ['settings.set', 'birthday sale'],
    ]);
    await s.call(api.staff.setSettings, {
      token: admin.token,
      body: { sale: 'AUTO', reason: 'back' },
    });
    expect(await sale()).toMatchObject({ active: true });
  });

  it('sets how far ahead staff preview events', async () => {
    s.clock.set(msk(10, 20));
    const admin = await s.player('ADMIN');
    const staff = await s.player('MODERATOR');
    const halloween = async () =>
      (await s.call(api.story.events, { token: staff.token })).body.events.some(
        (e) => e.eventId === 'halloween',
      );
    expect(await halloween()).toBe(true);
    const set = await s.call(api.staff.setSettings, {
      token: admin.token,
      body: { eventPreviewDays: 3, reason: 'preview only the coming days' },
    });
    expect(set.body.eventPreviewDays).toBe(3);
    expect(await halloween()).toBe(false);
    const read = await s.call(api.staff.settings, { token: admin.token });
    expect(read.body).toMatchObject({ eventPreviewDays: 3 });
    const tooFar = await s.call(api.staff.setSettings, {
      token: admin.token,
      body: { eventPreviewDays: 365, reason: 'a year' },
    });
    expect(tooFar.status).toBe(400);
    await s.call(api.staff.setSettings, {
      token: admin.token,
      body: { eventPreviewDays: 30, reason: 'default' },
    });
  });
});

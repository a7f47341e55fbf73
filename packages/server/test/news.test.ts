import { api } from '@heroroad/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const item = {
  titleRu: 'Обновление',
  titleEn: 'Update',
  bodyRu: 'Новая часть сюжета.',
  bodyEn: 'A new story part.',
};

describe('news', () => {
  it('shows the latest in the player’s language with an unseen marker until reset', async () => {
    const admin = await s.player('ADMIN');
    const ru = await s.trial('RU');
    const en = await s.trial('EN');
    expect((await s.call(api.news.publish, { token: ru.token, body: item })).status).toBe(403);
    expect((await s.call(api.news.publish, { token: admin.token, body: item })).status).toBe(200);
    const seenRu = await s.call(api.news.last, { token: ru.token });
    expect(seenRu.body.unseen).toBe(true);
    expect(seenRu.body.news[0]).toMatchObject({ title: 'Обновление', body: 'Новая часть сюжета.' });
    expect((await s.call(api.news.last, { token: en.token })).body.news[0]?.title).toBe('Update');
    await s.call(api.news.reset, { token: ru.token });
    expect((await s.call(api.news.last, { token: ru.token })).body.unseen).toBe(false);
    await s.call(api.news.publish, { token: admin.token, body: { ...item, titleEn: 'Second' } });
    expect((await s.call(api.news.last, { token: ru.token })).body.unseen).toBe(true);
    const bad = await s.call(api.news.publish, { token: admin.token, body: { ...item, titleRu: '' } });
    expect(bad.status).toBe(400);
  }); // prettier-ignore
});

describe('support', () => {
  it('files a ticket that staff answer later, and the player is told', async () => {
    const player = await s.trial('EN');
    const staff = await s.player('MODERATOR');
    const filed = await s.call(api.news.ticketCreate, { token: player.token, body: { subject: 'Lost gold', text: 'My gold vanished after a battle.' } });
    expect(filed.status).toBe(200);
    expect(filed.body).toMatchObject({ subject: 'Lost gold', answer: null });
    expect((await s.call(api.news.ticketsOpen, { token: player.token })).status).toBe(403);
    const open = await s.call(api.news.ticketsOpen, { token: staff.token });
    expect(open.body.some((t) => t.id === filed.body.id)).toBe(true);
    const answered = await s.call(api.news.ticketAnswer, { token: staff.token, params: { id: filed.body.id }, body: { answer: 'Found it: a penalty for a lost battle.' } });
    expect(answered.body.answer).toBe('Found it: a penalty for a lost battle.');
    const again = await s.call(api.news.ticketAnswer, { token: staff.token, params: { id: filed.body.id }, body: { answer: 'x' } });
    expect(again.status).toBe(409);
    expect((await s.call(api.news.ticketAnswer, { token: staff.token, params: { id: 999999 }, body: { answer: 'x' } })).status).toBe(404);
    const mine = await s.call(api.news.ticketsMine, { token: player.token });
    expect(mine.body[0]).toMatchObject({ id: filed.body.id, answer: expect.stringContaining('penalty') });
    const notes = await s.call(api.player.notifList, { token: player.token });
    expect(notes.body.some((n) => n.kind === 'SUPPORT_ANSWER')).toBe(true);
  }); // prettier-ignore

  it('refuses an empty request and too many open ones, clearly', async () => {
    const player = await s.trial('RU');
    const empty = await s.call(api.news.ticketCreate, { token: player.token, body: { subject: '', text: 'x' } });
    expect(empty.status).toBe(400);
    for (let i = 0; i < 5; i++) {
      await s.call(api.news.ticketCreate, { token: player.token, body: { subject: `q${i}`, text: 'help' } });
    }
    const sixth = await s.call(api.news.ticketCreate, { token: player.token, body: { subject: 'q6', text: 'help' } });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe('Вы уже отправили много обращений, дождитесь ответа');
  }); // prettier-ignore
});

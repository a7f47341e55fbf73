import { api } from '@heroroad/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, callWith, fieldsOfType, isFreeText } from './contract.js';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
let god: string;
beforeAll(async () => {
  s = await startTestServer();
  god = (await s.player('GOD')).token;
});
afterAll(() => s.close());

const NUL = 'a\u0000b';

/**
 * PostgreSQL cannot store a NUL character, and text holding one failed eight endpoints with a
 * fault (four public: login, forum search, the client log…). The shared validator refuses NUL in
 * every string of every request with a translated 400 naming the field, on both databases.
 */
describe('NUL characters in a request', () => {
  const cases = ENDPOINTS.flatMap((e) =>
    (['params', 'querystring', 'body'] as const).flatMap((part) =>
      fieldsOfType(e[part], ['string']).map((field) => ({ e, part, field })),
    ),
  );

  it('covers the text fields of the contract, the public ones among them', () => {
    expect(cases.length).toBeGreaterThan(30);
    const urls = cases.map((c) => c.e.url);
    for (const e of [api.security.login, api.forum.search, api.tech.logAdd]) {
      expect(urls).toContain(e.url);
    }
  });

  it('are refused in every text field with a translated 400 naming it', async () => {
    let free = 0;
    for (const { e, part, field } of cases) {
      const where = { params: 'params', querystring: 'query', body: 'body' } as const;
      const r = await callWith(s, e, { token: god, [where[part]]: { [field]: NUL } });
      const what = `${e.method} ${e.url} ${part}.${field}`;
      expect(r.status, `${what} → ${JSON.stringify(r.body)}`).toBe(400);
      // A field with its own choices or pattern may refuse the value on those grounds first.
      if (!isFreeText(e[part], field)) continue;
      free++;
      expect(r.body.code, what).toBe('TEXT_FORBIDDEN_CHARACTER');
      expect(r.body.message, what).toBe(`В тексте есть недопустимый символ: ${part}/${field}`);
    }
    expect(free).toBeGreaterThan(20);
  });

  it('are refused in English too, and in a chat message sent as plain text', async () => {
    const login = await s.call(api.security.login, {
      body: { name: NUL, password: 'whatever-pass' },
      headers: { 'accept-language': 'en' },
    });
    expect(login.status).toBe(400);
    expect(login.body.message).toBe('The text contains a character that is not allowed: body/name');
    const chat = await s.call(api.chat.send, {
      token: god,
      params: { room: 'MAIN' },
      rawBody: NUL,
      headers: { 'content-type': 'text/plain' },
    });
    expect(chat.status).toBe(400);
    expect(chat.body.code).toBe('TEXT_FORBIDDEN_CHARACTER');
  });

  it('leave the server serving ordinary text', async () => {
    const r = await s.call(api.forum.search, { query: { q: 'road' } });
    expect(r.status).toBe(200);
  });
});

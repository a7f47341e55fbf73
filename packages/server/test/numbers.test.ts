import { api } from '@heroroad/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, callWith, fieldsOfType } from './contract.js';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
let god: string;
beforeAll(async () => {
  s = await startTestServer();
  god = (await s.player('GOD')).token;
});
afterAll(() => s.close());

/**
 * Ajv once turned `Infinity` and `1e999` into numbers and skipped their bounds, so several routes
 * (the public forum list and search among them) answered 500. One rule in the shared validator
 * now refuses non-finite numbers and integers past 2^53 everywhere, naming the field.
 */
describe('numbers a request carries', () => {
  const cases = ENDPOINTS.flatMap((e) =>
    (['params', 'querystring'] as const).flatMap((part) => [
      ...fieldsOfType(e[part], ['integer']).map((field) => ({ e, part, field, integer: true })),
      ...fieldsOfType(e[part], ['number']).map((field) => ({ e, part, field, integer: false })),
    ]),
  );

  it('covers every numeric path and query field of the contract', () => {
    expect(cases.length).toBeGreaterThan(20);
  });

  it.each(['Infinity', '-Infinity', '1e999', '-1e999', '1e20'])(
    'refuses %s in every numeric path and query field with a 400 naming it',
    async (value) => {
      for (const { e, part, field, integer } of cases) {
        // 1e20 is a finite number: integers (ids, counts, pages) and road coordinates refuse it.
        if (value === '1e20' && !integer && !e.url.includes('place/v3')) continue;
        const r = await callWith(s, e, {
          token: god,
          [part === 'params' ? 'params' : 'query']: { [field]: value },
        });
        const where = `${e.method} ${e.url} ${part}.${field}=${value}`;
        expect(r.status, `${where} → ${JSON.stringify(r.body)}`).toBe(400);
        expect(r.body.code, where).toBe('BAD_REQUEST');
        expect(r.body.message, where).toContain(`${part}/${field}`);
      }
    },
  );

  it('refuses 1e999 in a JSON body, naming the field', async () => {
    for (const [e, body, field] of [
      [api.player.versionUpdate, '{"version":1e999}', 'body/version'],
      [api.battle.placeAttack, '{"placeId":1e999}', 'body/placeId'],
      [api.battle.placeAttack, '{"placeId":1e20}', 'body/placeId'],
      [api.road.coordinateSet, '{"coordinate":-1e999}', 'body/coordinate'],
      [api.hero.orderMove, '{"from":1e999,"to":0}', 'body/from'],
    ] as const) {
      const r = await s.call(e, {
        token: god,
        rawBody: body,
        headers: { 'accept-language': 'en' },
      });
      expect(r.status, `${e.url} ${body}`).toBe(400);
      expect(r.body.message).toMatch(new RegExp(`: ${field}$`));
    }
  });

  it('still takes ordinary numbers, written any way', async () => {
    const list = await s.fetch(`${api.forum.topics.url}?from=0&to=10`);
    expect(list.status).toBe(200);
    const r = await s.call(api.player.versionUpdate, { token: god, rawBody: '{"version":6.31e2}' });
    expect(r.status).toBe(200);
  });
});

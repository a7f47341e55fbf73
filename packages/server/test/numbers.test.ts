import { api, buildPath, type Endpoint } from '@heroroad/protocol';
import type { TSchema } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
let god: string;
beforeAll(async () => {
  s = await startTestServer();
  god = (await s.player('GOD')).token;
});
afterAll(() => s.close());

const ENDPOINTS: Endpoint[] = Object.values(api).flatMap((domain) => Object.values(domain));

/** Names of a schema's top-level fields that are numbers or integers. */
function numericFields(schema: TSchema | undefined): string[] {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> } | undefined)
    ?.properties;
  return Object.entries(properties ?? {})
    .filter(([, p]) => ['number', 'integer'].includes(String(p.type)))
    .map(([name]) => name);
}

/** A value every field of a schema accepts: 1 for numbers, 'ab' for text, and so on. */
function plausible(schema: TSchema | undefined): Record<string, unknown> {
  const first = (schema as { anyOf?: TSchema[] } | undefined)?.anyOf?.find(
    (v) => (v as { type?: string }).type === 'object',
  );
  if (first) return plausible(first);
  const properties = (schema as { properties?: Record<string, TSchema> } | undefined)?.properties;
  const out: Record<string, unknown> = {};
  for (const [name, p] of Object.entries(properties ?? {})) {
    const { type, enum: choices } = p as { type?: string; enum?: unknown[] };
    const byType: Record<string, unknown> = { boolean: true, string: 'ab', array: [], object: {} };
    out[name] = choices ? choices[0] : (byType[type ?? ''] ?? 1);
  }
  return out;
}

const strings = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, String(v)]));

async function send(e: Endpoint, params: Record<string, string>, query: Record<string, string>) {
  const qs = new URLSearchParams(query).toString();
  const r = await s.fetch(`${buildPath(e.url, params)}${qs ? `?${qs}` : ''}`, {
    method: e.method,
    headers: {
      authorization: god,
      'accept-language': 'en',
      ...(e.method === 'GET' ? {} : { 'content-type': 'application/json' }),
    },
    ...(e.method === 'GET' ? {} : { body: JSON.stringify(plausible(e.body)) }),
  });
  return { status: r.status, body: (await r.json()) as { code: string; message: string } };
}

/**
 * Ajv once turned `Infinity` and `1e999` into numbers and skipped their bounds, so several routes
 * (the public forum list and search among them) answered 500. One rule in the shared validator
 * now refuses non-finite numbers and integers past 2^53 everywhere, naming the field.
 */
describe('numbers a request carries', () => {
  const cases = ENDPOINTS.flatMap((e) => [
    ...numericFields(e.params).map((field) => ({ e, part: 'params', field })),
    ...numericFields(e.querystring).map((field) => ({ e, part: 'querystring', field })),
  ]);

  it('covers every numeric path and query field of the contract', () => {
    expect(cases.length).toBeGreaterThan(20);
  });

  it.each(['Infinity', '-Infinity', '1e999', '-1e999', '1e20'])(
    'refuses %s in every numeric path and query field with a 400 naming it',
    async (value) => {
      for (const { e, part, field } of cases) {
        const isInteger =
          String(
            (e[part as 'params'] as { properties: Record<string, { type: string }> }).properties[
              field
            ]!.type,
          ) === 'integer';
        // 1e20 is a finite number: only integers (ids, counts, pages) must refuse it.
        if (value === '1e20' && !isInteger && !e.url.includes('place/v3')) continue;
        const params = strings(plausible(e.params));
        const query = strings(plausible(e.querystring));
        (part === 'params' ? params : query)[field] = value;
        const r = await send(e, params, query);
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

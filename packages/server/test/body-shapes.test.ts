import { api, type Endpoint } from '@heroroad/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
let god: string;
beforeAll(async () => {
  s = await startTestServer();
  god = (await s.player('GOD')).token;
});
afterAll(() => s.close());

/** Every endpoint of the contract. */
function endpoints(node: unknown): Endpoint[] {
  if (!node || typeof node !== 'object') return [];
  if ('method' in node && 'url' in node) return [node as Endpoint];
  return Object.values(node).flatMap(endpoints);
}

type Schema = { type?: string; enum?: unknown[]; anyOf?: Schema[]; const?: unknown };

/** A value a path parameter's schema takes, so the body is what validation looks at. */
function sample(schema: Schema | undefined): string {
  if (!schema) return '1';
  if (schema.enum) return String(schema.enum[0]);
  if (schema.const !== undefined) return String(schema.const);
  if (schema.anyOf) return sample(schema.anyOf[0]);
  return schema.type === 'string' ? 'x' : '1';
}

function path(e: Endpoint): string {
  const props = (e.params as { properties?: Record<string, Schema> } | undefined)?.properties;
  return e.url.replace(/:([A-Za-z_]+)/g, (_, name: string) => sample(props?.[name]));
}

/** JSON bodies of other shapes than an object: an array of one object was a 500 at mail. */
const NOT_OBJECTS = ['[{"text":"hi"}]', '[{}]', '[]', '42', 'true', '"hi"'];

describe('a JSON body that is not the documented shape', () => {
  it('answers 400 BAD_REQUEST at every endpoint taking an object, never a fault', async () => {
    const withObjectBody = endpoints(api).filter((e) => {
      const body = e.body as { type?: unknown } | undefined;
      const json = !e.bodyTypes || e.bodyTypes.includes('application/json');
      return body?.type === 'object' && json;
    });
    expect(withObjectBody.length).toBeGreaterThan(50);
    for (const e of withObjectBody) {
      for (const raw of NOT_OBJECTS) {
        const res = await s.fetch(path(e), {
          method: e.method,
          headers: {
            authorization: god,
            'content-type': 'application/json',
            'accept-language': 'en',
          },
          body: raw,
        });
        const answer = (await res.json()) as { code: string; message: string };
        expect([res.status, answer.code], `${e.method} ${e.url} ${raw}`).toEqual([
          400,
          'BAD_REQUEST',
        ]);
        expect(answer.message).toMatch(/: body/);
      }
    }
  });

  it('is taken as sent: no number or flag becomes a letter’s text, and the text forms still work', async () => {
    const a = await s.player();
    const b = await s.player();
    const send = (raw: string, type = 'application/json') =>
      s.fetch(`/api/mail/dialog/${b.playerId}/send`, {
        method: 'POST',
        headers: { authorization: a.token, 'content-type': type },
        body: raw,
      });
    for (const raw of ['42', 'true', '[{"text":"hi"}]', '["hi"]', '{"text":5}'])
      expect((await send(raw)).status, raw).toBe(400);
    expect((await send('{"text":"hello"}')).status).toBe(200);
    s.clock.advance(5_000);
    expect((await send('"hello again"')).status).toBe(200);
    s.clock.advance(5_000);
    expect((await send('plain words', 'text/plain')).status).toBe(200);
    const letters = await s.testDb.db.kysely
      .selectFrom('mail_message')
      .select('text')
      .where('from_id', '=', a.playerId)
      .orderBy('id')
      .execute();
    expect(letters.map((l) => l.text)).toEqual(['hello', 'hello again', 'plain words']);
  });
});

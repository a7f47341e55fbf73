import { api, buildPath, type Endpoint } from '@heroroad/protocol';
import type { TSchema } from 'typebox';
import type { TestServer } from './harness.js';

/** Every endpoint of the wire contract. */
export const ENDPOINTS: Endpoint[] = Object.values(api).flatMap((domain) => Object.values(domain));

type Node = {
  type?: unknown;
  enum?: unknown[];
  anyOf?: TSchema[];
  properties?: Record<string, Node>;
};

/** The object a schema describes: itself, or the first object among its alternatives. */
function objectOf(schema: TSchema | undefined): Node | undefined {
  const node = schema as Node | undefined;
  return node?.anyOf?.find((v) => (v as Node).type === 'object') ?? node;
}

/** Names of a schema's top-level fields whose type is one of `types`. */
export function fieldsOfType(schema: TSchema | undefined, types: readonly string[]): string[] {
  return Object.entries(objectOf(schema)?.properties ?? {})
    .filter(([, p]) => types.includes(String(p.type)))
    .map(([name]) => name);
}

/** Whether a field is free text (no list of choices, pattern or format of its own to fail first). */
export function isFreeText(schema: TSchema | undefined, field: string): boolean {
  const p = objectOf(schema)?.properties?.[field] as Record<string, unknown> | undefined;
  return !!p && p.type === 'string' && !p.enum && !p.pattern && !p.format && !('const' in p);
}

/** A value every field of a schema accepts: 1 for numbers, 'ab' for text, the first choice… */
export function plausible(schema: TSchema | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, p] of Object.entries(objectOf(schema)?.properties ?? {})) {
    const byType: Record<string, unknown> = { boolean: true, string: 'ab', array: [], object: {} };
    out[name] = p.enum ? p.enum[0] : (byType[String(p.type)] ?? 1);
  }
  return out;
}

export interface RawCall {
  readonly token: string;
  readonly params?: Record<string, unknown>;
  readonly query?: Record<string, unknown>;
  readonly body?: Record<string, unknown>;
  readonly headers?: Record<string, string>;
}

/**
 * Calls an endpoint with every field given a plausible value, then the ones in `call` on top:
 * so the field under test is the only thing wrong with the request.
 */
export async function callWith(s: TestServer, e: Endpoint, call: RawCall) {
  const strings = (o: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(o).map(([k, v]) => [k, String(v)]));
  const params = strings({ ...plausible(e.params), ...call.params });
  const qs = new URLSearchParams(strings({ ...plausible(e.querystring), ...call.query }));
  const query = qs.toString();
  const r = await s.fetch(`${buildPath(e.url, params)}${query ? `?${query}` : ''}`, {
    method: e.method,
    headers: {
      authorization: call.token,
      ...call.headers,
      ...(e.method === 'GET' ? {} : { 'content-type': 'application/json' }),
    },
    ...(e.method === 'GET' ? {} : { body: JSON.stringify({ ...plausible(e.body), ...call.body }) }),
  });
  return { status: r.status, body: (await r.json()) as { code: string; message: string } };
}

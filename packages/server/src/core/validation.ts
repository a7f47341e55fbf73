import type { FastifyServerOptions } from 'fastify';

type AjvPlugin = NonNullable<NonNullable<FastifyServerOptions['ajv']>['plugins']>[number];
type Ajv = Parameters<Extract<AjvPlugin, (...args: never[]) => unknown>>[0];
type SchemaNode = Record<string, unknown>;

/** The keyword every number and integer of a request schema carries (added at compile time). */
const KEYWORD = 'x-finite';

/**
 * Ajv turns a query or path value such as `Infinity` or `1e999` into a number and then skips its
 * minimum and maximum, which it only checks on finite numbers; JSON bodies parse `1e999` to
 * Infinity too. This plugin for the server's one Ajv instance refuses, in every request schema:
 * a number that is not finite, and an integer beyond 2^53 (no id or count is that large, and a
 * database would refuse it with a fault). The refusal names the field like any other validation
 * error, so one rule covers every route, present and future.
 */
export function finiteNumbers(ajv: Ajv): Ajv {
  ajv.addKeyword({
    keyword: KEYWORD,
    schemaType: 'string',
    errors: false,
    // No `type`: Ajv applies type-bound keywords only to finite numbers, the very gap closed here.
    validate: (kind: string, data: unknown) =>
      typeof data !== 'number' ||
      (kind === 'integer' ? Number.isSafeInteger(data) : Number.isFinite(data)),
  });
  const compile = ajv.compile.bind(ajv);
  ajv.compile = ((schema: unknown, meta?: boolean) =>
    compile(withFiniteNumbers(schema) as never, meta)) as typeof ajv.compile;
  return ajv;
}

/** Keys whose values are data, not schemas: left as they are. */
const DATA_KEYS = new Set(['enum', 'const', 'default', 'examples', 'example', 'required']);
/** Keys whose values map names to schemas. */
const MAP_KEYS = new Set(['properties', 'patternProperties', '$defs', 'definitions']);

/** A copy of a JSON schema with the finite-number keyword on every number and integer node. */
export function withFiniteNumbers(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withFiniteNumbers);
  if (schema === null || typeof schema !== 'object') return schema;
  const node = schema as SchemaNode;
  const out: SchemaNode = {};
  for (const [key, value] of Object.entries(node)) {
    if (DATA_KEYS.has(key)) out[key] = value;
    else if (MAP_KEYS.has(key) && value !== null && typeof value === 'object')
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, sub]) => [name, withFiniteNumbers(sub)]),
      );
    else out[key] = withFiniteNumbers(value);
  }
  const types = [node.type].flat();
  if (types.includes('integer')) out[KEYWORD] = 'integer';
  else if (types.includes('number')) out[KEYWORD] = 'number';
  return out;
}

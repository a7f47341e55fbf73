import type { FastifyServerOptions } from 'fastify';
import type { LazySchemas } from './lazySchemas.js';

type AjvPlugin = NonNullable<NonNullable<FastifyServerOptions['ajv']>['plugins']>[number];
type Ajv = Parameters<Extract<AjvPlugin, (...args: never[]) => unknown>>[0];
type SchemaNode = Record<string, unknown>;

/** The keyword every number and integer of a request schema carries (added at compile time). */
const FINITE = 'x-finite';
/** The keyword every string of a request schema carries: no NUL characters. */
export const NO_NUL = 'x-no-nul';

/**
 * Rules every request value follows, added to the server's one Ajv instance so they cover every
 * route, present and future, and name the field like any other validation error:
 *
 * - Numbers are finite, integers within 2^53. Ajv turns a query or path value such as `Infinity`
 *   or `1e999` into a number and then skips its minimum and maximum, which it checks only on
 *   finite numbers; JSON bodies parse `1e999` to Infinity too. No id or count is past 2^53, and a
 *   database would refuse one with a fault.
 * - Strings hold no NUL character: PostgreSQL cannot store one and failed the request with a
 *   fault; no text a player types needs it. It answers TEXT_FORBIDDEN_CHARACTER.
 */
export function requestValueRules(ajv: Ajv): Ajv {
  ajv.addKeyword({
    keyword: NO_NUL,
    schemaType: 'boolean',
    errors: false,
    validate: (_: boolean, data: unknown) => typeof data !== 'string' || !data.includes('\u0000'),
  });
  ajv.addKeyword({
    keyword: FINITE,
    schemaType: 'string',
    errors: false,
    // No `type`: Ajv applies type-bound keywords only to finite numbers, the very gap closed here.
    validate: (kind: string, data: unknown) =>
      typeof data !== 'number' ||
      (kind === 'integer' ? Number.isSafeInteger(data) : Number.isFinite(data)),
  });
  const compile = ajv.compile.bind(ajv);
  ajv.compile = ((schema: unknown, meta?: boolean) =>
    compile(withValueRules(schema) as never, meta)) as typeof ajv.compile;
  return ajv;
}

/** Keys whose values are data, not schemas: left as they are. */
const DATA_KEYS = new Set(['enum', 'const', 'default', 'examples', 'example', 'required']);
/** Keys whose values map names to schemas. */
const MAP_KEYS = new Set(['properties', 'patternProperties', '$defs', 'definitions']);

/** A copy of a JSON schema with the value rules' keywords on every number, integer and string. */
export function withValueRules(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withValueRules);
  if (schema === null || typeof schema !== 'object') return schema;
  const node = schema as SchemaNode;
  const out: SchemaNode = {};
  for (const [key, value] of Object.entries(node)) {
    if (DATA_KEYS.has(key)) out[key] = value;
    else if (MAP_KEYS.has(key) && value !== null && typeof value === 'object')
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, sub]) => [name, withValueRules(sub)]),
      );
    else out[key] = withValueRules(value);
  }
  const types = [node.type].flat();
  if (types.includes('integer')) out[FINITE] = 'integer';
  else if (types.includes('number')) out[FINITE] = 'number';
  if (types.includes('string')) out[NO_NUL] = true;
  return out;
}

type BuildValidator = NonNullable<
  NonNullable<
    NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
  >['buildValidator']
>;

/**
 * Fastify's validators, with one difference: a request body is validated as sent, without
 * Ajv's type coercion. Coercion turns a path's or a query's text into the number or boolean its
 * schema names, which is right there; on a JSON body it let other shapes through: `42` or `true`
 * became the text of a letter, and a one-element array `[{"text":"hi"}]` passed a schema of
 * "text or { text }" untouched and failed later as a fault (500). A body now answers 400 naming
 * the field whenever it is not the documented shape. Each validator compiles on its first request
 * (`schemas`, see LazySchemas).
 */
export function bodyValidators(build: BuildValidator, schemas: LazySchemas): BuildValidator {
  // Typed in full: left to inference, TypeScript's reading of Fastify's compiler types changed
  // with the order it happened to check the files in.
  type Compile = ReturnType<BuildValidator>;
  type Route = Parameters<Compile>[0];
  return (...[externalSchemas, options]: Parameters<BuildValidator>): Compile => {
    const parts: Compile = build(externalSchemas, options);
    const bodies: Compile = build(externalSchemas, {
      ...options,
      customOptions: { ...options?.customOptions, coerceTypes: false },
    } as typeof options);
    return ((route: Route) =>
      lazyValidator(schemas, () => (route.httpPart === 'body' ? bodies : parts)(route))) as Compile;
  };
}

type Validate = ((data: unknown, context?: unknown) => unknown) & { errors?: unknown };

/**
 * A validator compiled on its first request (see LazySchemas). It passes Fastify's context on
 * (Ajv needs the parent to coerce a whole query or path value; `schemaEnv` is what Fastify looks
 * for before giving it) and carries the errors of its last run as Ajv's own function does.
 */
function lazyValidator(schemas: LazySchemas, compile: () => unknown): Validate {
  const validator = schemas.lazy(() => compile() as Validate);
  const validate: Validate & { schemaEnv?: true } = (data, context) => {
    const run = validator.get();
    const result = run(data, context);
    validate.errors = run.errors;
    return result;
  };
  validate.schemaEnv = true;
  return validate;
}

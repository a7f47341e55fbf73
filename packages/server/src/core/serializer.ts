import fastJson from 'fast-json-stringify';
import type { LazySchemas } from './lazySchemas.js';

type Schema = Record<string, unknown>;

function isNullSchema(s: unknown): boolean {
  return (
    typeof s === 'object' &&
    s !== null &&
    (s as Schema).type === 'null' &&
    Object.keys(s).length === 1
  );
}

/**
 * The wire contract writes "X or null" as `anyOf: [X, {type: 'null'}]` (what OpenAPI shows).
 * fast-json-stringify serialises an `anyOf` by validating the value against each branch at run
 * time, which cost more than the rest of a battle answer (moves and creatures carry several such
 * fields each). The same meaning as `X` with `nullable: true` is written without validation.
 * Only the copy used for serialising changes; the documented schema stays as declared.
 */
export function nullableForSerializer(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullableForSerializer);
  if (typeof schema !== 'object' || schema === null) return schema;
  const s = schema as Schema;
  const branches = s.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const nullAt = branches.findIndex(isNullSchema);
    const other = branches[1 - nullAt] as unknown;
    if (nullAt >= 0 && typeof other === 'object' && other !== null && !isNullSchema(other)) {
      const { anyOf: _anyOf, ...siblings } = s;
      return {
        ...(nullableForSerializer(other) as Schema),
        ...(nullableForSerializer(siblings) as Schema),
        nullable: true,
      };
    }
  }
  // Symbol keys (TypeBox's kind markers) are left behind: serialisers read string keys only.
  return Object.fromEntries(Object.entries(s).map(([k, v]) => [k, nullableForSerializer(v)]));
}

/** Fastify serializer compiler: fast-json-stringify over the nullable form of each schema. */
export function serializerCompiler({ schema }: { schema: unknown }): (data: unknown) => string {
  return fastJson(nullableForSerializer(schema) as Parameters<typeof fastJson>[0]);
}

/** `serializerCompiler`, compiling each schema on its first answer (see LazySchemas). */
export function lazySerializers(schemas: LazySchemas) {
  return (route: { schema: unknown }): ((data: unknown) => string) => {
    const write = schemas.lazy(() => serializerCompiler(route));
    return (data) => write.get()(data);
  };
}

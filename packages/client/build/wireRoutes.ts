import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * What the client reads of an endpoint (src/api/client.ts): where and how to call it. The
 * schemas, summaries and access levels are the server's (validation, documentation, guards).
 */
export const CLIENT_ENDPOINT_FIELDS: ReadonlySet<string> = new Set([
  'method',
  'url',
  'changesState',
  'bodyTypes',
]);

const PROTOCOL_SOURCE = /\/packages\/protocol\/src\/.+\.ts$/;

interface Edit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/**
 * A protocol module as the client bundle needs it: each `endpoint({...})` keeps only the fields
 * of CLIENT_ENDPOINT_FIELDS, and every call made while the module loads is marked pure, so a
 * schema nothing reads any more (and the schema builder behind it) falls out of the bundle. Fields
 * are blanked, not cut, so every line keeps its place (the module's source map stays true). The
 * protocol is pure by its contract (vite.config.ts already lets its unused modules go), so the
 * marks only tell the bundler what the package promises. Answers null when nothing changed.
 */
export function stripWireSchemas(code: string, fileName: string): string | null {
  const source = ts.createSourceFile(
    fileName,
    code,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TS,
  );
  const edits: Edit[] = [];
  const visit = (node: ts.Node, inFunction: boolean): void => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const arg = node.arguments?.[0];
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'endpoint' &&
        arg &&
        ts.isObjectLiteralExpression(arg)
      ) {
        for (const property of arg.properties) {
          const name = property.name;
          if (!name || !(ts.isIdentifier(name) || ts.isStringLiteral(name))) continue;
          if (CLIENT_ENDPOINT_FIELDS.has(name.text)) continue;
          const start = property.getStart(source);
          let end = property.end;
          if (code[end] === ',') end += 1;
          edits.push({ start, end, text: blank(code.slice(start, end)) });
        }
        if (!inFunction) edits.push(pureMark(node, source));
        return;
      }
      // A call made for its effect alone (a statement) is left as it is.
      if (!inFunction && !ts.isExpressionStatement(node.parent)) edits.push(pureMark(node, source));
    }
    const entersFunction =
      ts.isFunctionLike(node) || ts.isClassLike(node) || ts.isArrowFunction(node);
    ts.forEachChild(node, (child) => visit(child, inFunction || entersFunction));
  };
  ts.forEachChild(source, (node) => visit(node, false));
  if (edits.length === 0) return null;
  // Applied from the end, so earlier offsets stay true; no two edits overlap (a mark goes before a
  // call, a field's blanking covers only that field).
  edits.sort((a, b) => b.start - a.start || b.end - a.end);
  let out = code;
  for (const edit of edits) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/** The same text as spaces, its line breaks kept, so the source map of the module stays true. */
function blank(text: string): string {
  return text.replace(/[^\n]/g, ' ');
}

function pureMark(node: ts.Node, source: ts.SourceFile): Edit {
  const at = node.getStart(source);
  return { start: at, end: at, text: '/* @__PURE__ */ ' };
}

/**
 * The client's bundle carries the wire contract's routes, not its schemas: the server validates
 * every answer, and TypeScript gives the client the shapes. Tests and type checks read the
 * protocol as it is; only the bundle (build and dev server) sees the stripped form.
 */
export function wireRoutesOnly(): Plugin {
  return {
    name: 'heroroad-wire-routes-only',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!PROTOCOL_SOURCE.test(file)) return null;
      const out = stripWireSchemas(code, file);
      return out === null ? null : { code: out, map: null };
    },
  };
}

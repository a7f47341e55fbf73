import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { api } from '@heroroad/protocol';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CLIENT_ENDPOINT_FIELDS, stripWireSchemas } from './wireRoutes';

const ENDPOINTS_DIR = join(import.meta.dirname, '../../protocol/src/endpoints');

const SAMPLE = `import { Type } from 'typebox';
import { endpoint } from '../endpoint.js';

const Params = Type.Object({ id: Type.Integer({ minimum: 0 }) });

export const demo = {
  take: endpoint({
    method: 'GET',
    url: '/api/demo/:id/take',
    access: 'TRIAL',
    summary: 'Take it',
    tags: ['demo'],
    params: Params,
    changesState: true,
    response: Type.Object({ ok: Type.Boolean() }),
  }),
};

export function later() {
  return Type.String();
}
`;

/** The syntax errors TypeScript finds in `code`. */
function syntaxErrors(code: string): readonly ts.Diagnostic[] {
  return ts.transpileModule(code, { reportDiagnostics: true }).diagnostics ?? [];
}

describe('the client bundle reads the wire contract as routes only', () => {
  it('keeps where and how to call an endpoint and blanks its schemas, line for line', () => {
    const out = stripWireSchemas(SAMPLE, 'demo.ts')!;
    expect(syntaxErrors(out)).toEqual([]);
    expect(out.split('\n')).toHaveLength(SAMPLE.split('\n').length);
    expect(out).toContain("method: 'GET',");
    expect(out).toContain("url: '/api/demo/:id/take',");
    expect(out).toContain('changesState: true,');
    for (const gone of ['access:', 'summary:', 'tags:', 'params:', 'response:']) {
      expect(out).not.toContain(gone);
    }
  });

  it('marks the calls made while the module loads as pure, not those inside functions', () => {
    const out = stripWireSchemas(SAMPLE, 'demo.ts')!;
    expect(out).toContain('const Params = /* @__PURE__ */ Type.Object(');
    expect(out).toContain('/* @__PURE__ */ endpoint({');
    expect(out).toContain('  return Type.String();');
  });

  it('leaves every endpoint of the protocol readable, with its method and url', () => {
    const files = readdirSync(ENDPOINTS_DIR).filter((f) => f.endsWith('.ts'));
    const stripped = files.map((f) => {
      const out = stripWireSchemas(readFileSync(join(ENDPOINTS_DIR, f), 'utf8'), f);
      expect(out, f).not.toBeNull();
      expect(syntaxErrors(out!), f).toEqual([]);
      return out!;
    });
    const all = stripped.join('\n');
    for (const domain of Object.values(api)) {
      for (const e of Object.values(domain)) expect(all).toContain(`'${e.url}'`);
    }
    // (An endpoint may itself be named like a field: forum's `tags`.)
    expect(all).not.toMatch(
      /^\s+(response|summary|querystring|body|params|access|tags):(?! \/\* @__PURE__ \*\/ endpoint\()/m,
    );
  });

  it('keeps exactly the fields the API client reads', () => {
    expect([...CLIENT_ENDPOINT_FIELDS].sort()).toEqual(
      ['bodyTypes', 'changesState', 'method', 'url'].sort(),
    );
  });
});

#!/usr/bin/env node
// Fails when any package's sources import each other in a circle (type-only imports count: a
// circle of types is still two files that cannot be understood apart). Relative imports are
// followed; packages reach each other only through their public entries, whose direction the
// workspace dependencies already fix. Usage: node scripts/check-cycles.mjs [package dirs…]
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
const DEFAULT = ['rules', 'protocol', 'server', 'client', 'bot'].map((p) => `packages/${p}/src`);
const roots = (process.argv.length > 2 ? process.argv.slice(2) : DEFAULT).map((r) =>
  resolve(ROOT, r),
);

function sources(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'node_modules' && name !== 'dist') out.push(...sources(path));
    } else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** `./x.js` written in TypeScript names `./x.ts`, `./x.tsx` or `./x/index.ts`. */
function resolveImport(from, spec) {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec).replace(/\.(js|jsx|mjs)$/, '');
  for (const candidate of [
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

function graphOf(files) {
  const edges = new Map();
  for (const file of files) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = new Set();
    for (const ref of info.importedFiles) {
      const target = resolveImport(file, ref.fileName);
      if (target) targets.add(target);
    }
    edges.set(file, [...targets]);
  }
  return edges;
}

/** Tarjan's strongly connected components: every component of two or more files is a circle. */
function circles(edges) {
  let index = 0;
  const stack = [];
  const state = new Map();
  const found = [];
  const visit = (v) => {
    const s = { index, low: index, onStack: true };
    index++;
    state.set(v, s);
    stack.push(v);
    for (const w of edges.get(v) ?? []) {
      const t = state.get(w);
      if (!t) {
        visit(w);
        s.low = Math.min(s.low, state.get(w).low);
      } else if (t.onStack) s.low = Math.min(s.low, t.index);
    }
    if (s.low === s.index) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        state.get(w).onStack = false;
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (edges.get(v) ?? []).includes(v)) found.push(component);
    }
  };
  for (const v of edges.keys()) if (!state.has(v)) visit(v);
  return found;
}

let failed = false;
for (const root of roots) {
  if (!existsSync(root)) continue;
  const found = circles(graphOf(sources(root)));
  for (const component of found) {
    failed = true;
    console.error(`import circle in ${relative(ROOT, root)}:`);
    for (const file of component.sort()) console.error(`  ${relative(ROOT, file)}`);
  }
}
if (failed) process.exit(1);
console.log(`no import circles in ${roots.map((r) => relative(ROOT, r)).join(', ')}`);

#!/usr/bin/env node
// Fails when code or a document cites a section of the product specification ("SPEC §N") that
// docs/SPEC-INDEX.md has no entry for: the specification lives outside the repository, so the
// index is how a reader of a clone follows a citation. Usage: node scripts/check-spec-index.mjs
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
const INDEX = 'docs/SPEC-INDEX.md';
const TEXT = /\.(ts|tsx|js|mjs|cjs|json|md|css|html|ya?ml)$/;

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => TEXT.test(f) && !f.includes('node_modules/'))
  // The index names its own sections; this script names the pattern it looks for.
  .filter((f) => f !== INDEX && f !== 'scripts/check-spec-index.mjs');

/** The sections the index has an entry for: its `## §N …` headings. */
const entries = new Set(
  [...readFileSync(resolve(ROOT, INDEX), 'utf8').matchAll(/^## §(\d+)\s+\S/gm)].map((m) => m[1]),
);

const problems = [];
let citations = 0;
for (const file of files) {
  const path = resolve(ROOT, file);
  if (!existsSync(path)) continue;
  const lines = readFileSync(path, 'utf8').split('\n');
  lines.forEach((line, i) => {
    for (const m of line.matchAll(/SPEC(?:\.md)?[\s,]*§\s*(\d+)?/g)) {
      citations++;
      const section = m[1];
      if (section === undefined) problems.push(`${file}:${i + 1}: "${m[0]}" names no section`);
      else if (!entries.has(section))
        problems.push(`${file}:${i + 1}: SPEC §${section} has no entry in ${INDEX}`);
    }
  });
}

if (problems.length > 0) {
  console.error(`Specification citations that lead nowhere (${problems.length}):`);
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log(
  `Specification citations: ${citations} in ${files.length} files, each with its entry in ${INDEX}.`,
);

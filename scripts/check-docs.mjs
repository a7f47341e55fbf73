#!/usr/bin/env node
// Fails when a Markdown file of the repository links to a file that does not exist, to a heading
// that is not there, or to anything outside the repository (a reader of a clone has only the
// clone). Web addresses are left alone. Usage: node scripts/check-docs.mjs
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
const files = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '*.md'],
  {
    cwd: ROOT,
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter(Boolean)
  .filter((f) => !f.includes('node_modules/'));

/** GitHub's heading anchors: lower case, spaces to dashes, punctuation dropped. */
function anchorsOf(text) {
  const out = new Set();
  for (const line of text.split('\n')) {
    const m = /^#{1,6}\s+(.*)$/.exec(line);
    if (!m) continue;
    const slug = m[1]
      .trim()
      .toLowerCase()
      .replace(/[`*_~]/g, '')
      .replace(/[^\p{L}\p{N}\s-]/gu, '')
      .replace(/\s/g, '-');
    out.add(slug);
  }
  return out;
}

const problems = [];
for (const file of files) {
  const path = resolve(ROOT, file);
  if (!existsSync(path)) continue;
  const text = readFileSync(path, 'utf8');
  // Inline links and images, outside code spans and fences.
  const prose = text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  for (const m of prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = m[1];
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: …
    const [part, anchor] = target.split('#');
    const to = part ? resolve(dirname(path), decodeURIComponent(part)) : path;
    const where = `${file}: (${target})`;
    if (to !== ROOT && !to.startsWith(ROOT + sep)) {
      problems.push(`${where} points outside the repository`);
      continue;
    }
    if (!existsSync(to)) {
      problems.push(`${where} names ${relative(ROOT, to)}, which does not exist`);
      continue;
    }
    if (anchor && statSync(to).isFile() && to.endsWith('.md')) {
      if (!anchorsOf(readFileSync(to, 'utf8')).has(anchor.toLowerCase())) {
        problems.push(`${where} names a heading that ${relative(ROOT, to)} does not have`);
      }
    }
  }
}

if (problems.length > 0) {
  console.error(`Documentation links that lead nowhere (${problems.length}):`);
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log(`Documentation links: ${files.length} files checked, every link leads somewhere.`);

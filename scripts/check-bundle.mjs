// Holds the client's first load to its budget (GUIDE, ARCHITECTURE.md "The client's first frame").
// Reads the built client's chunk graph (packages/client/dist/.vite/manifest.json) and gzips:
//   - the initial JavaScript: the entry and every chunk it imports statically (what index.html
//     fetches before any code runs), at most 250 KB;
//   - a first visit to the road: that, plus the chunks a new player's first screens load
//     (Pixi with one renderer, the welcome and road scenes, the portraits' art the welcome draws
//     its heroes with, the texts of the language the page starts in), at most 330 KB. Each
//     language's texts are their own chunk and a player fetches only the one they play in (the
//     other when switching to it), so the visit is measured once per language and renderer, each
//     printed, and the largest is held to the budget. The faces in the portraits are SVG
//     images, printed apart.
// Sizes are deterministic once built, so this fails the test run when a change pulls a heavy
// module (an overlay, the avatars, a platform SDK, a second renderer) into the first load.
//   node scripts/check-bundle.mjs            (after npm run build)
//   node scripts/check-bundle.mjs --list     also lists each chunk of the first load
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import firstVisit from '../packages/client/build/firstVisit.json' with { type: 'json' };

export const BUDGET_KB = { initial: 250, firstVisit: 330 };

/**
 * The modules a first visit to the road loads after the entry, named by their source path's end
 * (the manifest's keys are paths relative to the client package). The renderer is the one a
 * browser without WebGPU gets by default (WebGL); the largest of the three, Canvas, is checked too.
 * The page starts in one language and fetches only its texts (client `i18n/index.ts`), so a
 * visit counts one of these chunks, never both. Each renderer names the chunks a visit with it
 * fetches: its own (a shared chunk named after it) and, for WebGL, its limits on a software
 * rasteriser (client `pixi/softwareGl.ts`). `modules` are what every first scene needs and
 * `scenes` each first scene's own module; the page asks for the modules, the scene it is likely
 * to show first and its texts at once (client `build/firstScenePreload.ts`, which reads the same
 * lists), and a new visitor's first visit reaches the road through the welcome, so both scenes
 * count here; `afterFirstFrame` are
 * chunks the first scenes ask for once drawn (the portraits), counted but not asked for early.
 * `faces` are the face files a new visitor's portraits show before the road (the welcome's
 * greeters, then the three starters to choose from), by file name (client `build/faceFiles.ts`;
 * `build/faces.test.ts` holds the list to the content).
 */
export const FIRST_VISIT = firstVisit;

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(root, 'packages/client/dist');

/**
 * The chunk of the manifest whose key ends with `suffix`, or the shared chunk of that name (the
 * bundler merges each of Pixi's renderers into a shared chunk named after it, the Canvas one into
 * the group of its own systems in `client/vite.config.ts`), or an error naming it.
 */
function chunkKey(manifest, suffix) {
  const own = Object.keys(manifest).filter((k) => k === suffix || k.endsWith(`/${suffix}`));
  const keys =
    own.length > 0
      ? own
      : Object.keys(manifest).filter((k) => !manifest[k].src && manifest[k].name === suffix);
  if (keys.length !== 1) {
    throw new Error(
      `the manifest has ${keys.length} chunks for ${suffix}; update packages/client/build/firstVisit.json`,
    );
  }
  return keys[0];
}

/** Every chunk `keys` import statically, themselves included. */
function staticClosure(manifest, keys) {
  const seen = new Set();
  const walk = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) walk(next);
  };
  keys.forEach(walk);
  return seen;
}

/** Measures the built client; `dist` is the client's build folder. */
export function measureBundle(dist = DIST) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const gzipKb = new Map();
  const sizeOf = (key) => {
    const file = manifest[key].file;
    if (!gzipKb.has(file)) gzipKb.set(file, gzipSync(readFileSync(join(dist, file))).length / 1024);
    return gzipKb.get(file);
  };
  const total = (keys) => [...keys].reduce((sum, key) => sum + sizeOf(key), 0);
  const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  const initial = staticClosure(manifest, entries);
  // A new visitor's first visit reaches the road through the welcome: both scenes count.
  const later = [
    ...FIRST_VISIT.modules,
    ...Object.values(FIRST_VISIT.scenes),
    ...FIRST_VISIT.afterFirstFrame,
  ].map((s) => chunkKey(manifest, s));
  const visits = Object.entries(FIRST_VISIT.languages).flatMap(([lang, texts]) =>
    Object.entries(FIRST_VISIT.renderers).map(([renderer, chunks]) => {
      const own = chunks.map((chunk) => chunkKey(manifest, chunk));
      const start = [...initial, ...later, chunkKey(manifest, texts), ...own];
      const keys = staticClosure(manifest, start);
      return { lang, renderer, keys, kb: total(keys) };
    }),
  );
  const largest = (list) => list.reduce((a, b) => (b.kb > a.kb ? b : a));
  const worst = largest(visits);
  const byLanguage = Object.fromEntries(
    Object.keys(FIRST_VISIT.languages).map((lang) => {
      const visit = largest(visits.filter((v) => v.lang === lang));
      return [lang, { kb: visit.kb, renderer: visit.renderer }];
    }),
  );
  return {
    initialKb: total(initial),
    initial: [...initial].map((k) => ({ file: manifest[k].file, kb: sizeOf(k) })),
    firstVisitKb: worst.kb,
    firstVisitLang: worst.lang,
    firstVisitRenderer: worst.renderer,
    firstVisitByLanguage: byLanguage,
    firstVisit: [...worst.keys].map((k) => ({ file: manifest[k].file, kb: sizeOf(k) })),
    faces: measureFaces(dist, manifest),
  };
}

/**
 * The face files (SVG images, `assets/faces-<hash>/`, found from the portraits' chunk, which
 * names one of them): the ones a new visitor fetches before the road and all of them, in gzip.
 */
function measureFaces(dist, manifest) {
  const art = manifest[chunkKey(manifest, 'src/pixi/portraitArt.ts')];
  const one = (art.assets ?? []).find((a) => /\/faces-[^/]+\/[^/]+\.svg$/.test(a));
  if (!one)
    throw new Error('the portraits chunk names no face file; update scripts/check-bundle.mjs');
  const folder = join(dist, dirname(one));
  const kb = (name) => gzipSync(readFileSync(join(folder, `${name}.svg`))).length / 1024;
  const all = readdirSync(folder)
    .filter((f) => f.endsWith('.svg'))
    .map((f) => kb(f.slice(0, -'.svg'.length)));
  return {
    firstVisit: FIRST_VISIT.faces.map((name) => ({ name, kb: kb(name) })),
    count: all.length,
    totalKb: all.reduce((a, b) => a + b, 0),
    largestKb: Math.max(...all),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!existsSync(join(DIST, '.vite/manifest.json'))) {
    console.error('check-bundle: the client is not built (npm run build)');
    process.exit(1);
  }
  const m = measureBundle();
  const line = (label, kb, budget) =>
    `${label} ${kb.toFixed(1)} KB gzip (budget ${budget} KB)${kb > budget ? ': OVER BUDGET' : ''}`;
  console.log(line('initial JavaScript:', m.initialKb, BUDGET_KB.initial));
  const rendererName = (chunk) => chunk.split('/').pop();
  console.log(
    line(
      `first visit to the road (${m.firstVisitLang}, ${rendererName(m.firstVisitRenderer)}):`,
      m.firstVisitKb,
      BUDGET_KB.firstVisit,
    ),
  );
  for (const [lang, visit] of Object.entries(m.firstVisitByLanguage))
    console.log(`  in ${lang}: ${visit.kb.toFixed(1)} KB (${rendererName(visit.renderer)})`);
  const seen = m.faces.firstVisit.reduce((sum, f) => sum + f.kb, 0);
  console.log(
    `faces a new visitor's portraits fetch before the road (SVG images, apart from the budget): ` +
      `${m.faces.firstVisit.length} files, ${seen.toFixed(1)} KB gzip; ` +
      `all ${m.faces.count} faces ${m.faces.totalKb.toFixed(1)} KB, ` +
      `the largest ${m.faces.largestKb.toFixed(1)} KB`,
  );
  if (process.argv.includes('--list')) {
    for (const f of m.faces.firstVisit)
      console.log(`  ${f.kb.toFixed(1).padStart(6)} KB  ${f.name}.svg`);
    for (const c of [...m.firstVisit].sort((a, b) => b.kb - a.kb))
      console.log(`  ${c.kb.toFixed(1).padStart(6)} KB  ${c.file}`);
  }
  if (m.initialKb > BUDGET_KB.initial || m.firstVisitKb > BUDGET_KB.firstVisit) process.exit(1);
}

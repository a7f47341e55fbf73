import type { Plugin, Rollup } from 'vite';
import { PRELOAD_SCENES } from '../src/model/scenes';
import FIRST_VISIT from './firstVisit.json' with { type: 'json' };

/** The bundle's chunk whose module ends with `suffix` (a path from `firstVisit.json`). */
function chunkOf(bundle: Rollup.OutputBundle, suffix: string): Rollup.OutputChunk {
  const found = Object.values(bundle).filter(
    (c): c is Rollup.OutputChunk =>
      c.type === 'chunk' && !!c.facadeModuleId?.endsWith(`/${suffix}`),
  );
  if (found.length !== 1) {
    throw new Error(`${found.length} chunks for ${suffix}: update build/firstVisit.json`);
  }
  return found[0]!;
}

/** The files of `chunks` and of every chunk they import statically. */
function closure(bundle: Rollup.OutputBundle, chunks: readonly Rollup.OutputChunk[]): string[] {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') chunk.imports.forEach(walk);
  };
  chunks.forEach((c) => walk(c.fileName));
  return [...seen];
}

/**
 * The page asks for the first scene's code in one wave (`<link rel="modulepreload">`) as soon as
 * the entry runs: Pixi and the canvas (`<template id="first-scene">`) and the files of the scene
 * the start is likely to show first (`<template id="first-scene-<key>">`, one for each of
 * `PRELOAD_SCENES`, without what the first template holds); the entry picks the scene and moves
 * the two templates' links into the page (client `pixi/firstSceneFiles.ts`). Left to the entry's
 * imports, the scenes waited for the canvas chunk; asked for with the page, they shared the link
 * with the entry, which came last, and the sign-in could start only then. They ask at low
 * priority, so the sign-in's calls, made as the entry runs, take the next free connection instead
 * of waiting behind the whole wave (it answered at 7.4 s, now at 6 s). The renderer is left out:
 * which one depends on the device. The texts of the language the page starts in are asked for at
 * once: its inline script picks them, from the files this fills in (`%FIRST_TEXTS_<LANG>%`).
 */
export function firstScenePreload(): Plugin {
  return {
    name: 'heroroad-first-scene-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const inPage = (file: string) => html.includes(`/${file}"`);
        const common = closure(
          bundle,
          FIRST_VISIT.modules.map((m) => chunkOf(bundle, m)),
        );
        const template = (id: string, files: readonly string[]) =>
          `  <template id="${id}">${files
            .map(
              (file) =>
                `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`,
            )
            .join('')}</template>\n`;
        const templates = [
          template(
            'first-scene',
            common.filter((file) => !inPage(file)),
          ),
          ...PRELOAD_SCENES.map((scene) =>
            template(
              `first-scene-${scene}`,
              closure(bundle, [chunkOf(bundle, FIRST_VISIT.scenes[scene])]).filter(
                (file) => !inPage(file) && !common.includes(file),
              ),
            ),
          ),
        ];
        const texts = Object.fromEntries(
          Object.entries(FIRST_VISIT.languages).map(([lang, m]) => [
            lang,
            `/${chunkOf(bundle, m).fileName}`,
          ]),
        );
        return html
          .replace(/%FIRST_TEXTS_(\w+)%/g, (_, lang: string) => texts[lang] ?? '')
          .replace('</body>', `${templates.join('')}  </body>`);
      },
    },
  };
}

import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type * as FaceFiles from './faceFiles';
import { svgFolder } from './svgFolder';

/**
 * Reads `faceFiles.ts` through a Vite module runner: it reads the rules' content, and a config
 * file's own imports load the rules' built output, which a fresh checkout does not have yet.
 */
async function loadFaceFiles(): Promise<typeof FaceFiles> {
  const { module } = await runnerImport<typeof FaceFiles>(
    fileURLToPath(new URL('./faceFiles.ts', import.meta.url)),
    {
      logLevel: 'silent',
      environments: {
        inline: { resolve: { noExternal: ['@heroroad/rules'], conditions: ['source'] } },
      },
    },
  );
  return module;
}

/**
 * Serves `virtual:faces`: a function giving the address of a seed's prebuilt face (an SVG file
 * drawn by DiceBear in Node, `build/lorelei.ts`), or null for a seed the build did not draw.
 * The browser composes the portrait around it, so the generator stays out of the JavaScript.
 * `seeds` replaces the content's list (for tests).
 */
export function faces(seeds?: readonly string[]): Plugin {
  let loaded: Promise<{ seeds: readonly string[]; module: typeof FaceFiles }> | null = null;
  const load = () =>
    (loaded ??= loadFaceFiles().then((module) => ({
      seeds: seeds ?? module.faceSeeds(),
      module,
    })));
  return svgFolder({
    set: 'faces',
    files: async () => {
      const { seeds, module } = await load();
      return module.faceFiles(seeds);
    },
    exports: async () => {
      const { seeds, module } = await load();
      const names = seeds.map((s) => [s, module.faceFileName(s)]);
      return (
        `const names = new Map(${JSON.stringify(names)});\n` +
        `export default (seed) => { const name = names.get(seed); ` +
        `return name === undefined ? null : folder + name + '.svg'; };\n`
      );
    },
  });
}

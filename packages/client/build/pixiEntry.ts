import type { Plugin } from 'vite';

/**
 * Registrations Pixi makes as it loads that the game has no use for, by the Pixi module that
 * makes them (its path under `pixi.js/lib/`) and the exact lines to leave out:
 * - the spritesheet loader: the game draws no spritesheet and loads nothing through `Assets`
 *   (the loader brings the asset resolver with it);
 * - the video texture source: the game shows no video.
 */
export const UNUSED_PIXI_REGISTRATIONS: Readonly<Record<string, readonly string[]>> = {
  'index.mjs': ["import './spritesheet/init.mjs';"],
  'rendering/init.mjs': [
    "import { VideoSource } from './renderers/shared/texture/sources/VideoSource.mjs';",
    '  VideoSource,\n',
  ],
};

const PIXI_LIB = '/node_modules/pixi.js/lib/';

/**
 * Pixi's modules without the registrations of UNUSED_PIXI_REGISTRATIONS, so what they would
 * bring stays out of the first load. A Pixi update that moves or renames one fails the build,
 * rather than bringing it back unnoticed.
 */
export function pixiWithoutUnusedInits(): Plugin {
  return {
    name: 'heroroad-pixi-without-unused-inits',
    apply: 'build',
    transform(code, id) {
      const file = id.split('?')[0]!;
      const at = file.lastIndexOf(PIXI_LIB);
      if (at < 0) return null;
      const lines = UNUSED_PIXI_REGISTRATIONS[file.slice(at + PIXI_LIB.length)];
      if (!lines) return null;
      let out = code;
      for (const line of lines) {
        if (!out.includes(line)) throw new Error(`${file} no longer has ${JSON.stringify(line)}`);
        // Its line breaks stay, so the module's source map stays true.
        out = out.replace(line, line.replace(/[^\n]/g, ''));
      }
      return { code: out, map: null };
    },
  };
}

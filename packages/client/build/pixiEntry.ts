import type { Plugin } from 'vite';

/** Pixi's entry (`pixi.js`), which registers the extensions every page of it gets. */
const PIXI_ENTRY = /\/node_modules\/pixi\.js\/lib\/index\.mjs$/;
/**
 * Registrations the game has no use for: the spritesheet loader (the game draws no spritesheet
 * and loads nothing through `Assets`; it brings the asset resolver and loader with it).
 */
export const UNUSED_PIXI_INITS = ["import './spritesheet/init.mjs';"];

/**
 * Pixi's entry without the registrations of UNUSED_PIXI_INITS, so they stay out of the first
 * load. A Pixi update that moves or renames one fails the build, rather than bringing it back
 * unnoticed.
 */
export function pixiWithoutUnusedInits(): Plugin {
  return {
    name: 'heroroad-pixi-without-unused-inits',
    apply: 'build',
    transform(code, id) {
      if (!PIXI_ENTRY.test(id.split('?')[0]!)) return null;
      let out = code;
      for (const line of UNUSED_PIXI_INITS) {
        if (!out.includes(line)) throw new Error(`pixi.js/lib/index.mjs no longer has ${line}`);
        out = out.replace(line, '');
      }
      return { code: out, map: null };
    },
  };
}

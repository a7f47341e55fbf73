import { GlLimitsSystem } from 'pixi.js';
import { isSoftwareGpu } from '../model/rendererChoice';
import { gpuName } from './probe';

/**
 * Texture slots of Pixi's WebGL batch shaders on a software rasteriser (SwiftShader, llvmpipe).
 * There a shader's compile time grows with its slots: Pixi's own count (up to 16, found by
 * compiling a 16-branch test shader first) held the first scene frame about half a second in
 * headless Chromium (1.1 s against 0.6 s with 4 slots). A hardware GPU keeps Pixi's count,
 * where more slots mean fewer draw calls.
 */
export const SOFTWARE_GL_BATCH_TEXTURES = 4;

interface LimitsInternals {
  maxTextures: number;
  maxBatchableTextures: number;
  maxUniformBindings: number;
  _renderer: { gl: WebGL2RenderingContext; context: { webGLVersion: number } };
}

let installed = false;

/**
 * Has every WebGL renderer made from now on use SOFTWARE_GL_BATCH_TEXTURES slots when its
 * context draws in software. Call before the application's init; calling again does nothing.
 */
export function limitBatchTexturesOnSoftwareGl(): void {
  if (installed) return;
  installed = true;
  const pixiOwn = GlLimitsSystem.prototype.contextChange;
  GlLimitsSystem.prototype.contextChange = function (this: GlLimitsSystem) {
    const limits = this as unknown as LimitsInternals;
    const { gl, context } = limits._renderer;
    if (!isSoftwareGpu(gpuName(gl))) return pixiOwn.call(this);
    // Pixi's own settings, but for the slot count, with no test shader to compile.
    limits.maxTextures = gl.getParameter(gl.MAX_TEXTURE_IMAGE_UNITS) as number;
    limits.maxBatchableTextures = Math.min(limits.maxTextures, SOFTWARE_GL_BATCH_TEXTURES);
    limits.maxUniformBindings =
      context.webGLVersion === 2 ? (gl.getParameter(gl.MAX_UNIFORM_BUFFER_BINDINGS) as number) : 0;
  };
}

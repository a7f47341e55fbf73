import { GlLimitsSystem } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import { SOFTWARE_GL_BATCH_TEXTURES, limitBatchTexturesOnSoftwareGl } from './softwareGl';

const UNMASKED_RENDERER = 0x9246;
const MAX_TEXTURE_IMAGE_UNITS = 0x8872;
const MAX_UNIFORM_BUFFER_BINDINGS = 0x8a2f;

/** A WebGL 2 context that names its GPU, offers 16 texture units and counts shader compiles. */
function fakeGl(gpu: string) {
  const compiled: string[] = [];
  const gl = {
    MAX_TEXTURE_IMAGE_UNITS,
    MAX_UNIFORM_BUFFER_BINDINGS,
    RENDERER: 0x1f01,
    FRAGMENT_SHADER: 0x8b30,
    COMPILE_STATUS: 0x8b81,
    getExtension: (name: string) =>
      name === 'WEBGL_debug_renderer_info' ? { UNMASKED_RENDERER_WEBGL: UNMASKED_RENDERER } : null,
    getParameter: (p: number) =>
      ({
        [UNMASKED_RENDERER]: gpu,
        [MAX_TEXTURE_IMAGE_UNITS]: 16,
        [MAX_UNIFORM_BUFFER_BINDINGS]: 24,
      })[p] ?? null,
    createShader: () => ({}),
    shaderSource: () => undefined,
    compileShader: () => void compiled.push('shader'),
    getShaderParameter: () => true,
    deleteShader: () => undefined,
  };
  return { gl, compiled };
}

function limitsFor(gl: unknown) {
  const limits = new GlLimitsSystem({ gl, context: { webGLVersion: 2 } } as never);
  limits.contextChange();
  return limits;
}

const pixiOwn = GlLimitsSystem.prototype.contextChange;
limitBatchTexturesOnSoftwareGl();

describe('limitBatchTexturesOnSoftwareGl', () => {
  it('gives a software rasteriser a few slots and compiles no test shader for them', () => {
    const { gl, compiled } = fakeGl(
      'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device), SwiftShader)',
    );
    const limits = limitsFor(gl);
    expect(limits.maxBatchableTextures).toBe(SOFTWARE_GL_BATCH_TEXTURES);
    expect(limits.maxTextures).toBe(16);
    expect(limits.maxUniformBindings).toBe(24);
    expect(compiled).toEqual([]);
  });

  it("leaves a hardware GPU to Pixi's own count", () => {
    const { gl, compiled } = fakeGl('ANGLE (NVIDIA, NVIDIA GeForce GTX 1060)');
    expect(limitsFor(gl).maxBatchableTextures).toBe(16);
    expect(compiled.length).toBeGreaterThan(0);
  });

  it("sets every limit Pixi's own sets, so a Pixi update that adds one is noticed", () => {
    const own = new GlLimitsSystem({
      gl: fakeGl('SwiftShader').gl,
      context: { webGLVersion: 2 },
    } as never);
    pixiOwn.call(own);
    const ours = limitsFor(fakeGl('SwiftShader').gl);
    expect(Object.keys(ours).sort()).toEqual(Object.keys(own).sort());
  });
});

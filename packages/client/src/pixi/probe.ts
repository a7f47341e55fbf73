import { CLIENT } from '../config';
import type { ProbeResult } from '../model/rendererChoice';

const VERTEX = `attribute vec2 p; void main() { gl_Position = vec4(p, 0.0, 1.0); }`;
const FRAGMENT = `precision mediump float; uniform float k;
void main() { gl_FragColor = vec4(fract(gl_FragCoord.xy * k), 0.5, 0.5); }`;

/** The GPU a WebGL context draws on, as the browser names it ('' when it will not say). */
export function gpuName(gl: WebGLRenderingContext | WebGL2RenderingContext): string {
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  return String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '').trim();
}

/**
 * Asks the browser which GPU draws WebGL and times a few test frames the size of the screen
 * (several blended layers, as a scene with a backdrop, the road and sprites draws), each waited
 * for with a one-pixel read. Takes a few frames' time on a GPU; on a software rasteriser the GPU
 * string alone decides, so the frames are not drawn there.
 */
export function probeWebgl(
  document: Document,
  width: number,
  height: number,
  now: () => number,
  software: (gpu: string | null) => boolean,
): ProbeResult {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width));
  canvas.height = Math.max(1, Math.round(height));
  const gl = canvas.getContext('webgl', { failIfMajorPerformanceCaveat: false });
  if (!gl) return { gpu: null, webgl: false, frameMs: [] };
  try {
    const gpu = gpuName(gl);
    if (software(gpu)) return { gpu, webgl: true, frameMs: [] };
    return { gpu: gpu || null, webgl: true, frameMs: timeFrames(gl, now) };
  } finally {
    gl.getExtension('WEBGL_lose_context')?.loseContext();
  }
}

function timeFrames(gl: WebGLRenderingContext, now: () => number): number[] {
  const program = gl.createProgram();
  for (const [type, source] of [
    [gl.VERTEX_SHADER, VERTEX],
    [gl.FRAGMENT_SHADER, FRAGMENT],
  ] as const) {
    const shader = gl.createShader(type);
    if (!shader || !program) return [];
    gl.shaderSource(shader, source);
    gl.compileShader(shader);
    gl.attachShader(program, shader);
  }
  gl.linkProgram(program);
  if (!gl.getProgramParameter(program, gl.LINK_STATUS)) return [];
  gl.useProgram(program);
  gl.bindBuffer(gl.ARRAY_BUFFER, gl.createBuffer());
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 3, -1, -1, 3]), gl.STATIC_DRAW);
  gl.enableVertexAttribArray(0);
  gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
  gl.enable(gl.BLEND);
  gl.blendFunc(gl.SRC_ALPHA, gl.ONE_MINUS_SRC_ALPHA);
  const k = gl.getUniformLocation(program, 'k');
  const pixel = new Uint8Array(4);
  const times: number[] = [];
  const began = now();
  // A slow GPU is known after a few frames: the probe never holds the first scene back long.
  for (
    let frame = 0;
    frame < CLIENT.probe.frames && now() - began < CLIENT.probe.budgetMs;
    frame++
  ) {
    const start = now();
    gl.clear(gl.COLOR_BUFFER_BIT);
    for (let layer = 0; layer < CLIENT.probe.layers; layer++) {
      gl.uniform1f(k, 0.01 * (frame + layer + 1));
      gl.drawArrays(gl.TRIANGLES, 0, 3);
    }
    gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
    times.push(now() - start);
  }
  return times;
}

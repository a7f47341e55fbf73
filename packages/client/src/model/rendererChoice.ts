import type { Quality } from '@heroroad/rules';
import { CLIENT } from '../config';

type Concrete = Exclude<Quality, 'AUTO'>;

/** The concrete qualities, lowest first. */
export const QUALITY_STEPS: readonly Concrete[] = ['LOWEST', 'LOW', 'STANDARD', 'HIGH'];

export type RendererName = 'webgl' | 'canvas';

/** Why the renderer and the starting quality are what they are (each has a text in Settings). */
export type RendererReason =
  /** The address asks for a renderer (?renderer=canvas). */
  | 'override'
  /** The GPU string names a software rasteriser: WebGL would run on the processor. */
  | 'software'
  /** The browser gives no WebGL context at all. */
  | 'noWebgl'
  /** The test frames took `CLIENT.probe.canvasMs` or more. */
  | 'slowProbe'
  /** The test frames took `CLIENT.probe.lowMs` or more: WebGL, starting at Low quality. */
  | 'sluggishProbe'
  /** A hardware GPU that drew the test frames in time. */
  | 'fast';

export interface RendererChoice {
  readonly renderer: RendererName;
  /** The highest quality AUTO starts with (null: no limit). */
  readonly cap: Concrete | null;
  readonly reason: RendererReason;
  /** The median test frame in ms, when one was measured. */
  readonly probeMs: number | null;
}

export interface ProbeResult {
  /** The unmasked renderer string (WEBGL_debug_renderer_info), or the masked one, or null. */
  readonly gpu: string | null;
  /** Whether a WebGL context could be made at all. */
  readonly webgl: boolean;
  /** Test frame times in ms, the first (shader compile) included. */
  readonly frameMs: readonly number[];
}

/**
 * Renderer strings of software rasterisers: Chrome's SwiftShader (headless Chromium, blocklisted
 * GPUs), Mesa's llvmpipe, softpipe and lavapipe, Windows' Basic Render Driver and the generic
 * "Software" some drivers report.
 */
const SOFTWARE_GPU = /swiftshader|llvmpipe|softpipe|lavapipe|software|basic render/i;

export function isSoftwareGpu(gpu: string | null): boolean {
  return gpu != null && SOFTWARE_GPU.test(gpu);
}

/** The median of the frame times after the first; null when there are none. */
export function probeMedianMs(frameMs: readonly number[]): number | null {
  const timed = (frameMs.length > 1 ? frameMs.slice(1) : frameMs).toSorted((a, b) => a - b);
  if (timed.length === 0) return null;
  const mid = Math.floor(timed.length / 2);
  return timed.length % 2 ? timed[mid]! : (timed[mid - 1]! + timed[mid]!) / 2;
}

/** The renderer and starting quality for what the probe saw; an address override wins. */
export function chooseRenderer(
  probe: ProbeResult,
  override: RendererName | null = null,
): RendererChoice {
  const probeMs = probeMedianMs(probe.frameMs);
  const choice = (renderer: RendererName, reason: RendererReason, cap: Concrete | null = null) => ({
    renderer,
    cap,
    reason,
    probeMs,
  });
  if (override) return choice(override, 'override');
  if (!probe.webgl) return choice('canvas', 'noWebgl');
  if (isSoftwareGpu(probe.gpu)) return choice('canvas', 'software');
  if (probeMs != null && probeMs >= CLIENT.probe.canvasMs) return choice('canvas', 'slowProbe');
  if (probeMs != null && probeMs >= CLIENT.probe.lowMs)
    return choice('webgl', 'sluggishProbe', 'LOW');
  return choice('webgl', 'fast');
}

/** Where AUTO quality stands while playing: the cap frames have set, and the raise hysteresis. */
export interface Pace {
  /** The highest quality AUTO may use (null: no limit beyond the detected one). */
  readonly cap: Concrete | null;
  /** Fast windows seen in a row since the last change. */
  readonly fastWindows: number;
  /** Fast windows in a row the next raise needs. */
  readonly raiseAfter: number;
  /** The last change was a raise: a slow window now makes the next raise wait twice as long. */
  readonly raised: boolean;
}

export const startPace = (cap: Concrete | null): Pace => ({
  cap,
  fastWindows: 0,
  raiseAfter: CLIENT.raiseAfterWindows,
  raised: false,
});

/**
 * One frame window's verdict. `current` is the quality in effect, `ceiling` the most AUTO would
 * use without any cap. Slow windows step down one level (never below the lowest); enough fast
 * windows in a row step up one level, and reaching the ceiling lifts the cap.
 */
export function nextPace(pace: Pace, fps: number, current: Concrete, ceiling: Concrete): Pace {
  const at = QUALITY_STEPS.indexOf(current);
  if (fps < CLIENT.slowFps) {
    const raiseAfter = pace.raised ? pace.raiseAfter * 2 : pace.raiseAfter;
    return { cap: QUALITY_STEPS[Math.max(0, at - 1)]!, fastWindows: 0, raiseAfter, raised: false };
  }
  if (fps < CLIENT.fastFps || pace.cap == null) return { ...pace, fastWindows: 0 };
  const fastWindows = pace.fastWindows + 1;
  if (fastWindows < pace.raiseAfter) return { ...pace, fastWindows };
  const up = QUALITY_STEPS[Math.min(at + 1, QUALITY_STEPS.length - 1)]!;
  const cap = QUALITY_STEPS.indexOf(up) >= QUALITY_STEPS.indexOf(ceiling) ? null : up;
  return { cap, fastWindows: 0, raiseAfter: pace.raiseAfter, raised: true };
}

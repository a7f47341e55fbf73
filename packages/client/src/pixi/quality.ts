import { CANVAS_WIDTH, qualityByHeap, type Quality } from '@heroroad/rules';
import { QUALITY_STEPS } from '../model/rendererChoice';

type Concrete = Exclude<Quality, 'AUTO'>;

/**
 * SPEC §9: the JS heap limit in MB picks the image quality the device can afford (the rules'
 * thresholds); a browser that does not tell its heap gets the standard quality.
 */
export function qualityFromHeap(heapLimitMb: number | null): Concrete {
  return heapLimitMb == null ? 'STANDARD' : qualityByHeap(heapLimitMb);
}

/** The heap limit Chromium reports; other browsers do not say. */
export function jsHeapLimitMb(perf: Performance = performance): number | null {
  const memory = (perf as Performance & { memory?: { jsHeapSizeLimit?: number } }).memory;
  const limit = memory?.jsHeapSizeLimit;
  return typeof limit === 'number' && limit > 0 ? limit / (1024 * 1024) : null;
}

export { QUALITY_STEPS };

/** The lower of two qualities. */
export function lowerQuality(a: Concrete, b: Concrete): Concrete {
  return QUALITY_STEPS.indexOf(a) <= QUALITY_STEPS.indexOf(b) ? a : b;
}

/**
 * The quality in effect: the player's choice, or for AUTO the detected one, never above the cap
 * slow frames have set (see FrameRateWatch).
 */
export function effectiveQuality(
  chosen: Quality,
  heapLimitMb: number | null,
  frameCap: Concrete | null = null,
): Concrete {
  if (chosen !== 'AUTO') return chosen;
  const detected = qualityFromHeap(heapLimitMb);
  return frameCap ? lowerQuality(detected, frameCap) : detected;
}

/**
 * Renderer resolution for a CSS width: the backing store is the recommended canvas width for the
 * quality, never more than the screen can show (CSS width × device pixel ratio).
 */
export function rendererResolution(
  cssWidth: number,
  quality: Concrete,
  devicePixelRatio: number,
): number {
  const target = Math.min(CANVAS_WIDTH[quality], cssWidth * devicePixelRatio);
  return Math.max(0.5, target / cssWidth);
}

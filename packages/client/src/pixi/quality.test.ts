import { describe, expect, it } from 'vitest';
import { effectiveQuality, jsHeapLimitMb, qualityFromHeap, rendererResolution } from './quality';

describe('quality detection (SPEC §9)', () => {
  it.each([
    [4096, 'HIGH'],
    [1101, 'HIGH'],
    [1100, 'STANDARD'],
    [601, 'STANDARD'],
    [600, 'LOW'],
    [451, 'LOW'],
    [450, 'LOWEST'],
    [128, 'LOWEST'],
  ] as const)('%d MB of heap gives %s', (mb, quality) => {
    expect(qualityFromHeap(mb)).toBe(quality);
  });

  it('assumes STANDARD when the browser does not report its heap', () => {
    expect(qualityFromHeap(null)).toBe('STANDARD');
    expect(jsHeapLimitMb({} as Performance)).toBeNull();
  });

  it('reads the heap limit in MB', () => {
    const perf = { memory: { jsHeapSizeLimit: 2048 * 1024 * 1024 } } as unknown as Performance;
    expect(jsHeapLimitMb(perf)).toBe(2048);
  });

  it('honours an explicit choice over detection', () => {
    expect(effectiveQuality('LOW', 4000)).toBe('LOW');
    expect(effectiveQuality('AUTO', 4000)).toBe('HIGH');
  });

  it('keeps AUTO under the cap slow frames set, never an explicit choice', () => {
    expect(effectiveQuality('AUTO', 4000, 'LOW')).toBe('LOW');
    expect(effectiveQuality('AUTO', 500, 'STANDARD')).toBe('LOW');
    expect(effectiveQuality('HIGH', 4000, 'LOWEST')).toBe('HIGH');
  });

  it('renders the recommended canvas width, capped by the screen', () => {
    expect(rendererResolution(600, 'HIGH', 2)).toBeCloseTo(768 / 600);
    expect(rendererResolution(500, 'LOWEST', 2)).toBeCloseTo(450 / 500);
    expect(rendererResolution(600, 'HIGH', 1)).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import {
  artifactImageShown,
  clampCamera,
  horizon,
  keptRange,
  rangeToFetch,
  viewSpan,
} from './roadWindow';

describe('place fetch window (SPEC §9)', () => {
  const span = viewSpan(900);

  it('measures the view in road units: 4 virtual pixels a unit', () => {
    expect(span).toBe(225);
  });

  it('keeps 1.1 view heights loaded each way of the camera', () => {
    expect(keptRange(1000, span)).toEqual({ from: 1000 - 248, to: 1000 + 248 });
    expect(keptRange(50, span).from).toBe(0);
  });

  it('asks for 1.6 view heights each way when the kept range is not covered', () => {
    expect(rangeToFetch(null, 1000, span)).toEqual({ from: 640, to: 1360 });
  });

  it('asks nothing while the loaded places cover the kept range', () => {
    const loaded = { from: 640, to: 1360 };
    expect(rangeToFetch(loaded, 1000, span)).toBeNull();
    // Half a view height up the road the kept range still fits …
    expect(rangeToFetch(loaded, 1112, span)).toBeNull();
    // … a little further it does not, and the next request centres on the camera.
    expect(rangeToFetch(loaded, 1120, span)).toEqual({ from: 760, to: 1480 });
  });

  it('fetches again when the camera goes back down the road', () => {
    expect(rangeToFetch({ from: 640, to: 1360 }, 880, span)).toEqual({ from: 520, to: 1240 });
  });

  it('shows places up to one stair beyond the walked road', () => {
    expect(horizon(99)).toBe(199);
    expect(horizon(250)).toBe(399);
  });

  it('keeps the camera between the meadow before the road and just past the horizon', () => {
    expect(clampCamera(-500, 99)).toBe(-50);
    expect(clampCamera(5000, 99)).toBe(219);
    expect(clampCamera(120, 99)).toBe(120);
  });

  it('loads artifact images three stairs ahead of the player', () => {
    expect(artifactImageShown(5, 2)).toBe(true);
    expect(artifactImageShown(6, 2)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { CLIENT } from '../config';
import { FrameRateWatch } from './frameRate';

function feed(watch: FrameRateWatch, fps: number, ms: number): void {
  for (let t = 0; t < ms; t += 1000 / fps) watch.frame(1000 / fps);
}

describe('the frame-rate watch', () => {
  it('reports each window once, with its frame rate', () => {
    const seen: number[] = [];
    const watch = new FrameRateWatch((fps) => seen.push(fps));
    feed(watch, 5, CLIENT.frameWindowMs * 2);
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBeCloseTo(5, 0);
    feed(watch, 60, CLIENT.frameWindowMs);
    expect(seen[2]).toBeCloseTo(60, 0);
  });

  it('does not count a long pause (a hidden tab) as slow frames', () => {
    const seen: number[] = [];
    const watch = new FrameRateWatch((fps) => seen.push(fps));
    feed(watch, 60, CLIENT.frameWindowMs / 2);
    watch.frame(CLIENT.frameWindowMs * 4);
    feed(watch, 60, CLIENT.frameWindowMs / 2);
    expect(seen).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { CLIENT } from '../config';
import { FrameRateWatch } from './frameRate';

function feed(watch: FrameRateWatch, fps: number, ms: number): void {
  for (let t = 0; t < ms; t += 1000 / fps) watch.frame(1000 / fps);
}

describe('the frame-rate watch', () => {
  it('reports each slow window once, with its frame rate', () => {
    const slow: number[] = [];
    const watch = new FrameRateWatch((fps) => slow.push(fps));
    feed(watch, 5, CLIENT.frameWindowMs * 2);
    expect(slow).toHaveLength(2);
    expect(slow[0]).toBeCloseTo(5, 0);
  });

  it('says nothing while frames come fast enough', () => {
    const slow: number[] = [];
    const watch = new FrameRateWatch((fps) => slow.push(fps));
    feed(watch, 30, CLIENT.frameWindowMs * 3);
    expect(slow).toEqual([]);
  });

  it('does not count a long pause (a hidden tab) as slow frames', () => {
    const slow: number[] = [];
    const watch = new FrameRateWatch((fps) => slow.push(fps));
    feed(watch, 60, CLIENT.frameWindowMs / 2);
    watch.frame(CLIENT.frameWindowMs * 4);
    feed(watch, 60, CLIENT.frameWindowMs / 2);
    expect(slow).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { CLIENT } from '../config';
import { FrameBudget } from './frameBudget';

function budget() {
  const ticker = { maxFPS: 0 };
  const watch = { resets: 0, reset: () => (watch.resets += 1) };
  return { ticker, watch, budget: new FrameBudget(ticker, watch) };
}

describe('the frames the canvas draws', () => {
  it('draws all it can while something moves', () => {
    const { ticker, budget: b } = budget();
    b.rest(false);
    b.cover(false);
    expect(ticker.maxFPS).toBe(0);
    expect(b.held).toBe(false);
  });

  it('draws fewer at rest, fewer still while covered, and all again once both end', () => {
    const { ticker, budget: b } = budget();
    b.rest(true);
    expect(ticker.maxFPS).toBe(CLIENT.restFps);
    b.cover(true);
    expect(ticker.maxFPS).toBe(CLIENT.coveredFps);
    b.rest(false);
    expect(ticker.maxFPS).toBe(CLIENT.coveredFps);
    expect(b.held).toBe(true);
    b.cover(false);
    expect(ticker.maxFPS).toBe(0);
    expect(b.held).toBe(false);
  });

  it('starts a new frame-rate window at each change, not at each frame', () => {
    const { watch, budget: b } = budget();
    b.rest(true);
    b.rest(true);
    b.rest(true);
    b.rest(false);
    expect(watch.resets).toBe(2);
    expect(CLIENT.coveredFps).toBeLessThan(CLIENT.restFps);
  });
});

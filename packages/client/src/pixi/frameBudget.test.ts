import { describe, expect, it } from 'vitest';
import { CLIENT } from '../config';
import { FrameBudget } from './frameBudget';

function budget() {
  const ticker = { maxFPS: 0 };
  return { ticker, budget: new FrameBudget(ticker) };
}

describe('the frames the canvas draws', () => {
  it('draws all it can while something moves, and every frame tells the device speed', () => {
    const { ticker, budget: b } = budget();
    b.rest(false);
    b.cover(false);
    expect(ticker.maxFPS).toBe(0);
    expect([b.counts(), b.counts()]).toEqual([true, true]);
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
    expect(CLIENT.coveredFps).toBeLessThan(CLIENT.restFps);
  });

  it('leaves held-back frames and the first frame after them out of the speed watch', () => {
    const { budget: b } = budget();
    expect(b.counts()).toBe(true);
    b.rest(true);
    expect([b.counts(), b.counts()]).toEqual([false, false]);
    b.rest(false);
    // The first moving frame waited out the rest's longer frame: it says nothing either.
    expect([b.counts(), b.counts()]).toEqual([false, true]);
  });

  it('a rest shorter than a frame still leaves the next frame out', () => {
    const { budget: b } = budget();
    b.counts();
    b.rest(true);
    b.rest(false);
    expect([b.counts(), b.counts()]).toEqual([false, true]);
  });
});

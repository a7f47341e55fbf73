import { describe, expect, it } from 'vitest';
import { CLIENT } from '../config';
import { FrameBudget, frameRates } from './frameBudget';

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

describe('the frames of a player who asked for less motion', () => {
  it('draws a still scene rarely, at rest and under a window', () => {
    const ticker = { maxFPS: 0 };
    const b = new FrameBudget(ticker, frameRates(true));
    b.rest(true);
    expect(ticker.maxFPS).toBe(CLIENT.stillFps);
    b.cover(true);
    expect(ticker.maxFPS).toBe(CLIENT.stillFps);
    expect(CLIENT.stillFps).toBeLessThan(CLIENT.coveredFps);
    expect(frameRates(false)).toEqual({ rest: CLIENT.restFps, covered: CLIENT.coveredFps });
  });

  it('wakes to the full rate for one frame, and the scene’s next rest check decides', () => {
    const ticker = { maxFPS: 0 };
    const b = new FrameBudget(ticker, frameRates(true));
    b.rest(true);
    b.counts();
    b.wake();
    expect(ticker.maxFPS).toBe(0);
    // The woken frame waited out the rest: it says nothing of the device.
    expect(b.counts()).toBe(false);
    b.rest(true);
    expect(ticker.maxFPS).toBe(CLIENT.stillFps);
    b.wake();
    b.rest(false);
    expect(ticker.maxFPS).toBe(0);
    expect(b.held).toBe(false);
  });

  it('a wake under a window keeps the window’s cap once the frame is drawn', () => {
    const ticker = { maxFPS: 0 };
    const b = new FrameBudget(ticker, frameRates(true));
    b.cover(true);
    b.wake();
    expect(ticker.maxFPS).toBe(0);
    b.rest(false);
    expect(ticker.maxFPS).toBe(CLIENT.stillFps);
  });

  it('a wake while everything moves changes nothing', () => {
    const ticker = { maxFPS: 0 };
    const b = new FrameBudget(ticker, frameRates(true));
    b.wake();
    expect(ticker.maxFPS).toBe(0);
    expect([b.counts(), b.counts()]).toEqual([true, true]);
  });
});

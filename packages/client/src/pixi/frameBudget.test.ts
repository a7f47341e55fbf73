import { describe, expect, it } from 'vitest';
import { CLIENT } from '../config';
import { FrameBudget, frameRates, pacedTicker } from './frameBudget';

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

describe('tickers held to a few frames a second', () => {
  function driven() {
    const calls: string[] = [];
    const ticker = (name: string, autoStart: boolean) => ({
      maxFPS: 0,
      autoStart,
      started: true,
      start() {
        this.started = true;
        calls.push(`${name} start`);
      },
      stop() {
        this.started = false;
        calls.push(`${name} stop`);
      },
      update: (now?: number) => calls.push(`${name}@${now}`),
    });
    const app = ticker('app', false);
    const system = ticker('system', true);
    let clock = 0;
    let pending: { run: () => void; ms: number } | null = null;
    const timers = {
      setInterval: (run: () => void, ms: number) => (pending = { run, ms }),
      clearInterval: (id: unknown) => {
        if (id === pending) pending = null;
      },
      now: () => clock,
    };
    const paced = pacedTicker([app, system], timers);
    const advance = (ms: number) => {
      clock += ms;
      pending?.run();
    };
    return { app, system, calls, paced, advance, timer: () => pending };
  }

  it('stops the display-frame loops and runs each ticker from one timer', () => {
    const d = driven();
    d.paced.maxFPS = CLIENT.stillFps;
    expect([d.app.started, d.system.started]).toEqual([false, false]);
    // A listener added while held must not start a ticker again.
    expect([d.app.autoStart, d.system.autoStart]).toEqual([false, false]);
    expect(d.timer()?.ms).toBe(1000 / CLIENT.stillFps);
    d.advance(500);
    d.advance(500);
    expect(d.calls).toEqual([
      'app stop',
      'system stop',
      'app@500',
      'system@500',
      'app@1000',
      'system@1000',
    ]);
  });

  it('runs on the display again at the full rate, the timer gone and each start as it was', () => {
    const d = driven();
    d.paced.maxFPS = CLIENT.restFps;
    d.paced.maxFPS = CLIENT.coveredFps;
    expect(d.timer()?.ms).toBe(1000 / CLIENT.coveredFps);
    d.paced.maxFPS = 0;
    expect(d.timer()).toBeNull();
    expect([d.app.started, d.system.started]).toEqual([true, true]);
    expect([d.app.autoStart, d.system.autoStart]).toEqual([false, true]);
    d.paced.maxFPS = CLIENT.stillFps;
    d.paced.dispose();
    expect(d.timer()).toBeNull();
    expect(d.system.started).toBe(true);
  });

  it('drives a budget: a wake brings the display loops back at once', () => {
    const d = driven();
    const b = new FrameBudget(d.paced, frameRates(true));
    b.rest(true);
    expect(d.app.started).toBe(false);
    b.wake();
    expect([d.app.started, d.system.started]).toEqual([true, true]);
    expect(d.timer()).toBeNull();
  });
});

import { Group } from '@tweenjs/tween.js';
import { Container } from 'pixi.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGameBus, type GameBus } from '../events/gameEvents';
import type { SceneKey } from '../model/scenes';
import type { SceneRegistry } from './feature';
import { Scene, type SceneContext } from './Scene';
import { SceneManager } from './SceneManager';

/** A ticker the test drives by hand: each step advances the clock and runs callbacks once. */
function fakeTicker() {
  const every = new Set<(t: { deltaMS: number }) => void>();
  let once: Array<() => void> = [];
  return {
    add: (fn: (t: { deltaMS: number }) => void) => every.add(fn),
    remove: (fn: (t: { deltaMS: number }) => void) => every.delete(fn),
    addOnce: (fn: () => void) => once.push(fn),
    step(ms: number) {
      vi.advanceTimersByTime(ms);
      for (const fn of every) fn({ deltaMS: ms });
      const due = once;
      once = [];
      due.forEach((fn) => fn());
    },
  };
}

const log: string[] = [];

function sceneClass(key: SceneKey) {
  return class extends Scene<unknown> {
    override async prepare(params: unknown): Promise<void> {
      log.push(`prepare ${key} ${JSON.stringify(params ?? null)}`);
    }
    protected build(): void {
      log.push(`build ${key}`);
    }
    override destroy(): void {
      log.push(`destroy ${key}`);
      super.destroy();
    }
  };
}

function setup(overrides: Partial<Record<SceneKey, () => Promise<unknown>>> = {}) {
  const ticker = fakeTicker();
  const stage = new Container();
  const bus: GameBus = createGameBus();
  const ctx = { app: { stage, ticker }, bus, tweens: new Group() } as unknown as SceneContext;
  const registry = new Proxy({} as SceneRegistry, {
    get: (_, key: SceneKey) => ({ load: overrides[key] ?? (async () => sceneClass(key)) }),
  });
  const errors: unknown[] = [];
  const rests: boolean[] = [];
  const manager = new SceneManager(
    ctx,
    registry,
    { width: 600, height: 900, bottomInset: 0, battleInset: 0 },
    (e) => errors.push(e),
    (resting) => rests.push(resting),
  );
  const events: string[] = [];
  bus.on('scene:changed', ({ key }) => events.push(`changed ${key}`));
  bus.on('scene:settled', ({ key }) => events.push(`settled ${key}`));
  bus.on('scene:frame', ({ key }) => events.push(`frame ${key}`));
  /** Runs frames until the queue is idle. */
  const run = async (done: Promise<void>, ms = 16) => {
    let finished = false;
    void done.then(() => (finished = true));
    for (let i = 0; i < 400 && !finished; i++) {
      ticker.step(ms);
      await Promise.resolve();
      await new Promise((r) => setImmediate(r));
    }
    ticker.step(ms);
  };
  const curtain = () => stage.children[2] as Container;
  return { manager, bus, run, events, errors, stage, curtain, ticker, rests };
}

describe('SceneManager', () => {
  beforeEach(() => {
    log.length = 0;
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance', 'Date'] });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('cuts to a scene, mounts it and reports change, first frame and settling', async () => {
    const t = setup();
    await t.run(t.manager.go({ key: 'boot', params: undefined, transition: 'none' }));
    expect(log).toEqual(['prepare boot null', 'build boot']);
    expect(t.events).toEqual(['changed boot', 'settled boot', 'frame boot']);
    expect(t.manager.currentKey).toBe('boot');
  });

  it('fades to black for 350 ms, swaps scenes, and fades back', async () => {
    const t = setup();
    await t.run(t.manager.go({ key: 'boot', params: undefined, transition: 'none' }));
    const alphas: number[] = [];
    t.bus.on('scene:changed', () => alphas.push(t.curtain().alpha));
    const started = performance.now();
    await t.run(t.manager.go({ key: 'road', params: undefined }));
    expect(alphas).toEqual([1]);
    expect(t.curtain().alpha).toBe(0);
    expect(performance.now() - started).toBeGreaterThanOrEqual(700);
    expect(log.slice(2)).toEqual(['prepare road null', 'destroy boot', 'build road']);
    expect(t.events.slice(-3)).toEqual(['changed road', 'frame road', 'settled road']);
  });

  it('goes through the clouds straight to a battle that is ready when they close', async () => {
    const t = setup();
    await t.run(t.manager.go({ key: 'battle', params: { battleId: 4 }, transition: 'clouds' }));
    expect(t.events.filter((e) => e.startsWith('changed'))).toEqual(['changed battle']);
    expect(log).toContain('prepare battle {"battleId":4}');
  });

  it('brings a ready battle through the clouds with two quick passes', async () => {
    const t = setup();
    const started = performance.now();
    await t.run(t.manager.go({ key: 'battle', params: { battleId: 4 }, transition: 'clouds' }));
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(600);
    // Two quick passes of 300 ms and a frame or two: the old 450 ms passes took 900.
    expect(took).toBeLessThan(800);
  });

  it('measures each change, keeping the latest of each scene', async () => {
    const measured: Array<[string, number]> = [];
    const cleared: string[] = [];
    vi.spyOn(performance, 'clearMeasures').mockImplementation((name) => void cleared.push(name!));
    vi.spyOn(performance, 'measure').mockImplementation((name, options) => {
      const { start, end } = options as { start: number; end: number };
      measured.push([name, end - start]);
      return undefined as never;
    });
    const t = setup();
    await t.run(t.manager.go({ key: 'battle', params: { battleId: 4 }, transition: 'clouds' }));
    await t.run(t.manager.go({ key: 'road', params: undefined }));
    expect(measured.map(([name]) => name)).toEqual(['hr:scene battle', 'hr:scene road']);
    expect(cleared).toEqual(['hr:scene battle', 'hr:scene road']);
    expect(measured[0]![1]).toBeGreaterThanOrEqual(600);
    expect(measured[1]![1]).toBeGreaterThanOrEqual(700);
  });

  it('waits a moment behind closed clouds for a battle almost made, without the load scene', async () => {
    const t = setup({
      battle: () => new Promise((done) => setTimeout(() => done(sceneClass('battle')), 500)),
    });
    await t.run(t.manager.go({ key: 'battle', params: { battleId: 4 }, transition: 'clouds' }));
    expect(t.events.filter((e) => e.startsWith('changed'))).toEqual(['changed battle']);
  });

  it('shows the cloud load scene while a battle is still on its way', async () => {
    const t = setup({
      battle: () => new Promise((done) => setTimeout(() => done(sceneClass('battle')), 2000)),
    });
    await t.run(t.manager.go({ key: 'battle', params: { battleId: 4 }, transition: 'clouds' }));
    expect(t.events.filter((e) => e.startsWith('changed'))).toEqual([
      'changed loadBattle',
      'changed battle',
    ]);
    expect(log).toContain('prepare battle {"battleId":4}');
  });

  it('tells after each frame whether the scene rests: never while its fade or clouds move', async () => {
    let still = true;
    const Resting = class extends sceneClass('road') {
      override atRest(): boolean {
        return still;
      }
    };
    const t = setup({ road: async () => Resting });
    await t.run(t.manager.go({ key: 'boot', params: undefined, transition: 'none' }));
    // A scene that says nothing of rest never rests.
    expect(t.rests.every((r) => !r)).toBe(true);
    t.rests.length = 0;
    await t.run(t.manager.go({ key: 'road', params: undefined }));
    // Frames of the fade are never at rest, the frames after it are.
    expect(t.rests[0]).toBe(false);
    expect(t.rests.at(-1)).toBe(true);
    still = false;
    t.ticker.step(16);
    expect(t.rests.at(-1)).toBe(false);
    still = true;
    t.rests.length = 0;
    await t.run(t.manager.go({ key: 'battle', params: { battleId: 1 }, transition: 'clouds' }));
    // The clouds' frames are not at rest either.
    expect(t.rests).toContain(false);
  });

  it('rests while the next scene is made behind a resting one with nothing of its own moving', async () => {
    const Resting = class extends sceneClass('boot') {
      override atRest(): boolean {
        return true;
      }
    };
    let arrive: (scene: unknown) => void = () => undefined;
    const t = setup({
      boot: async () => Resting,
      road: () => new Promise((resolve) => (arrive = resolve)),
    });
    await t.run(t.manager.go({ key: 'boot', params: undefined, transition: 'none' }));
    t.rests.length = 0;
    const road = t.manager.go({ key: 'road', params: undefined, transition: 'none' });
    // The change begins and waits for the road's code.
    await new Promise((resolve) => setImmediate(resolve));
    for (let i = 0; i < 5; i++) t.ticker.step(16);
    // The road's code is still on its way: the boot scene's frames rest meanwhile.
    expect(t.manager.currentKey).toBe('boot');
    expect(t.rests).toEqual([true, true, true, true, true]);
    arrive(sceneClass('road'));
    await t.run(road);
    expect(t.manager.currentKey).toBe('road');
    expect(t.rests.at(-1)).toBe(false);
  });

  it('runs queued requests one after another', async () => {
    const t = setup();
    const a = t.manager.go({ key: 'road', params: undefined });
    const b = t.manager.go({ key: 'music', params: undefined });
    await t.run(Promise.all([a, b]).then(() => undefined));
    expect(t.events.filter((e) => e.startsWith('changed'))).toEqual([
      'changed road',
      'changed music',
    ]);
    expect(log.indexOf('build road')).toBeLessThan(log.indexOf('prepare music null'));
  });

  it('shows the boot fix scene while a failed scene chunk is fetched again', async () => {
    const retries: number[] = [];
    let attempts = 0;
    const t = setup({
      clan: async () => {
        attempts++;
        if (attempts < 3) throw new TypeError('Failed to fetch dynamically imported module');
        return sceneClass('clan');
      },
    });
    t.bus.on('scene:retry', ({ attempt }) => retries.push(attempt));
    await t.run(t.manager.go({ key: 'clan', params: undefined, transition: 'none' }), 250);
    expect(retries).toEqual([1, 2]);
    expect(t.events.filter((e) => e.startsWith('changed'))).toEqual([
      'changed bootFix',
      'changed clan',
    ]);
    expect(t.errors).toEqual([]);
  });

  it('marks the first game scene frame once, not for boot or load', async () => {
    const mark = vi.spyOn(performance, 'mark');
    const t = setup();
    await t.run(t.manager.go({ key: 'load', params: undefined, transition: 'none' }));
    await t.run(t.manager.go({ key: 'road', params: undefined, transition: 'none' }));
    await t.run(t.manager.go({ key: 'music', params: undefined, transition: 'none' }));
    const marks = mark.mock.calls.filter(([name]) => name === 'hr:first-scene-frame');
    expect(marks).toEqual([['hr:first-scene-frame', { detail: { key: 'road' } }]]);
  });
});

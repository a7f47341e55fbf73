import { Easing, Tween } from '@tweenjs/tween.js';
import { Container, Graphics, UPDATE_PRIORITY, type Ticker } from 'pixi.js';
import { CLIENT } from '../config';
import type { SceneRequest } from '../model/scenes';
import { CloudCurtain } from './common/clouds';
import { CLOUD_LOADERS, LOADING_SCENES, type SceneKey, type SceneParams } from '../model/scenes';
import type { SceneRegistry } from './feature';
import type { Scene, SceneContext, View } from './Scene';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The cloud loading screen stays at least this long, so it reads as a screen, not a flicker. */
const CLOUD_MIN_MS = 700;
/** One pass of the clouds (closing or parting) when the next scene is ready behind them. */
const CLOUD_QUICK_MS = 300;
/** How long closed clouds wait for a scene almost made before the load scene shows instead. */
const CLOUD_GRACE_MS = 350;

/**
 * Owns the current scene and the changes between scenes: a fade to black of 350 ms each way,
 * the cloud loading screen for battle, clan and creature, or a cut. Requests queue, so two quick
 * taps never interleave two changes. A scene whose code fails to arrive shows the boot-fix scene
 * while the load is retried (SPEC §8: lazy loads retry forever).
 */
export class SceneManager {
  private readonly layer = new Container();
  private readonly curtain = new Graphics();
  private readonly clouds: CloudCurtain;
  private current: { key: SceneKey; scene: Scene<unknown> } | null = null;
  private queue: Promise<void> = Promise.resolve();
  private view: View;
  private destroyed = false;
  private firstGameFrame = false;
  /** The manager's own transitions (fades, clouds) under way: the canvas keeps its full rate. */
  private moving = 0;
  private readonly tick = (ticker: Ticker) => {
    this.ctx.tweens.update();
    this.current?.scene.update(ticker.deltaMS);
    // While the next scene is made behind a resting one (the boot scene's ring while the first
    // scene's code and data arrive), frames stay few: each drawn frame holds the main thread the
    // next scene needs, about 40 ms a frame where the page's compositor reads WebGL back from a
    // software rasteriser.
    this.onRest(this.moving === 0 && !!this.current?.scene.atRest());
  };

  constructor(
    private readonly ctx: SceneContext,
    private readonly registry: SceneRegistry,
    view: View,
    private readonly onError: (error: unknown) => void,
    /** Told after every frame whether the scene is at rest (see `Scene.atRest`). */
    private readonly onRest: (resting: boolean) => void = () => undefined,
  ) {
    this.view = view;
    this.clouds = new CloudCurtain(ctx.tweens);
    this.curtain.eventMode = 'none';
    this.curtain.alpha = 0;
    ctx.app.stage.addChild(this.layer, this.clouds, this.curtain);
    this.layoutOverlays();
    ctx.app.ticker.add(this.tick);
  }

  get currentKey(): SceneKey | null {
    return this.current?.key ?? null;
  }

  /** Queues a scene change; resolves once the new scene is fully shown. */
  go(request: SceneRequest): Promise<void> {
    const run = async () => {
      if (this.destroyed) return;
      const from = performance.now();
      await this.change(request);
      if (this.current?.key === request.key) {
        // Each change is a measure (`hr:scene <key>`) a benchmark reads: the game's own part of
        // a change, from the request to the scene at rest, without the call that led to it.
        // Only the latest of each scene is kept, so a long session does not pile them up.
        const name = `hr:scene ${request.key}`;
        performance.clearMeasures(name);
        performance.measure(name, { start: from, end: performance.now() });
        this.ctx.bus.emit('scene:settled', { key: request.key });
      }
    };
    this.queue = this.queue.then(run).catch(this.onError);
    return this.queue;
  }

  resize(view: View): void {
    this.view = view;
    this.layoutOverlays();
    this.current?.scene.resize(view);
  }

  /** While an overlay is open the canvas takes no input. */
  setBlocked(blocked: boolean): void {
    this.ctx.app.stage.eventMode = blocked ? 'none' : 'passive';
  }

  destroy(): void {
    this.destroyed = true;
    this.ctx.app.ticker.remove(this.tick);
    this.ctx.tweens.removeAll();
    this.current?.scene.destroy();
    this.current = null;
  }

  private async change(request: SceneRequest): Promise<void> {
    const { key, params } = request;
    const transition = request.transition ?? 'fade';
    const loader = CLOUD_LOADERS[key];
    if (transition === 'clouds' && loader) {
      this.ctx.bus.emit('sound:effect', { name: 'whoosh' });
      // The scene is made while the clouds close. Ready by then (or a moment after), it is shown
      // at once and the clouds part quickly: the load scene, with its second, slower pass of the
      // clouds, is for a scene still on its way.
      const pending = this.create(key, params);
      let made = false;
      pending.then(
        () => (made = true),
        () => (made = true),
      );
      await this.moved(this.clouds.cover(CLOUD_QUICK_MS));
      if (!made) await Promise.race([pending.catch(() => undefined), sleep(CLOUD_GRACE_MS)]);
      if (made) {
        this.show(key, await pending);
        await this.moved(this.clouds.reveal(CLOUD_QUICK_MS));
        return;
      }
      this.show(loader, await this.create(loader, undefined));
      await this.moved(this.clouds.reveal());
      const [scene] = await Promise.all([pending, sleep(CLOUD_MIN_MS)]);
      await this.moved(this.clouds.cover());
      this.show(key, scene);
      await this.moved(this.clouds.reveal());
      return;
    }
    if (transition === 'none') {
      this.show(key, await this.create(key, params));
      return;
    }
    const pending = this.create(key, params);
    // Keep a failure of the new scene from being reported twice (here and in the await below).
    pending.catch(() => undefined);
    await this.fade(1);
    try {
      this.show(key, await pending);
    } finally {
      await this.fade(0);
    }
  }

  private async create<K extends SceneKey>(
    key: K,
    params: SceneParams[K],
  ): Promise<Scene<unknown>> {
    const SceneClass = await this.loadClass(key);
    const scene = new SceneClass(this.ctx) as Scene<SceneParams[K]>;
    await scene.prepare(params);
    return scene as Scene<unknown>;
  }

  private async loadClass<K extends SceneKey>(key: K) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.registry[key].load();
      } catch (error) {
        if (this.destroyed || key === 'bootFix') throw error;
        if (attempt === 1) {
          const fix = await this.registry.bootFix.load();
          const scene = new fix(this.ctx);
          await scene.prepare({ failed: key });
          this.show('bootFix', scene as Scene<unknown>);
          await this.fade(0);
        }
        this.ctx.bus.emit('scene:retry', { key, attempt });
        await sleep(Math.min(10_000, 1000 * attempt));
      }
    }
  }

  private show(key: SceneKey, scene: Scene<unknown>): void {
    const previous = this.current;
    this.current = { key, scene };
    if (previous) {
      this.layer.removeChild(previous.scene.root);
      previous.scene.destroy();
    }
    this.layer.addChild(scene.root);
    scene.mount(this.view);
    this.ctx.bus.emit('scene:changed', { key });
    // After this tick's render (the render runs at LOW priority, this at UTILITY, lower still).
    this.ctx.app.ticker.addOnce(
      () => {
        const atMs = performance.now();
        if (!this.firstGameFrame && !LOADING_SCENES.includes(key)) {
          this.firstGameFrame = true;
          performance.mark('hr:first-scene-frame', { detail: { key } });
        }
        this.ctx.bus.emit('scene:frame', { key, atMs });
        if (this.current?.scene === scene) scene.onFirstFrame();
      },
      undefined,
      UPDATE_PRIORITY.UTILITY,
    );
  }

  /** Waits for one of the manager's transitions, the canvas at its full rate meanwhile. */
  private async moved(transition: Promise<void>): Promise<void> {
    this.moving++;
    try {
      await transition;
    } finally {
      this.moving--;
    }
  }

  private fade(to: 0 | 1): Promise<void> {
    return this.moved(this.fadeTween(to));
  }

  private fadeTween(to: 0 | 1): Promise<void> {
    return new Promise((resolve) => {
      if (this.curtain.alpha === to) return resolve();
      const tween = new Tween(this.curtain)
        .to({ alpha: to }, CLIENT.sceneFadeMs)
        .easing(Easing.Quadratic.InOut)
        .onComplete(() => {
          this.ctx.tweens.remove(tween);
          resolve();
        })
        .start();
      this.ctx.tweens.add(tween);
    });
  }

  private layoutOverlays(): void {
    this.curtain.clear().rect(0, 0, this.view.width, this.view.height).fill(0x000000);
    this.clouds.resize(this.view);
  }
}

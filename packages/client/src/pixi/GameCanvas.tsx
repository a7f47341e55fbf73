import { retryImport } from '../app/retryImport';
import { Application, Ticker } from 'pixi.js';
// Only the pointer events: Pixi would otherwise also load accessibility, DOM, filters and
// spritesheet support that no scene uses.
import 'pixi.js/events';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { Game } from '../app/game';
import type { Layout } from '../model/layout';
import { SceneManager } from '../scenes/SceneManager';
import { SCENE_REGISTRY } from '../scenes/registry';
import type { SceneContext, View } from '../scenes/Scene';
import { CHROME_HEIGHT, battleBarHeight } from '../ui/chrome';
import { iconTexture } from './icons';
import { portraitTexture } from './portraits';
import { CLIENT } from '../config';
import { FrameBudget, frameRates, pacedTicker } from './frameBudget';
import { prefersReducedMotion } from '../platform/motion';
import { FrameRateWatch } from './frameRate';
import { effectiveQuality, rendererResolution } from './quality';
import { nextPace, startPace } from '../model/rendererChoice';
import { prepareRenderer, rendererOf } from './rendererPick';

const viewOf = (l: Layout): View => ({
  width: l.virtualWidth,
  height: l.virtualHeight,
  bottomInset: CHROME_HEIGHT / l.scale,
  battleInset: battleBarHeight(l.width) / l.scale,
});

/** Sizes the renderer for the layout and quality; scenes keep drawing in 600-wide space. */
function applyLayout(app: Application, manager: SceneManager | null, game: Game): void {
  const { layout } = game.ui.getState();
  const { quality, heapLimitMb, frameCap } = game.settings.getState();
  const resolution = rendererResolution(
    layout.width,
    effectiveQuality(quality, heapLimitMb, frameCap),
    window.devicePixelRatio || 1,
  );
  app.renderer.resize(layout.width, layout.height, resolution);
  app.stage.scale.set(layout.scale);
  manager?.resize(viewOf(layout));
}

/** While a window covers the canvas it takes no input and draws fewer frames. */
function cover(live: { manager: SceneManager; budget: FrameBudget }, covered: boolean): void {
  live.manager.setBlocked(covered);
  live.budget.cover(covered);
}

/** Input on the page and news for the scenes: a resting canvas draws its next frame at once. */
function wakers(game: Game, wake: () => void): () => void {
  const events = ['pointerdown', 'keydown', 'wheel'] as const;
  for (const e of events) window.addEventListener(e, wake, { passive: true, capture: true });
  const off = [game.road.subscribe(wake), game.battle.subscribe(wake), game.bus.tap(wake)];
  return () => {
    for (const e of events) window.removeEventListener(e, wake, { capture: true });
    for (const f of off) f();
  };
}

/**
 * Each frame window's rate moves AUTO quality down (slow) or back up (fast, with hysteresis);
 * a quality the player chose is left alone.
 */
function pacer(game: Game): (fps: number) => void {
  let pace = startPace(game.settings.getState().frameCap);
  return (fps) => {
    const s = game.settings.getState();
    if (s.quality !== 'AUTO') return;
    const current = effectiveQuality(s.quality, s.heapLimitMb, s.frameCap);
    pace = nextPace(pace, fps, current, effectiveQuality('AUTO', s.heapLimitMb));
    if (pace.cap !== s.frameCap) s.set({ frameCap: pace.cap });
  };
}

/**
 * The one component that owns the Pixi application. Init is asynchronous, so an effect that is
 * cleaned up before init finishes (React StrictMode mounts twice) destroys its application as
 * soon as init settles, and never touches the one created by the next mount.
 */
export function GameCanvas({ game }: { game: Game }) {
  const host = useRef<HTMLDivElement>(null);
  const live = useRef<{ app: Application; manager: SceneManager; budget: FrameBudget } | null>(
    null,
  );
  const { t } = useTranslation();
  const layout = useStore(game.ui, (s) => s.layout);
  const quality = useStore(game.settings, (s) =>
    effectiveQuality(s.quality, s.heapLimitMb, s.frameCap),
  );
  const blocked = useStore(game.ui, (s) => s.overlays.length > 0);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let disposed = false;
    let manager: SceneManager | null = null;
    let wakeOn: (() => void) | null = null;
    let paced: ReturnType<typeof pacedTicker> | null = null;
    const app = new Application();
    const { layout: l } = game.ui.getState();
    const choice = rendererOf(game);
    // The server's content security policy forbids eval; Pixi then needs its eval-free shader and
    // uniform code. Loaded here, not imported: it reaches into every renderer's systems, and a
    // static import put all three renderers in the page's first load. So is what WebGL needs
    // beyond Pixi's core (`prepareRenderer`).
    const ready = Promise.all([
      retryImport(() => import('pixi.js/unsafe-eval')),
      prepareRenderer(choice),
    ]);
    void ready
      .then(() =>
        app.init({
          preference: choice.renderer,
          manageImports: false,
          width: l.width,
          height: l.height,
          autoDensity: true,
          antialias: true,
          background: 0x120c08,
        }),
      )
      .then(() => {
        if (disposed) {
          app.destroy(true, { children: true });
          return;
        }
        app.canvas.dataset.renderer = app.renderer.name;
        app.ticker.minFPS = 1000 / CLIENT.maxFrameStepMs;
        const frames = new FrameRateWatch(pacer(game));
        paced = pacedTicker([app.ticker, Ticker.system], {
          setInterval: (run, ms) => window.setInterval(run, ms),
          clearInterval: (id) => window.clearInterval(id as number),
          now: () => performance.now(),
        });
        const budget = new FrameBudget(paced, frameRates(prefersReducedMotion()));
        wakeOn = wakers(game, () => budget.wake());
        app.ticker.add((ticker) => {
          // Frames held back on purpose (a hidden tab, a covered or resting canvas) say nothing
          // of the device.
          const counts = budget.counts();
          if (!game.settings.getState().tabHidden && counts) frames.frame(ticker.elapsedMS);
        });
        element.appendChild(app.canvas);
        const ctx: SceneContext = {
          app,
          bus: game.bus,
          tweens: game.tweens,
          t: game.i18n.t.bind(game.i18n),
          lang: () => game.lang,
          player: () => game.player.getState().player,
          info: () => game.player.getState().info,
          loadPercent: () => game.ui.getState().loadPercent,
          traits: game.platform.traits,
          icon: iconTexture,
          portrait: portraitTexture,
          sound: game.sound,
          music: game.music,
          road: game.road,
          battle: game.battle,
          now: () => new Date(game.now()),
          // The clan's flows are fetched when a scene first asks (few scenes do): they stay out
          // of a new player's first load.
          clanName: () =>
            retryImport(() => import('../app/clan/clan'))
              .then(({ loadMyClan }) => loadMyClan(game))
              .then(
                (my) => my.clan?.name ?? null,
                () => null,
              ),
        };
        manager = new SceneManager(
          ctx,
          SCENE_REGISTRY,
          viewOf(game.ui.getState().layout),
          (e) => game.reporter.report(e),
          (resting) => budget.rest(resting),
        );
        live.current = { app, manager, budget };
        cover(live.current, game.ui.getState().overlays.length > 0);
        applyLayout(app, manager, game);
        game.attachScenes(manager);
      })
      .catch((error: unknown) => game.reporter.report(error));
    return () => {
      disposed = true;
      wakeOn?.();
      paced?.dispose();
      if (!manager) return;
      game.detachScenes(manager);
      manager.destroy();
      live.current = null;
      app.destroy(true, { children: true });
    };
  }, [game]);

  useEffect(() => {
    if (!live.current) return;
    applyLayout(live.current.app, live.current.manager, game);
    // A resting canvas draws again at once in its new size (a phone turned, a window resized):
    // held, it kept the old size's picture, the road's squad and places where they had stood.
    live.current.budget.wake();
  }, [layout, quality, game]);

  useEffect(() => {
    if (live.current) cover(live.current, blocked);
    game.bus.emit('canvas:blocked', { blocked });
  }, [blocked, game]);

  return (
    <div
      ref={host}
      className="game-canvas"
      role="img"
      aria-label={t('a11y.gameCanvas')}
      data-quality={quality}
      style={{ width: layout.width, height: layout.height }}
    />
  );
}

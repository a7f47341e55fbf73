import '@fontsource/ruslan-display/400.css';
import '@fontsource/philosopher/400.css';
import '@fontsource/philosopher/700.css';
import '@fontsource/pt-serif/400.css';
import '@fontsource/pt-serif/700.css';
import './styles/game.css';
import './styles/buttons.css';
import './styles/cards.css';
import './styles/fields.css';
import './styles/controls.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SceneControllers } from './app/controllers';
import { Game } from './app/game';
import type { GameServices } from './app/ports';
import { retryImport } from './app/retryImport';
import { waitForStyles } from './app/pageStyles';
import { handOverSplash } from './app/splash';
import { startGame } from './app/start';
import { firstSceneAhead } from './model/scenes';
import { canvasAssets } from './pixi/assets';
import { loadCanvas } from './pixi/loadCanvas';
import { jsHeapLimitMb } from './pixi/quality';
import { installRealtime, type RealtimeLoader } from './realtime/install';
import { TypedStorage } from './storage/storage';
import { App } from './ui/App';

// The composition root: the only module that knows every layer and wires them together: the
// Game's services, the scenes' controllers, the realtime link and the flows answering it.

/**
 * The realtime link and the game's flows answering it: their own chunks, fetched together once
 * the link starts (realtime/install.ts), so the first load carries neither.
 */
const realtimeOf =
  (game: GameServices): RealtimeLoader =>
  () =>
    retryImport(() => Promise.all([import('./realtime/run'), import('./app/realtimeFlows')])).then(
      ([{ runRealtime }, { realtimeFlows }]) =>
        () =>
          runRealtime(game, realtimeFlows(game)),
    );

// Pixi and the scenes are their own chunk: fetched now, beside the sign-in, not after it. So is
// the scene this start is likely to show first (`firstSceneAhead`, by the last one this browser
// showed): asked for only once the texts had arrived, the first scenes made a third wave of
// downloads on a slow link (seconds each). The fonts come after the first scene (`app/faces.ts`).
void loadCanvas();
const assets = canvasAssets(firstSceneAhead(new TypedStorage().get('lastScene')));
// Start-up waits on it and reports a failure; until then a failure is not an unhandled one.
for (const scene of Object.values(assets.firstScenes())) scene.catch(() => undefined);
assets.firstSceneFiles();
// No top-level await: it turns off the bundler's merging of small shared chunks into this entry
// (Rolldown keeps execution order that way), which left the page some thirty requests of under
// 2 KB each, a round trip apiece on a slow link.
async function main(): Promise<void> {
  const game = await Game.create({
    window,
    assets,
    heapLimitMb: jsHeapLimitMb(window.performance),
  });
  // A scene's controller (its own chunk) arrives once the scene has drawn its first frame.
  const controllers = new SceneControllers(game);
  game.bus.on('scene:frame', ({ key }) => controllers.enter(key));
  installRealtime(game, realtimeOf(game));
  game.install();
  handOverSplash(game, document);
  // Loading starts before React renders: the API calls need no component.
  const started = game.entry.bench
    ? import('./demo/battleBench').then((m) => m.startBenchmark(game, game.entry.bench!))
    : startGame(game);
  void started.catch((error: unknown) => game.reporter.report(error));

  await waitForStyles(document);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App game={game} />
    </StrictMode>,
  );
}

void main();

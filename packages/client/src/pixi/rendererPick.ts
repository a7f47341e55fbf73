import { retryImport } from '../app/retryImport';
import type { Game } from '../app/game';
import { chooseRenderer, isSoftwareGpu, type RendererChoice } from '../model/rendererChoice';
import { probeWebgl } from './probe';

type PickPorts = Pick<Game, 'entry' | 'ui' | 'settings'>;

/**
 * Picks the renderer before the first scene: the GPU string and a few test frames (see
 * chooseRenderer); the address's ?renderer= wins. The choice and the starting cap go to the
 * settings store, where Settings shows them.
 */
function pickRenderer(game: PickPorts): RendererChoice {
  const override = game.entry.renderer;
  const { layout } = game.ui.getState();
  const probe = override
    ? { gpu: null, webgl: true, frameMs: [] }
    : probeWebgl(document, layout.width, layout.height, () => performance.now(), isSoftwareGpu);
  const choice = chooseRenderer(probe, override);
  game.settings.getState().set({ renderer: choice, frameCap: choice.cap });
  return choice;
}

/** The renderer this page draws with: the one chosen already, or the one picked now. */
export function rendererOf(game: PickPorts): RendererChoice {
  return game.settings.getState().renderer ?? pickRenderer(game);
}

/**
 * What the chosen renderer needs beyond Pixi's core before the application starts: for WebGL, its
 * limits on a software rasteriser (`softwareGl.ts`), a chunk of its own beside WebGL's renderer so
 * Canvas never fetches it. (Asked for from the entry, before Pixi's core arrives, the bundler
 * merged the WebGL and WebGPU renderers into one 215 KB chunk.)
 */
export function prepareRenderer(choice: RendererChoice): Promise<void> {
  if (choice.renderer !== 'webgl') return Promise.resolve();
  return retryImport(() => import('./softwareGl')).then((m) => m.limitBatchTexturesOnSoftwareGl());
}

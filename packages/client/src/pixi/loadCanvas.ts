import { retryImport } from '../app/retryImport';
import type * as CanvasChunk from './canvasChunk';

let loading: Promise<typeof CanvasChunk> | null = null;

/**
 * Pixi, its renderer and the scenes: a chunk of their own, out of the page's first load. The entry
 * asks for it first thing (`main.tsx`), so it arrives while the game signs in and the styles
 * apply; the canvas component then renders from the same promise.
 */
export function loadCanvas(): Promise<typeof CanvasChunk> {
  if (!loading) {
    loading = retryImport(() => import('./canvasChunk'));
    // Pixi's eval-free code, which the canvas imports when it creates the application: asked
    // for now too, so a slow link does not fetch it only after the canvas chunk has arrived.
    void retryImport(() => import('pixi.js/unsafe-eval'));
  }
  return loading;
}

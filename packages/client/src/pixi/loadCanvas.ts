import { retryImport } from '../app/retryImport';
import type * as CanvasChunk from './canvasChunk';

let loading: Promise<typeof CanvasChunk> | null = null;

/**
 * Pixi, its renderer and the scenes: a chunk of their own, out of the page's first load. The entry
 * asks for it first thing (`main.tsx`), so it arrives while the game signs in and the styles
 * apply; the canvas component then renders from the same promise.
 */
export function loadCanvas(): Promise<typeof CanvasChunk> {
  loading ??= retryImport(() => import('./canvasChunk'));
  return loading;
}

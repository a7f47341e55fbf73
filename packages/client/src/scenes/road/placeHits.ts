import type { Circle, Container } from 'pixi.js';
import { PAGE_HOOKS, exposeToPage } from '../pageHooks';

/** A place's tap circle on the screen, in CSS pixels from the canvas's top-left corner. */
export interface PlaceHit {
  readonly id: number;
  readonly x: number;
  readonly y: number;
  readonly r: number;
  /** Beside the squad: the place a player taps next, which nothing may cover where it stands. */
  readonly near: boolean;
}

/** The tap circles of the places drawn in `layer` (nodes labelled `place-<id>`). */
export function placeHits(layer: Container, near: (placeId: number) => boolean): PlaceHit[] {
  if (layer.destroyed) return [];
  return layer.children
    .filter((node) => node.label.startsWith('place-') && node.hitArea)
    .map((node) => {
      const id = Number(node.label.slice('place-'.length));
      const circle = node.hitArea as Circle;
      const centre = node.toGlobal({ x: circle.x, y: circle.y });
      const edge = node.toGlobal({ x: circle.x + circle.radius, y: circle.y });
      return {
        id,
        x: centre.x,
        y: centre.y,
        r: Math.hypot(edge.x - centre.x, edge.y - centre.y),
        near: near(id),
      };
    });
}

/** The page-level name under which the road answers where its places are. */
export const PLACE_HITS_HOOK = PAGE_HOOKS.placeHits;

/**
 * Lets the page ask where the road's places are, so the layout journey can fail when a chip or
 * a menu covers a place a player must tap. Answers a function taking the hook away again.
 */
export function exposePlaceHits(read: () => PlaceHit[]): () => void {
  return exposeToPage(PLACE_HITS_HOOK, read);
}

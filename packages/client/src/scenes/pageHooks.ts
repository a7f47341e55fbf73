/**
 * Names under which scenes answer the page what their canvas shows, so the layout journey can
 * measure it (the canvas has no elements): where the road's places are, and how low the battle's
 * squad reaches.
 */
export const PAGE_HOOKS = {
  placeHits: 'heroRoadPlaceHits',
  squadBottom: 'heroRoadSquadBottom',
} as const;

/** Puts `read` on the page under `name`; answers a function taking it away again. */
export function exposeToPage(
  name: (typeof PAGE_HOOKS)[keyof typeof PAGE_HOOKS],
  read: () => unknown,
): () => void {
  const page = globalThis as Record<string, unknown>;
  page[name] = read;
  return () => {
    if (page[name] === read) delete page[name];
  };
}

/**
 * Every overlay page that opens above the canvas, by id. The ids are the keys its folder's
 * `feature.ts` registers (overlays/features.ts adds them here), so an overlay is named once, where
 * its page is: an id no folder registers does not exist, and opening one does not compile.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface OverlayIds {}
export type OverlayId = keyof OverlayIds;

/**
 * Pages that end the game's normal flow (the server has gone away, the page must reload):
 * opening one replaces whatever is open, Back leaves it open (it says what to do), and its code
 * is fetched ahead, since with the server gone it could no longer be.
 */
export const BLOCKING_OVERLAYS: ReadonlySet<OverlayId> = new Set(['connection', 'reload']);

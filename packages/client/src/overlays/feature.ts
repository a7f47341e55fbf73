import type { ComponentType } from 'react';
import type { IconName } from '../assets/iconNames';
import type { MenuEntry } from '../ui/menu/entry';

/**
 * What an overlay page registers, once, in its folder's `feature.ts`; `features.ts` collects the
 * folders into the one list the host reads.
 */
export interface OverlayFeature {
  /** The page: its own chunk, fetched when first opened (retried until it arrives). */
  readonly load: () => Promise<{ default: ComponentType }>;
  /**
   * Icons the page draws that must be at hand before it opens: a blocking page shows when the
   * server has gone away, and then no icon could be fetched any more.
   */
  readonly icons?: readonly IconName[];
  /** Its button in one of the menus (ui/menu), when a menu opens it. */
  readonly menu?: MenuEntry;
}

/** A folder's registrations, keyed by overlay id: each key is an overlay's id (model/overlays.ts). */
export type OverlayFeatures = Readonly<Record<string, OverlayFeature>>;

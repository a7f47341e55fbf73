import { arenaMenu } from './arena/menu';
import { clanMenu } from './clan/menu';
import { creatureMenu } from './creature/menu';
import type { SceneMenus } from './feature';
import { musicMenu } from './music/menu';

/**
 * The scenes' buttons on the road's menu bar, collected from their folders' `menu.ts`; ui/menu
 * sorts them among the overlays' buttons. Kept apart from the scenes' `feature.ts`, whose loaders
 * must stay in the canvas's chunk, since this list is read by the first chunk.
 */
export const SCENE_MENUS: SceneMenus = {
  ...creatureMenu,
  ...arenaMenu,
  ...clanMenu,
  ...musicMenu,
};

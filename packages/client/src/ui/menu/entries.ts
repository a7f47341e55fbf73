import type { OverlayId } from '../../model/overlays';
import { OVERLAY_FEATURES } from '../../overlays/features';
import { SCENE_MENUS } from '../../scenes/menus';
import type { MenuItem, MenuPlace } from './entry';

const OVERLAY_MENU: readonly MenuItem[] = Object.entries(OVERLAY_FEATURES).flatMap(([id, page]) =>
  page.menu ? [{ ...page.menu, id, opens: { overlay: id as OverlayId } }] : [],
);

const SCENE_MENU: readonly MenuItem[] = Object.values(SCENE_MENUS).map(({ opens, ...entry }) => ({
  ...entry,
  id: opens.key,
  opens: { scene: opens },
}));

const MENUS: readonly MenuItem[] = [...SCENE_MENU, ...OVERLAY_MENU].sort(
  (a, b) => a.order - b.order,
);

/** The buttons of one menu, in their order, before any is hidden by its `shown`. */
export function menuOf(place: MenuPlace): readonly MenuItem[] {
  return MENUS.filter((item) => item.place === place);
}

/** The button opening one overlay, wherever it stands (none when no menu opens it). */
export function overlayItem(id: OverlayId): MenuItem | undefined {
  return OVERLAY_MENU.find((i) => i.id === id);
}

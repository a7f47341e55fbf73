import type { ParseKeys } from 'i18next';
import type { GameServices } from '../../app/ports';
import type { IconName } from '../../assets/iconNames';
import type { OverlayId } from '../../model/overlays';
import type { SceneRequest } from '../../model/scenes';
import type { PlayerState } from '../../stores/playerStore';
import type { SocialState } from '../../stores/socialStore';

/**
 * Where a button stands: `road`, the road's menu bar (a row of rails or the bottom bar);
 * `social`, the social column beside the road, always shown; `more`, the same column's rest,
 * folded behind «More» inside the game column (ui/SocialButtons.tsx).
 */
export type MenuPlace = 'road' | 'social' | 'more';

/** A button in one of the menus, as a feature registers it. */
export interface MenuEntry {
  readonly place: MenuPlace;
  /** Its place along that menu, ascending (ui/menu/entries.test.ts lists each menu's order). */
  readonly order: number;
  readonly icon: IconName;
  /** The text key of its name. */
  readonly label: ParseKeys;
  /** Shown only while this holds (a level gate, staff access). */
  readonly shown?: (player: PlayerState) => boolean;
  /** What waits there: a count (a badge with the number) or `true` (a mark). */
  readonly waiting?: (player: PlayerState, social: SocialState) => number | boolean;
  /** The text key a screen reader says instead of the name while a count waits. */
  readonly counted?: ParseKeys;
  /** Done before it opens (the chat and the mail open on their start). */
  readonly beforeOpen?: (game: Pick<GameServices, 'social'>) => void;
}

/** What a button opens. */
export type MenuTarget = { readonly overlay: OverlayId } | { readonly scene: SceneRequest };

/** A menu's button: its entry and what it opens, `id` naming it among the menu's buttons. */
export type MenuItem = MenuEntry & { readonly id: string; readonly opens: MenuTarget };

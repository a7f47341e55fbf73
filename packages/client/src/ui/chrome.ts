/** CSS height of the React controls at the bottom of a scene (menu bar, back bar). */
export const CHROME_HEIGHT = 84;

/**
 * CSS width of the game column below which the battle's bar sets four moves in a row of their own
 * (`styles/battle.css`, the `battle-bar` container's 400px).
 */
export const BATTLE_BAR_NARROW = 400;

/**
 * The most CSS height the battle's bar takes at the bottom of a column this wide: the preview
 * line, the consumables and the moves (two rows of them on a narrow column). The battle scene
 * stands the squad above it.
 */
export function battleBarHeight(columnWidth: number): number {
  return columnWidth < BATTLE_BAR_NARROW ? 200 : 180;
}

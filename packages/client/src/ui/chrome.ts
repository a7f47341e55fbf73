/** CSS height of the React controls at the bottom of a scene (menu bar, back bar). */
export const CHROME_HEIGHT = 84;

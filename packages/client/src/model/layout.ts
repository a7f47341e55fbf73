import { CLIENT } from '../config';

export interface Layout {
  readonly mode: 'desktop' | 'mobile';
  /** CSS size of the game column. */
  readonly width: number;
  readonly height: number;
  /** Scenes draw in a virtual space this wide (the reference width) and this tall. */
  readonly virtualWidth: number;
  readonly virtualHeight: number;
  /** CSS pixels per virtual pixel. */
  readonly scale: number;
  /** CSS width left free on each side of the column (0 on a phone). */
  readonly sideRoom: number;
}

/**
 * Side room from which a wide screen moves the menu and the social buttons out of the column
 * into rails beside it, leaving the whole column to the road.
 */
export const RAIL_ROOM = 112;

/**
 * Side room from which the road's chips (daily gift, news, walking speed…) also leave the column,
 * standing beside the menu rail, so they never cover a place drawn beside the road.
 */
export const WIDE_RAIL_ROOM = 250;

/**
 * Height of the banner shown while staff see the game as a player: the game is laid out in the
 * height under it, so the banner never covers the header.
 */
export const VIEW_BANNER_HEIGHT = 30;

/**
 * SPEC §9 layout rule: desktop when the height is under 1.4 × the width, and then the game column
 * is min(600, height / 1.4) wide; otherwise (a phone held upright) the whole width.
 */
export function computeLayout(viewportWidth: number, viewportHeight: number): Layout {
  const w = Math.max(1, Math.floor(viewportWidth));
  const h = Math.max(1, Math.floor(viewportHeight));
  const desktop = h < CLIENT.desktopRatio * w;
  const width = desktop
    ? Math.max(1, Math.floor(Math.min(CLIENT.referenceWidth, h / CLIENT.desktopRatio)))
    : w;
  const scale = width / CLIENT.referenceWidth;
  return {
    mode: desktop ? 'desktop' : 'mobile',
    width,
    height: h,
    virtualWidth: CLIENT.referenceWidth,
    virtualHeight: h / scale,
    scale,
    sideRoom: desktop ? Math.max(0, Math.floor((w - width) / 2)) : 0,
  };
}

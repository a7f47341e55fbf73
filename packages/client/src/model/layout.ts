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
}

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
  };
}

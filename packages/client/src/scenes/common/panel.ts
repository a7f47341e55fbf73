import { Graphics } from 'pixi.js';
import { PALETTE } from './palette';

/**
 * A parchment card in a dark wooden frame with a gold inner line: the one panel shape every
 * scene uses, so HUD, dialogs and banners read as one game.
 */
export function parchmentPanel(width: number, height: number, radius = 18): Graphics {
  const g = new Graphics();
  g.roundRect(0, 4, width, height, radius).fill({ color: 0x000000, alpha: 0.35 });
  g.roundRect(0, 0, width, height, radius).fill(PALETTE.frame);
  g.roundRect(5, 5, width - 10, height - 10, radius - 4).fill(PALETTE.parchment);
  g.roundRect(5, height * 0.55, width - 10, height * 0.45 - 5, radius - 4).fill({
    color: PALETTE.parchmentShade,
    alpha: 0.45,
  });
  g.roundRect(10, 10, width - 20, height - 20, radius - 8).stroke({
    color: PALETTE.gold,
    width: 2,
    alpha: 0.9,
  });
  return g;
}

/** A dark translucent plate for numbers over the world (resources, stair). */
export function plate(width: number, height: number): Graphics {
  const g = new Graphics();
  g.roundRect(0, 0, width, height, height / 2).fill({ color: PALETTE.frame, alpha: 0.82 });
  g.roundRect(1.5, 1.5, width - 3, height - 3, height / 2 - 1.5).stroke({
    color: PALETTE.gold,
    width: 1.5,
    alpha: 0.75,
  });
  return g;
}

/** A horizontal bar (experience, health) with a frame, filled to `fraction`. */
export function bar(width: number, height: number, fraction: number, color: number): Graphics {
  const f = Math.min(1, Math.max(0, fraction));
  const g = new Graphics();
  g.roundRect(0, 0, width, height, height / 2).fill(PALETTE.frame);
  if (f > 0) {
    g.roundRect(2, 2, Math.max(height - 4, (width - 4) * f), height - 4, (height - 4) / 2).fill(
      color,
    );
    g.roundRect(
      2,
      2,
      Math.max(height - 4, (width - 4) * f),
      (height - 4) / 2,
      (height - 4) / 4,
    ).fill({ color: 0xffffff, alpha: 0.25 });
  }
  return g;
}

import { STAIR_COLOUR_HEX, STAIR_COLOUR_SHAPE, type StairColour } from '@heroroad/rules';
import { Container, Graphics } from 'pixi.js';
import { PALETTE } from '../common/palette';
import { text } from '../common/text';

/** A shape's outline around (0, 0) with the given radius. */
function shapePath(g: Graphics, shape: 'circle' | 'triangle' | 'diamond', r: number): Graphics {
  switch (shape) {
    case 'circle':
      return g.circle(0, 0, r);
    case 'triangle':
      return g.poly([0, -r * 1.15, r * 1.15, r * 0.8, -r * 1.15, r * 0.8]);
    case 'diamond':
      return g.poly([0, -r * 1.2, r * 1.2, 0, 0, r * 1.2, -r * 1.2, 0]);
  }
}

/**
 * A stair number on its danger colour (SPEC §4), in the colour's own shape (circle, triangle,
 * diamond) so colour-blind players read the danger as surely.
 */
export function stairBadge(stair: number, colour: StairColour, radius = 15): Container {
  const badge = new Container();
  const shape = STAIR_COLOUR_SHAPE[colour];
  const fill = Number.parseInt(STAIR_COLOUR_HEX[colour].slice(1), 16);
  const g = new Graphics();
  shapePath(g, shape, radius + 3).fill(PALETTE.frame);
  shapePath(g, shape, radius).fill(fill);
  shapePath(g, shape, radius - 3).stroke({ color: 0xffffff, width: 1.5, alpha: 0.5 });
  badge.addChild(g);
  const label = String(stair);
  const n = text('number', label, label.length > 3 ? radius * 0.75 : radius);
  n.anchor.set(0.5, shape === 'triangle' ? 0.35 : 0.5);
  badge.addChild(n);
  return badge;
}

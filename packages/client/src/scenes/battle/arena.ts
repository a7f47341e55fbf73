import { Graphics } from 'pixi.js';
import { seeded } from '../common/backdrop';
import { PALETTE } from '../common/palette';

/**
 * The stone ring the squads meet in, between the foe's row (`top`) and the player's (`bottom`):
 * trodden sand inside a rim of boulders, with a chalk line between the two sides.
 */
export function arena(width: number, top: number, bottom: number): Graphics {
  const cx = width / 2;
  const cy = (top + bottom) / 2;
  const rx = width * 0.48;
  const ry = (bottom - top) / 2 + 90;
  const rnd = seeded(4242);
  const g = new Graphics();
  g.ellipse(cx, cy + 10, rx + 6, ry + 6).fill({ color: 0x000000, alpha: 0.3 });
  g.ellipse(cx, cy, rx, ry).fill(0x6b6151);
  g.ellipse(cx, cy, rx - 14, ry - 14).fill(0x9a8a6a);
  for (let i = 0; i < 40; i++) {
    const a = rnd() * Math.PI * 2;
    const d = Math.sqrt(rnd()) * 0.85;
    g.ellipse(
      cx + Math.cos(a) * rx * d,
      cy + Math.sin(a) * ry * d,
      14 + rnd() * 30,
      5 + rnd() * 10,
    ).fill({
      color: rnd() < 0.5 ? 0x7d6f55 : 0xb3a27c,
      alpha: 0.35,
    });
  }
  g.moveTo(cx - rx * 0.8, cy)
    .lineTo(cx + rx * 0.8, cy)
    .stroke({ color: 0xf3e6c4, width: 2, alpha: 0.25 });
  for (let i = 0; i < 26; i++) {
    const a = (i / 26) * Math.PI * 2;
    const r = 8 + rnd() * 5;
    g.circle(cx + Math.cos(a) * (rx - 4), cy + Math.sin(a) * (ry - 4), r)
      .fill(0x5a5044)
      .stroke({ color: PALETTE.frame, width: 2, alpha: 0.6 });
  }
  g.ellipse(cx, cy, rx, ry).stroke({ color: PALETTE.frame, width: 5 });
  return g;
}

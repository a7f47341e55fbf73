import { Graphics } from 'pixi.js';
import type { Biome } from './biomes';

/** One tree (or reed, or spike) of the biome, standing on (0, 0), `size` tall. */
export function tree(biome: Biome, size: number): Graphics {
  const g = new Graphics();
  const w = size * 0.08;
  switch (biome.tree) {
    case 'round':
      g.rect(-w / 2, -size * 0.45, w, size * 0.45).fill(biome.trunk);
      g.circle(0, -size * 0.62, size * 0.3).fill(biome.treeColor);
      g.circle(-size * 0.16, -size * 0.52, size * 0.2).fill(biome.treeColor);
      g.circle(size * 0.18, -size * 0.5, size * 0.2).fill(biome.treeColor);
      g.circle(-size * 0.08, -size * 0.72, size * 0.12).fill({ color: 0xffffff, alpha: 0.12 });
      break;
    case 'birch':
      g.rect(-w / 2, -size, w, size).fill(biome.trunk);
      for (let y = 0.2; y < 0.9; y += 0.17) {
        g.rect(-w / 2, -size * y, w * 0.6, size * 0.025).fill(0x2b2118);
      }
      g.ellipse(0, -size * 0.82, size * 0.22, size * 0.24).fill(biome.treeColor);
      g.ellipse(size * 0.1, -size * 0.62, size * 0.18, size * 0.16).fill(biome.treeColor);
      break;
    case 'reed':
      for (let i = -2; i <= 2; i++) {
        g.moveTo(i * w, 0)
          .quadraticCurveTo(i * w * 2, -size * 0.5, i * w * 3, -size * (0.7 + (i % 2) * 0.1))
          .stroke({ color: biome.treeColor, width: 2.5 });
      }
      g.ellipse(w * 3, -size * 0.72, w * 0.7, size * 0.08).fill(biome.trunk);
      break;
    case 'pine':
      g.rect(-w / 2, -size * 0.2, w, size * 0.2).fill(biome.trunk);
      for (let i = 0; i < 3; i++) {
        const y = -size * (0.2 + i * 0.25);
        const half = size * (0.3 - i * 0.07);
        g.poly([-half, y, half, y, 0, y - size * 0.35]).fill(biome.treeColor);
      }
      break;
    case 'dead':
      g.moveTo(0, 0)
        .lineTo(0, -size * 0.8)
        .stroke({ color: biome.trunk, width: w });
      g.moveTo(0, -size * 0.5)
        .lineTo(-size * 0.22, -size * 0.75)
        .moveTo(0, -size * 0.62)
        .lineTo(size * 0.2, -size * 0.85)
        .stroke({ color: biome.trunk, width: w * 0.6 });
      break;
    case 'spike':
      g.poly([-w * 1.5, 0, w * 1.5, 0, 0, -size]).fill(biome.treeColor);
      g.poly([-w * 0.4, -size * 0.3, w * 0.4, -size * 0.3, 0, -size * 0.95]).fill({
        color: biome.mote,
        alpha: 0.35,
      });
      break;
  }
  return g;
}

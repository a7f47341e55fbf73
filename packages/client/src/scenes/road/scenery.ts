import { Graphics } from 'pixi.js';
import type { Biome, PropKind } from './biomes';

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

const INK = 0x2b2118;

/** One prop beside the road, standing on (0, 0), about `size` tall. */
export function prop(kind: PropKind, biome: Biome, size: number): Graphics {
  const g = new Graphics();
  const s = size;
  const line = { color: INK, width: 2, alpha: 0.55 };
  switch (kind) {
    case 'haystack':
      g.ellipse(0, -s * 0.32, s * 0.42, s * 0.34)
        .fill(0xe2c15a)
        .stroke(line);
      for (const x of [-0.2, 0, 0.2]) {
        g.moveTo(x * s, -s * 0.05).lineTo(x * s * 0.6, -s * 0.55);
      }
      g.stroke({ color: 0xb08a2e, width: 2 });
      break;
    case 'fence':
      for (const x of [-0.45, 0, 0.45]) g.rect(x * s - 3, -s * 0.5, 6, s * 0.5).fill(0x8a5a32);
      g.rect(-s * 0.5, -s * 0.4, s, 5)
        .fill(0xa06a3a)
        .rect(-s * 0.5, -s * 0.2, s, 5)
        .fill(0xa06a3a);
      break;
    case 'beehive':
      g.rect(-2, -s * 0.25, 4, s * 0.25).fill(0x6b4a2b);
      for (let i = 0; i < 3; i++)
        g.ellipse(0, -s * (0.32 + i * 0.14), s * (0.24 - i * 0.05), s * 0.08)
          .fill(0xd9a23a)
          .stroke(line);
      g.circle(0, -s * 0.3, 3).fill(INK);
      break;
    case 'mushrooms':
      for (const [x, h, c] of [
        [-0.18, 0.3, 0xd8452f],
        [0.12, 0.22, 0xe8dcc0],
        [0.3, 0.16, 0xd8452f],
      ] as const) {
        g.rect(x * s - 2, -h * s, 4, h * s).fill(0xf3e6c4);
        g.ellipse(x * s, -h * s, s * 0.12, s * 0.07)
          .fill(c)
          .stroke(line);
        if (c !== 0xe8dcc0) g.circle(x * s - 3, -h * s - 2, 1.6).fill(0xffffff);
      }
      break;
    case 'stump':
      g.rect(-s * 0.2, -s * 0.28, s * 0.4, s * 0.28)
        .fill(0x7a5232)
        .stroke(line);
      g.ellipse(0, -s * 0.28, s * 0.2, s * 0.07)
        .fill(0xd9b77e)
        .stroke(line);
      g.ellipse(0, -s * 0.28, s * 0.08, s * 0.03).stroke({ color: 0x8a6a3a, width: 1.5 });
      break;
    case 'birdhouse':
      g.rect(-2, -s * 0.6, 4, s * 0.6).fill(biome.trunk);
      g.rect(-s * 0.14, -s * 0.82, s * 0.28, s * 0.24)
        .fill(0x9a6a3a)
        .stroke(line);
      g.poly([-s * 0.2, -s * 0.8, s * 0.2, -s * 0.8, 0, -s * 0.98]).fill(0xb5452f);
      g.circle(0, -s * 0.7, 3.5).fill(INK);
      break;
    case 'lily':
      g.ellipse(0, 0, s * 0.45, s * 0.14).fill({ color: 0x2e4a44, alpha: 0.8 });
      g.ellipse(-s * 0.12, -2, s * 0.14, s * 0.06).fill(0x5f8a3a);
      g.ellipse(s * 0.16, 0, s * 0.12, s * 0.05).fill(0x5f8a3a);
      g.circle(-s * 0.1, -5, 4).fill(0xf7d6e6);
      break;
    case 'log':
      g.roundRect(-s * 0.45, -s * 0.16, s * 0.9, s * 0.16, 6)
        .fill(0x5a4630)
        .stroke(line);
      g.ellipse(s * 0.45, -s * 0.08, s * 0.05, s * 0.08).fill(0x9a8060);
      g.circle(-s * 0.1, -s * 0.17, 3).fill(0x8ccf5a);
      break;
    case 'boulder':
      g.poly([-s * 0.4, 0, -s * 0.32, -s * 0.3, 0, -s * 0.42, s * 0.3, -s * 0.28, s * 0.4, 0])
        .fill(0x7b818a)
        .stroke(line);
      g.poly([-s * 0.2, -s * 0.3, 0, -s * 0.38, s * 0.1, -s * 0.3]).fill({
        color: 0xffffff,
        alpha: 0.2,
      });
      break;
    case 'cairn':
      for (let i = 0; i < 4; i++)
        g.ellipse(0, -s * (0.06 + i * 0.13), s * (0.22 - i * 0.04), s * 0.07)
          .fill(0x9a9a92)
          .stroke(line);
      break;
    case 'iceblock':
      g.poly([-s * 0.3, 0, -s * 0.24, -s * 0.5, s * 0.1, -s * 0.62, s * 0.3, -s * 0.3, s * 0.28, 0])
        .fill({ color: 0xbfe6ff, alpha: 0.9 })
        .stroke({ color: 0x6f9fc0, width: 2 });
      g.moveTo(-s * 0.1, -s * 0.1)
        .lineTo(s * 0.02, -s * 0.45)
        .stroke({ color: 0xffffff, width: 2 });
      break;
    case 'snowman':
      g.circle(0, -s * 0.18, s * 0.2)
        .fill(0xf4f8fc)
        .stroke(line);
      g.circle(0, -s * 0.5, s * 0.14)
        .fill(0xf4f8fc)
        .stroke(line);
      g.poly([0, -s * 0.5, s * 0.16, -s * 0.48, 0, -s * 0.46]).fill(0xf08a2a);
      g.rect(-s * 0.12, -s * 0.7, s * 0.24, s * 0.08).fill(0x3b3b4a);
      break;
    case 'bones':
      g.roundRect(-s * 0.3, -6, s * 0.6, 5, 2).fill(0xe8dcc0);
      g.roundRect(-s * 0.1, -s * 0.2, 5, s * 0.2, 2).fill(0xe8dcc0);
      g.circle(s * 0.22, -s * 0.12, s * 0.1)
        .fill(0xe8dcc0)
        .stroke(line);
      g.circle(s * 0.19, -s * 0.13, 2)
        .circle(s * 0.25, -s * 0.13, 2)
        .fill(INK);
      break;
    case 'brazier':
      g.poly([-s * 0.2, -s * 0.3, s * 0.2, -s * 0.3, s * 0.1, -s * 0.1, -s * 0.1, -s * 0.1]).fill(
        0x3e2c27,
      );
      g.rect(-3, -s * 0.1, 6, s * 0.1).fill(0x3e2c27);
      g.ellipse(0, -s * 0.42, s * 0.14, s * 0.16).fill(0xff7a2a);
      g.ellipse(0, -s * 0.38, s * 0.07, s * 0.09).fill(0xffd36b);
      break;
    case 'crystal':
      g.poly([-s * 0.12, 0, -s * 0.16, -s * 0.4, 0, -s * 0.7, s * 0.12, -s * 0.4, s * 0.1, 0])
        .fill(0x7a3ab0)
        .stroke({ color: 0xc86bff, width: 2 });
      g.poly([s * 0.1, 0, s * 0.16, -s * 0.3, s * 0.3, -s * 0.22, s * 0.26, 0]).fill(0x5a2a86);
      break;
    case 'runestone':
      g.roundRect(-s * 0.16, -s * 0.6, s * 0.32, s * 0.6, 8)
        .fill(0x2a1a30)
        .stroke({ color: 0x4a3450, width: 2 });
      g.moveTo(0, -s * 0.5)
        .lineTo(0, -s * 0.15)
        .moveTo(0, -s * 0.42)
        .lineTo(s * 0.09, -s * 0.32);
      g.stroke({ color: 0xc86bff, width: 2.5 });
      break;
  }
  return g;
}

/** One mark of the biome's ground pattern around (x, y). */
export function groundMark(g: Graphics, biome: Biome, x: number, y: number, r: () => number): void {
  const c = biome.groundAccent;
  switch (biome.ground) {
    case 'flowers':
      for (let i = 0; i < 3; i++)
        g.circle(x + (r() - 0.5) * 18, y - r() * 6, 2.5).fill(r() < 0.5 ? 0xfff3a0 : c);
      break;
    case 'ferns':
      for (const side of [-1, 1])
        g.moveTo(x, y).quadraticCurveTo(x + side * 6, y - 8, x + side * 12, y - 6);
      g.moveTo(x, y)
        .lineTo(x, y - 12)
        .stroke({ color: c, width: 2 });
      break;
    case 'puddles':
      g.ellipse(x, y, 16 + r() * 14, 5 + r() * 4).fill({ color: c, alpha: 0.7 });
      g.ellipse(x - 4, y - 1, 6, 1.5).fill({ color: 0xffffff, alpha: 0.25 });
      break;
    case 'scree':
      for (let i = 0; i < 3; i++)
        g.circle(x + (r() - 0.5) * 20, y + (r() - 0.5) * 6, 2 + r() * 3).fill(c);
      break;
    case 'drifts':
      g.ellipse(x, y, 22 + r() * 16, 6 + r() * 4).fill({ color: c, alpha: 0.55 });
      break;
    case 'cracks':
      g.moveTo(x - 14, y)
        .lineTo(x - 4, y - 3)
        .lineTo(x + 3, y + 2)
        .lineTo(x + 14, y - 2);
      g.stroke({ color: c, width: 1.5, alpha: 0.8 });
      break;
    case 'veins':
      g.moveTo(x - 12, y + 2).quadraticCurveTo(x, y - 8, x + 12, y);
      g.stroke({ color: c, width: 2, alpha: 0.6 });
      break;
  }
}

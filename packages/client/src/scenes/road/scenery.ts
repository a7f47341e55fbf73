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

export interface RoadShape {
  /** Centre of the road at t (0 at the bottom edge, 1 at the horizon). */
  at(t: number): { x: number; y: number; half: number };
}

/** A road winding from the bottom of the view up to the horizon, narrowing with distance. */
export function roadShape(width: number, bottom: number, horizon: number): RoadShape {
  return {
    at(t) {
      const y = bottom - t * (bottom - horizon);
      const x = width / 2 + Math.sin(t * Math.PI * 2.2 + 0.4) * width * 0.17 * (1 - t * 0.45);
      const half = 105 * (1 - t) + 8 * t;
      return { x, y, half };
    },
  };
}

/** The road surface with darker verges, as one filled strip. */
export function roadGraphics(shape: RoadShape, biome: Biome, steps = 40): Graphics {
  const g = new Graphics();
  const edge = (grow: number, color: number) => {
    const left: number[] = [];
    const right: number[] = [];
    for (let i = 0; i <= steps; i++) {
      const p = shape.at(i / steps);
      left.push(p.x - p.half - grow * (1 - i / steps), p.y);
      right.unshift(p.x + p.half + grow * (1 - i / steps), p.y);
    }
    g.poly([...left, ...right]).fill(color);
  };
  edge(10, biome.roadEdge);
  edge(0, biome.road);
  // Wheel ruts: two faint lines along the road.
  for (const side of [-0.4, 0.4]) {
    const p0 = shape.at(0);
    g.moveTo(p0.x + p0.half * side, p0.y);
    for (let i = 1; i <= steps; i++) {
      const p = shape.at(i / steps);
      g.lineTo(p.x + p.half * side, p.y);
    }
    g.stroke({ color: biome.roadEdge, width: 3, alpha: 0.35 });
  }
  return g;
}

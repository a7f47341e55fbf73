import { Container, FillGradient, Graphics } from 'pixi.js';

/** A vertical sky gradient filling the view. */
export function sky(width: number, height: number, top: number, bottom: number): Graphics {
  const gradient = new FillGradient({
    type: 'linear',
    start: { x: 0, y: 0 },
    end: { x: 0, y: 1 },
    colorStops: [
      { offset: 0, color: top },
      { offset: 1, color: bottom },
    ],
    textureSpace: 'local',
  });
  return new Graphics().rect(0, 0, width, height).fill(gradient);
}

/** A deterministic pseudo-random sequence, so a landscape looks the same on every visit. */
export function seeded(seed: number): () => number {
  let s = seed % 2147483647 || 1;
  return () => (s = (s * 16807) % 2147483647) / 2147483647;
}

/**
 * A ridge of hills or mountains: a filled silhouette from `baseY` down to `bottom`, its crest
 * made of smoothed random peaks. Drawn 20% wider than the view so parallax never shows an edge.
 */
export function ridge(
  width: number,
  baseY: number,
  bottom: number,
  amplitude: number,
  color: number,
  seed: number,
  peaks = 7,
): Graphics {
  const rnd = seeded(seed);
  const left = -width * 0.1;
  const span = width * 1.2;
  const points: number[] = [];
  for (let i = 0; i <= peaks; i++) {
    points.push(left + (span * i) / peaks, baseY - amplitude * (0.35 + rnd() * 0.65));
  }
  const g = new Graphics();
  g.moveTo(left, bottom).lineTo(points[0]!, points[1]!);
  for (let i = 2; i < points.length; i += 2) {
    const px = points[i - 2]!;
    const py = points[i - 1]!;
    const x = points[i]!;
    const y = points[i + 1]!;
    g.quadraticCurveTo(px + (x - px) / 2, Math.min(py, y) - amplitude * 0.25, x, y);
  }
  g.lineTo(left + span, bottom)
    .closePath()
    .fill(color);
  return g;
}

/** A soft cloud of overlapping circles. */
export function puffCloud(width: number, color: number, alpha: number): Graphics {
  const g = new Graphics();
  const h = width * 0.3;
  g.ellipse(width * 0.5, h * 0.65, width * 0.5, h * 0.35).fill({ color, alpha });
  g.circle(width * 0.32, h * 0.5, h * 0.38).fill({ color, alpha });
  g.circle(width * 0.58, h * 0.38, h * 0.48).fill({ color, alpha });
  return g;
}

/** Layers that shift by depth when the pointer moves or the scene sways (parallax). */
export class Parallax extends Container {
  private readonly layers: Array<{ node: Container; depth: number; baseX: number; baseY: number }> =
    [];
  private target = { x: 0, y: 0 };
  private offset = { x: 0, y: 0 };

  add(node: Container, depth: number): Container {
    this.layers.push({ node, depth, baseX: node.x, baseY: node.y });
    this.addChild(node);
    return node;
  }

  /** Pointer position in -1…1 on both axes. */
  aim(x: number, y: number): void {
    this.target = { x: Math.max(-1, Math.min(1, x)), y: Math.max(-1, Math.min(1, y)) };
  }

  update(ms: number, swayPhase: number): void {
    const k = Math.min(1, ms / 250);
    const tx = this.target.x + Math.sin(swayPhase) * 0.25;
    this.offset.x += (tx - this.offset.x) * k;
    this.offset.y += (this.target.y - this.offset.y) * k;
    for (const layer of this.layers) {
      layer.node.x = layer.baseX - this.offset.x * 24 * layer.depth;
      layer.node.y = layer.baseY - this.offset.y * 10 * layer.depth;
    }
  }
}

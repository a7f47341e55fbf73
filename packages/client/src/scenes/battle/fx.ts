import { Container, Graphics, type Text } from 'pixi.js';
import { PALETTE } from '../common/palette';
import { text } from '../common/text';

interface Particle {
  readonly g: Graphics;
  vx: number;
  vy: number;
  gravity: number;
  life: number;
  readonly ttl: number;
}

interface Floater {
  readonly t: Text;
  life: number;
  readonly ttl: number;
  readonly rise: number;
}

export type Burst = 'frost' | 'fire' | 'poison' | 'heal' | 'light' | 'spark';

const BURSTS: Readonly<
  Record<Burst, { colors: number[]; count: number; up: number; gravity: number }>
> = {
  frost: { colors: [0xcff3ff, 0x8fd8ff, 0xffffff], count: 14, up: 60, gravity: 20 },
  fire: { colors: [0xffd05a, 0xff8a2a, 0xff5a2a], count: 16, up: 110, gravity: -40 },
  poison: { colors: [0x8cff6b, 0x4fbf3a], count: 12, up: -10, gravity: 220 },
  heal: { colors: [0x9dffb0, 0xffffff], count: 12, up: 90, gravity: -30 },
  light: { colors: [0xfff6c8, 0xf1cf6b, 0xffffff], count: 22, up: 160, gravity: -60 },
  spark: { colors: [0xffffff, 0xf1cf6b], count: 10, up: 80, gravity: 160 },
};

/**
 * The battle's passing effects: floating numbers, bursts of frost, fire, venom, healing and
 * light, and the screen shake of a big hit. Everything fades within 600 ms (art direction).
 */
export class Fx extends Container {
  private readonly particles: Particle[] = [];
  private readonly floaters: Floater[] = [];
  private shakeLeft = 0;
  private shakePower = 0;

  constructor(private readonly random: () => number = Math.random) {
    super();
    this.eventMode = 'none';
  }

  /** A number (or word) rising from a point: red for harm, green for healing. */
  float(content: string, x: number, y: number, color: number, size = 26, ttl = 700): void {
    const t = text('number', content, size, {
      fill: color,
      stroke: { color: PALETTE.frame, width: 5 },
    });
    t.anchor.set(0.5);
    t.position.set(x, y);
    this.addChild(t);
    this.floaters.push({ t, life: 0, ttl, rise: 46 });
  }

  burst(kind: Burst, x: number, y: number, spread = 30): void {
    const b = BURSTS[kind];
    const r = this.random;
    for (let i = 0; i < b.count; i++) {
      const g = new Graphics().circle(0, 0, 2 + r() * 3).fill(b.colors[i % b.colors.length]!);
      g.position.set(x + (r() - 0.5) * spread * 2, y + (r() - 0.5) * spread);
      this.addChild(g);
      this.particles.push({
        g,
        vx: (r() - 0.5) * 80,
        vy: -b.up * (0.5 + r()),
        gravity: b.gravity,
        life: 0,
        ttl: 420 + r() * 160,
      });
    }
  }

  shake(power: number, ms = 260): void {
    this.shakePower = Math.max(this.shakePower, power);
    this.shakeLeft = Math.max(this.shakeLeft, ms);
  }

  get busy(): boolean {
    return this.particles.length > 0 || this.floaters.length > 0;
  }

  /** Advances everything; answers the screen's shake offset for this frame. */
  update(deltaMs: number): { x: number; y: number } {
    const s = deltaMs / 1000;
    for (let i = this.particles.length - 1; i >= 0; i--) {
      const p = this.particles[i]!;
      p.life += deltaMs;
      p.vy += p.gravity * s;
      p.g.x += p.vx * s;
      p.g.y += p.vy * s;
      p.g.alpha = Math.max(0, 1 - p.life / p.ttl);
      if (p.life >= p.ttl) {
        p.g.destroy();
        this.particles.splice(i, 1);
      }
    }
    for (let i = this.floaters.length - 1; i >= 0; i--) {
      const f = this.floaters[i]!;
      const before = f.life / f.ttl;
      f.life += deltaMs;
      const k = Math.min(1, f.life / f.ttl);
      f.t.y -= (k - before) * f.rise;
      f.t.scale.set(k < 0.15 ? 0.6 + k * 2.7 : 1);
      f.t.alpha = k > 0.7 ? (1 - k) / 0.3 : 1;
      if (f.life >= f.ttl) {
        f.t.destroy();
        this.floaters.splice(i, 1);
      }
    }
    if (this.shakeLeft <= 0) return { x: 0, y: 0 };
    this.shakeLeft -= deltaMs;
    const p = this.shakePower * Math.max(0, this.shakeLeft / 260);
    if (this.shakeLeft <= 0) this.shakePower = 0;
    return { x: (this.random() - 0.5) * 2 * p, y: (this.random() - 0.5) * 2 * p };
  }
}

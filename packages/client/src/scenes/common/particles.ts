import { eventStyle } from '@heroroad/rules';
import { Container, Graphics } from 'pixi.js';
import { CLIENT } from '../../config';
import { PALETTE } from './palette';

export type ParticleStyle = 'sparks' | 'snow';

/** The New Year style follows the event calendar (20 December to 14 January, Moscow time). */
export function isNewYear(date: Date): boolean {
  return eventStyle(date.getTime(), 'RU') === 'NEW_YEAR_SNOW';
}

interface Particle {
  readonly g: Graphics;
  x: number;
  y: number;
  vx: number;
  vy: number;
  life: number;
  ttl: number;
  phase: number;
}

/**
 * The loading transition (SPEC §2): sparks rising from the bottom, or snow falling in the New
 * Year style. New particles stop after 15 s and the last ones fade out, so the screen settles.
 */
export class ParticleField extends Container {
  private readonly particles: Particle[] = [];
  private elapsed = 0;
  private spawnDebt = 0;

  constructor(
    private readonly style: ParticleStyle,
    private area: { width: number; height: number },
    private readonly rate = style === 'snow' ? 28 : 22,
    private readonly durationMs: number = CLIENT.transitionAnimationMs,
    private readonly random: () => number = Math.random,
  ) {
    super();
    this.eventMode = 'none';
  }

  resize(area: { width: number; height: number }): void {
    this.area = area;
  }

  get active(): boolean {
    return this.elapsed < this.durationMs || this.particles.length > 0;
  }

  get count(): number {
    return this.particles.length;
  }

  update(ms: number): void {
    const step = Math.min(ms, 100);
    this.elapsed += step;
    if (this.elapsed < this.durationMs) {
      this.spawnDebt += (this.rate * step) / 1000;
      while (this.spawnDebt >= 1) {
        this.spawnDebt -= 1;
        this.spawn();
      }
    }
    for (let i = this.particles.length - 1; i >= 0; i--) {
      const p = this.particles[i]!;
      p.life += step;
      p.phase += step / 600;
      p.x += (p.vx + Math.sin(p.phase) * (this.style === 'snow' ? 12 : 6)) * (step / 1000);
      p.y += p.vy * (step / 1000);
      const t = p.life / p.ttl;
      p.g.position.set(p.x, p.y);
      p.g.alpha = t < 0.15 ? t / 0.15 : t > 0.7 ? Math.max(0, (1 - t) / 0.3) : 1;
      if (t >= 1) {
        p.g.destroy();
        this.particles.splice(i, 1);
      }
    }
  }

  private spawn(): void {
    const r = this.random;
    const snow = this.style === 'snow';
    const size = snow ? 1.5 + r() * 3 : 1 + r() * 2.2;
    const g = new Graphics();
    if (snow) {
      g.circle(0, 0, size).fill({ color: PALETTE.white, alpha: 0.9 });
    } else {
      g.circle(0, 0, size * 2.4).fill({ color: PALETTE.gold, alpha: 0.18 });
      g.circle(0, 0, size).fill(r() < 0.5 ? PALETTE.goldLight : 0xffb347);
    }
    const particle: Particle = {
      g,
      x: r() * this.area.width,
      y: snow ? -10 : this.area.height * (0.75 + r() * 0.3),
      vx: (r() - 0.5) * 20,
      vy: snow ? 35 + r() * 45 : -(40 + r() * 70),
      life: 0,
      ttl: 3500 + r() * 3500,
      phase: r() * Math.PI * 2,
    };
    g.position.set(particle.x, particle.y);
    g.alpha = 0;
    this.addChild(g);
    this.particles.push(particle);
  }
}

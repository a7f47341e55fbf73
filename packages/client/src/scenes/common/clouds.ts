import { Easing, Tween, type Group } from '@tweenjs/tween.js';
import { Container, Graphics } from 'pixi.js';

const PUFFS = 9;

function cloud(width: number, tint: number, random: () => number): Graphics {
  const g = new Graphics();
  const h = width * 0.42;
  for (let i = 0; i < PUFFS; i++) {
    const x = (i / (PUFFS - 1)) * width;
    const r = h * (0.45 + random() * 0.35);
    g.circle(x, h * 0.55 + random() * h * 0.2, r).fill(tint);
  }
  g.roundRect(0, h * 0.5, width, h * 0.7, h * 0.3).fill(tint);
  return g;
}

/**
 * The cloud loading screen's curtain: banks of cloud close in from both sides, and part again
 * once the next scene is ready.
 */
export class CloudCurtain extends Container {
  private readonly left = new Container();
  private readonly right = new Container();
  private size = { width: 600, height: 900 };

  constructor(
    private readonly tweens: Group,
    private readonly random: () => number = Math.random,
  ) {
    super();
    this.addChild(this.left, this.right);
    this.visible = false;
    this.eventMode = 'none';
  }

  resize(size: { width: number; height: number }): void {
    this.size = size;
    for (const side of [this.left, this.right]) {
      for (const child of side.removeChildren()) child.destroy();
    }
    const rows = Math.ceil(size.height / 140) + 1;
    for (let i = 0; i < rows; i++) {
      const tint = i % 2 === 0 ? 0xf4f1ea : 0xdcd6cc;
      const l = cloud(size.width * 0.9, tint, this.random);
      l.position.set(-size.width * 0.1, i * 140 - 60);
      const r = cloud(size.width * 0.9, tint, this.random);
      r.position.set(size.width * 0.2, i * 140 - 40);
      this.left.addChild(l);
      this.right.addChild(r);
    }
    this.place(this.visible ? 1 : 0);
  }

  cover(ms = 450): Promise<void> {
    this.visible = true;
    return this.animate(0, 1, ms);
  }

  async reveal(ms = 450): Promise<void> {
    await this.animate(1, 0, ms);
    this.visible = false;
  }

  private place(closed: number): void {
    const w = this.size.width;
    this.left.x = -w + closed * w * 0.6;
    this.right.x = w - closed * w * 0.6;
    this.alpha = 0.4 + 0.6 * closed;
  }

  private animate(from: number, to: number, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const state = { v: from };
      this.place(from);
      const tween = new Tween(state)
        .to({ v: to }, ms)
        .easing(Easing.Quadratic.InOut)
        .onUpdate(() => this.place(state.v))
        .onComplete(() => {
          this.tweens.remove(tween);
          resolve();
        })
        .start();
      this.tweens.add(tween);
    });
  }
}

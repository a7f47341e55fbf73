import { pickText, starterChoices } from '@heroroad/rules';
import { Container, Graphics, type Texture } from 'pixi.js';
import { Parallax, puffCloud, ridge, sky } from '../common/backdrop';
import { heroFace } from '../common/faces';
import { PALETTE } from '../common/palette';
import { ParticleField } from '../common/particles';
import { text } from '../common/text';
import { portraitToken } from '../common/token';
import { prefersReducedMotion } from '../../platform/motion';
import { Scene } from '../Scene';
import { GREETERS } from './greeters';

/**
 * The welcome: a dawn over the first hills, the game's title and three heroes waiting at the
 * start of the road. For a visitor with no player they greet (the React panel offers to play as
 * a guest or log in); for a player without heroes they are the three starters to choose from,
 * named, the one looked at standing forward (a tap on a face looks at that hero).
 */
export class CharacterSelectionScene extends Scene {
  private faces: Array<Texture | null> = [];
  private heroes: Container[] = [];
  private parallax: Parallax | null = null;
  private particles: ParticleField | null = null;
  private clock = 0;
  private still = false;
  private chosen = 0;

  private get choosing(): boolean {
    const player = this.ctx.player();
    return player !== null && player.creatures.length === 0;
  }

  override async prepare(): Promise<void> {
    this.listen(
      this.ctx.bus.on('hero:preview', ({ heroId }) => {
        const index = starterChoices().findIndex((h) => h.id === heroId);
        if (index >= 0 && index !== this.chosen) {
          this.chosen = index;
          this.rebuild();
        }
      }),
    );
  }

  override onFirstFrame(): void {
    this.loadFaces();
  }

  protected override onPlayerChanged(): void {
    this.loadFaces();
  }

  private loadFaces(): void {
    const faces = this.choosing
      ? starterChoices().map((h) => heroFace(this.ctx, h.id))
      : GREETERS.map((seed) => this.ctx.portrait(seed).catch(() => null));
    void Promise.all(faces).then((loaded) => {
      if (this.root.destroyed) return;
      this.faces = loaded;
      this.rebuild();
    });
  }

  protected build(): void {
    const { width, height } = this.view;
    const parallax = new Parallax();
    parallax.add(sky(width, height, 0x6fa8d8, 0xf9d9a4), 0);
    const sun = new Graphics()
      .circle(width * 0.72, height * 0.3, 70)
      .fill({ color: 0xfff1c1, alpha: 0.5 })
      .circle(width * 0.72, height * 0.3, 44)
      .fill(0xfff6d8);
    parallax.add(sun, 0.2);
    for (let i = 0; i < 3; i++) {
      const cloud = puffCloud(180 + i * 40, 0xffffff, 0.7);
      cloud.position.set(width * (0.05 + i * 0.33), height * (0.1 + (i % 2) * 0.08));
      parallax.add(cloud, 0.3);
    }
    parallax.add(ridge(width, height * 0.5, height, height * 0.14, 0x8aa3b8, 3), 0.4);
    parallax.add(ridge(width, height * 0.6, height, height * 0.08, 0x6f9a5b, 8, 5), 0.7);
    parallax.add(ridge(width, height * 0.7, height, height * 0.05, 0x4f7d3f, 13, 6), 1);
    this.root.addChild(parallax);
    // Asked for less motion, the scene stands still: no drift, sparks or bobbing heroes.
    this.still = prefersReducedMotion();
    if (!this.still) {
      this.parallax = parallax;
      this.root.eventMode = 'static';
      this.root.on('globalpointermove', (e) => {
        const p = this.root.toLocal(e.global);
        parallax.aim((p.x / width) * 2 - 1, (p.y / height) * 2 - 1);
      });
      this.particles ??= this.persistent(new ParticleField('sparks', this.view, 10));
      this.particles.resize(this.view);
      this.root.addChild(this.particles);
    }

    const title = text('title', this.ctx.t('app.title'), 56, { wrap: width - 40 });
    title.anchor.set(0.5);
    title.position.set(width / 2, height * 0.12);
    const tagline = text('body', this.ctx.t('app.tagline'), 19, {
      fill: PALETTE.frame,
      fontStyle: 'italic',
      wrap: width - 80,
    });
    tagline.anchor.set(0.5, 0);
    tagline.position.set(width / 2, height * 0.12 + 44);
    this.root.addChild(title, tagline);

    const starters = starterChoices();
    const choosing = this.choosing;
    this.heroes = GREETERS.map((_, i) => {
      const hero = new Container();
      const forward = choosing ? i === this.chosen : i === 1;
      const radius = forward ? 62 : 50;
      const pedestal = new Graphics()
        .ellipse(0, radius + 14, radius * 1.1, 14)
        .fill({ color: PALETTE.frame, alpha: 0.45 });
      if (choosing && forward) {
        for (let r = radius + 40; r > radius; r -= 8) {
          pedestal.circle(0, 0, r).fill({ color: PALETTE.goldLight, alpha: 0.08 });
        }
      }
      hero.addChild(pedestal, portraitToken(this.faces[i] ?? null, radius, PALETTE.gold));
      hero.position.set(width * (0.22 + i * 0.28), height * (forward ? 0.36 : 0.4));
      if (choosing) {
        const starter = starters[i]!;
        const name = text('label', pickText(starter.name, this.ctx.lang()), forward ? 19 : 16, {
          wrap: width * 0.3,
          align: 'center',
        });
        name.anchor.set(0.5, 0);
        name.position.set(0, radius + 20);
        hero.addChild(name);
        hero.eventMode = 'static';
        hero.cursor = 'pointer';
        hero.on('pointertap', () => this.ctx.bus.emit('hero:preview', { heroId: starter.id }));
      }
      this.root.addChild(hero);
      return hero;
    });
  }

  override atRest(): boolean {
    return this.still;
  }

  override update(deltaMs: number): void {
    if (this.still) return;
    this.clock += deltaMs;
    this.parallax?.update(deltaMs, this.clock / 3000);
    this.particles?.update(deltaMs);
    this.heroes.forEach((hero, i) => {
      hero.pivot.y = Math.sin(this.clock / 700 + i * 1.3) * 4;
    });
  }
}

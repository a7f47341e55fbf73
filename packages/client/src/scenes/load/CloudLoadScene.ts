import { Container, Graphics, Sprite, type Texture } from 'pixi.js';
import type { IconName } from '../../assets/iconNames';
import { puffCloud, sky } from '../common/backdrop';
import { parchmentPanel } from '../common/panel';
import { css, PALETTE } from '../common/palette';
import { isNewYear, ParticleField } from '../common/particles';
import { text } from '../common/text';
import { Scene, type SceneContext } from '../Scene';

type Kind = 'battle' | 'clan' | 'creature';

const ICONS: Record<Kind, IconName> = {
  battle: 'crossed-swords',
  clan: 'knight-banner',
  creature: 'visored-helm',
};

/**
 * The cloud loading screen shown while the battle, clan or creature scene gets ready: a sky
 * above the clouds, a medallion with the destination's sign, and sparks (snow at New Year).
 */
export class CloudLoadScene extends Scene {
  private static readonly classes = new Map<Kind, new (ctx: SceneContext) => CloudLoadScene>();
  private icon: Texture | null = null;
  private dots: Graphics[] = [];
  private particles: ParticleField | null = null;
  private clock = 0;

  constructor(
    ctx: SceneContext,
    private readonly kind: Kind,
  ) {
    super(ctx);
  }

  /** The scene class for one destination (the registry needs a class per key). */
  static for(kind: Kind): new (ctx: SceneContext) => CloudLoadScene {
    let cls = CloudLoadScene.classes.get(kind);
    if (!cls) {
      cls = class extends CloudLoadScene {
        constructor(ctx: SceneContext) {
          super(ctx, kind);
        }
      };
      CloudLoadScene.classes.set(kind, cls);
    }
    return cls;
  }

  override async prepare(): Promise<void> {
    this.icon = await this.ctx.icon(ICONS[this.kind], css(PALETTE.ink), 88).catch(() => null);
  }

  protected build(): void {
    const { width, height } = this.view;
    this.root.addChild(sky(width, height, 0x7fb3d9, 0xf6e7c8));
    for (let i = 0; i < 5; i++) {
      const c = puffCloud(220 + (i % 3) * 60, 0xffffff, 0.55);
      c.position.set(((i * 173) % width) - 60, height * (0.12 + i * 0.17));
      this.root.addChild(c);
    }
    this.particles = new ParticleField(isNewYear(this.ctx.now()) ? 'snow' : 'sparks', this.view);
    this.root.addChild(this.particles);

    const card = new Container();
    card.position.set(width / 2, height / 2);
    const panel = parchmentPanel(300, 250, 24);
    panel.position.set(-150, -125);
    card.addChild(panel);
    if (this.icon) {
      const icon = new Sprite(this.icon);
      icon.anchor.set(0.5);
      icon.width = icon.height = 88;
      icon.y = -40;
      card.addChild(icon);
    }
    const title = text('heading', this.ctx.t(`scenes.load.${this.kind}`), 24, { wrap: 260 });
    title.anchor.set(0.5);
    title.y = 40;
    card.addChild(title);
    this.dots = [-24, 0, 24].map((x) => {
      const dot = new Graphics().circle(0, 0, 6).fill(PALETTE.gold);
      dot.position.set(x, 82);
      card.addChild(dot);
      return dot;
    });
    this.root.addChild(card);
  }

  override update(deltaMs: number): void {
    this.clock += deltaMs;
    this.particles?.update(deltaMs);
    this.dots.forEach((dot, i) => {
      const s = 0.7 + 0.5 * Math.max(0, Math.sin(this.clock / 220 - i * 0.9));
      dot.scale.set(s);
    });
  }
}

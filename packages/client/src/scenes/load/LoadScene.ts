import { Container, Graphics, Sprite, type Text, type Texture } from 'pixi.js';
import { barPercent } from '../../model/loadBar';
import { CLIENT } from '../../config';
import { ridge, sky } from '../common/backdrop';
import { css, PALETTE } from '../common/palette';
import { isNewYear, ParticleField } from '../common/particles';
import { text } from '../common/text';
import { Scene, type View } from '../Scene';

const BAR_HEIGHT = 18;

/**
 * The loading screen of SPEC §2: background, the title in the player's language, a bar 263
 * wide that starts at 10% and shows progress p as 10 + 0.9p, the text 'loading N%', the age-12
 * badge where the platform asks for it, and sparks (snow at New Year) for 15 s.
 */
export class LoadScene extends Scene {
  private fill: Graphics | null = null;
  private label: Text | null = null;
  private particles: ParticleField | null = null;
  private percent = 0;
  private emblem: Texture | null = null;
  private tip = 0;

  override async prepare(): Promise<void> {
    this.percent = this.ctx.loadPercent();
    this.tip = Math.floor(this.ctx.now().getTime() / 1000);
    this.emblem = await this.ctx.icon('crossed-swords', css(PALETTE.gold), 72).catch(() => null);
  }

  override mount(view: View): void {
    super.mount(view);
    this.listen(this.ctx.bus.on('load:progress', ({ percent }) => this.setProgress(percent)));
  }

  protected build(): void {
    const { width, height } = this.view;
    const t = this.ctx.t;
    this.root.addChild(sky(width, height, 0x1b2440, 0x6b3b2a));
    this.root.addChild(ridge(width, height * 0.72, height, height * 0.16, 0x3a2a35, 11, 6));
    this.root.addChild(ridge(width, height * 0.84, height, height * 0.1, 0x21161a, 23, 9));

    this.particles ??= this.persistent(
      new ParticleField(isNewYear(this.ctx.now()) ? 'snow' : 'sparks', this.view),
    );
    this.particles.resize(this.view);
    this.root.addChild(this.particles);

    const centre = new Container();
    centre.position.set(width / 2, height * 0.42);
    this.root.addChild(centre);
    if (this.emblem) {
      const emblem = new Sprite(this.emblem);
      emblem.anchor.set(0.5);
      emblem.width = emblem.height = 72;
      emblem.y = -120;
      centre.addChild(emblem);
    }
    const title = text('title', t('app.title'), 54, { wrap: width - 60 });
    title.anchor.set(0.5);
    title.y = -40;
    centre.addChild(title);

    const frame = new Graphics()
      .roundRect(-CLIENT.loadBarWidth / 2 - 6, 34, CLIENT.loadBarWidth + 12, BAR_HEIGHT + 12, 15)
      .fill(PALETTE.frame)
      .roundRect(-CLIENT.loadBarWidth / 2 - 6, 34, CLIENT.loadBarWidth + 12, BAR_HEIGHT + 12, 15)
      .stroke({ color: PALETTE.gold, width: 2 });
    centre.addChild(frame);
    this.fill = new Graphics();
    this.fill.position.set(-CLIENT.loadBarWidth / 2, 40);
    centre.addChild(this.fill);

    this.label = text('label', '', 20);
    this.label.anchor.set(0.5);
    this.label.y = 84;
    centre.addChild(this.label);

    const tips = t('loading.tips', { returnObjects: true }) as unknown as string[];
    const tip = text('body', tips[this.tip % tips.length] ?? '', 17, {
      fill: PALETTE.parchment,
      fontStyle: 'italic',
      wrap: width - 120,
    });
    tip.anchor.set(0.5, 0);
    tip.y = 120;
    centre.addChild(tip);

    if (this.ctx.traits.ageBadge) this.root.addChild(this.ageBadge(width));
    this.setProgress(this.percent);
  }

  override update(deltaMs: number): void {
    this.particles?.update(deltaMs);
  }

  private ageBadge(width: number): Container {
    const badge = new Container();
    badge.position.set(width - 52, 46);
    badge.addChild(
      new Graphics()
        .circle(0, 0, 28)
        .fill(PALETTE.frame)
        .circle(0, 0, 28)
        .stroke({ color: PALETTE.parchment, width: 3 }),
    );
    const label = text('number', this.ctx.t('loading.age'), 20);
    label.anchor.set(0.5);
    badge.addChild(label);
    badge.label = 'age-badge';
    return badge;
  }

  private setProgress(percent: number): void {
    this.percent = Math.max(this.percent, percent);
    const shown = barPercent(this.percent);
    const w = (CLIENT.loadBarWidth * shown) / 100;
    this.fill
      ?.clear()
      .roundRect(0, 0, w, BAR_HEIGHT, BAR_HEIGHT / 2)
      .fill(PALETTE.gold)
      .roundRect(0, 2, w, BAR_HEIGHT / 2 - 2, BAR_HEIGHT / 4)
      .fill({ color: PALETTE.goldLight, alpha: 0.7 });
    if (this.label) {
      this.label.text = this.ctx.t('loading.progress', { percent: Math.round(shown) });
    }
  }
}

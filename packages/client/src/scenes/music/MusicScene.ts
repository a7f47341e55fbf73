import { Container, Graphics, Sprite, type Text, type Texture } from 'pixi.js';
import { sky } from '../common/backdrop';
import { titleBanner } from '../common/banner';
import { parchmentPanel } from '../common/panel';
import { css, PALETTE } from '../common/palette';
import { text } from '../common/text';
import { Scene } from '../Scene';

const BARS = 16;

/**
 * Music of the road: the road's track (SPEC §9, by stair and markers) as the game's music player
 * plays it, with a lyre and a bar visualiser that follows the notes. Silent (and saying so) when
 * sound is off or the tab is hidden.
 */
export class MusicScene extends Scene {
  private lyre: Texture | null = null;
  private bars: Graphics[] = [];
  private levels = new Array<number>(BARS).fill(0);
  private status: Text | null = null;

  override async prepare(): Promise<void> {
    this.listen(this.ctx.music.onNote((semitone) => this.onNote(semitone)));
    [this.lyre] = await Promise.all([
      this.ctx.icon('harp', css(PALETTE.gold), 140).catch(() => null),
      // Starting the engine here keeps the first note on the beat.
      this.ctx.sound.music(),
    ]);
  }

  protected build(): void {
    const { width, height } = this.view;
    const t = this.ctx.t;
    this.root.addChild(sky(width, height, 0x1d1636, 0x5b3a5e));
    this.root.addChild(titleBanner(width, t('scenes.music.title'), null));
    if (this.lyre) {
      const lyre = new Sprite(this.lyre);
      lyre.anchor.set(0.5);
      lyre.width = lyre.height = 140;
      lyre.position.set(width / 2, height * 0.3);
      this.root.addChild(lyre);
    }
    const eq = new Container();
    const barWidth = (width - 120) / BARS;
    this.bars = Array.from({ length: BARS }, (_, i) => {
      const b = new Graphics().roundRect(0, -100, barWidth - 6, 100, 4).fill(PALETTE.gold);
      b.position.set(60 + i * barWidth, height * 0.58);
      b.scale.y = 0.05;
      eq.addChild(b);
      return b;
    });
    this.root.addChild(eq);

    const card = new Container();
    const panel = parchmentPanel(width - 100, 80, 16);
    card.addChild(panel);
    this.status = text('heading', '', 20, { wrap: panel.width - 40 });
    this.status.anchor.set(0.5);
    this.status.position.set(panel.width / 2, 40);
    card.addChild(this.status);
    card.position.set(50, height * 0.64);
    this.root.addChild(card);
    this.refreshStatus();
  }

  override update(deltaMs: number): void {
    this.levels = this.levels.map((v) => v * Math.exp(-deltaMs / 350));
    this.bars.forEach((b, i) => (b.scale.y = 0.05 + (this.levels[i] ?? 0) * 0.95));
  }

  private refreshStatus(): void {
    if (!this.status) return;
    const t = this.ctx.t;
    const tune = this.ctx.music.current;
    this.status.text =
      this.ctx.sound.silent || !tune
        ? t('scenes.music.muted')
        : t('scenes.music.playing', { track: t(`scenes.music.tracks.${tune.key}`) });
  }

  private onNote(semitone: number): void {
    const centre = Math.round(((semitone + 12) / 30) * (BARS - 1));
    this.levels = this.levels.map((v, i) =>
      Math.max(v, Math.max(0, 1 - Math.abs(i - centre) / 4) * (0.6 + 0.4 * Math.random())),
    );
    this.refreshStatus();
  }
}

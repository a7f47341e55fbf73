import { Sprite, type Text, type Texture } from 'pixi.js';
import { ridge, sky } from '../common/backdrop';
import { css, PALETTE } from '../common/palette';
import { text } from '../common/text';
import type { SceneKey, SceneParams } from '../../model/scenes';
import { Scene, type View } from '../Scene';

/**
 * Shown when a scene's code did not arrive (a dropped connection mid-load, a deploy replacing
 * files): it says the road is being repaired and counts the retries, which go on until the
 * code arrives (SPEC §8).
 */
export class BootFixScene extends Scene<SceneParams['bootFix']> {
  private failed: SceneKey | null = null;
  private attempt = 1;
  private attemptText: Text | null = null;
  private icon: Texture | null = null;

  override async prepare(params: SceneParams['bootFix']): Promise<void> {
    this.failed = params.failed;
    this.icon = await this.ctx.icon('broken-shield', css(PALETTE.gold), 80).catch(() => null);
  }

  override mount(view: View): void {
    super.mount(view);
    this.listen(
      this.ctx.bus.on('scene:retry', ({ key, attempt }) => {
        if (key !== this.failed) return;
        this.attempt = attempt;
        if (this.attemptText)
          this.attemptText.text = this.ctx.t('scenes.bootFix.attempt', { attempt });
      }),
    );
  }

  protected build(): void {
    const { width, height } = this.view;
    const t = this.ctx.t;
    this.root.addChild(sky(width, height, 0x141a2c, 0x3b2a22));
    this.root.addChild(ridge(width, height * 0.8, height, height * 0.12, 0x1c1418, 5));
    if (this.icon) {
      const icon = new Sprite(this.icon);
      icon.anchor.set(0.5);
      icon.width = icon.height = 80;
      icon.position.set(width / 2, height * 0.3);
      this.root.addChild(icon);
    }
    const title = text('title', t('scenes.bootFix.title'), 36, { wrap: width - 60 });
    title.anchor.set(0.5);
    title.position.set(width / 2, height * 0.42);
    const body = text('body', t('scenes.bootFix.text'), 20, {
      fill: PALETTE.parchment,
      wrap: width - 100,
    });
    body.anchor.set(0.5, 0);
    body.position.set(width / 2, height * 0.48);
    this.attemptText = text('label', t('scenes.bootFix.attempt', { attempt: this.attempt }), 18);
    this.attemptText.anchor.set(0.5, 0);
    this.attemptText.position.set(width / 2, height * 0.58);
    this.root.addChild(title, body, this.attemptText);
  }
}

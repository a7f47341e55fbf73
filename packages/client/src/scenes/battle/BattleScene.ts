import { Container, Graphics, Sprite, type Texture } from 'pixi.js';
import { ridge, sky } from '../common/backdrop';
import { titleBanner } from '../common/banner';
import { parchmentPanel } from '../common/panel';
import { css, PALETTE } from '../common/palette';
import { text } from '../common/text';
import { portraitToken } from '../common/token';
import type { SceneParams } from '../keys';
import { Scene } from '../Scene';

/**
 * The battlefield (first version): a stone ring under a stormy sky with the player's squad on
 * its near side. Without a battle it says so and points back to the road; with one it names the
 * battle the player is in. Moves, hits and effects arrive with the battle's game content.
 */
export class BattleScene extends Scene<SceneParams['battle']> {
  private battleId: number | null = null;
  private swords: Texture | null = null;
  private faces: Array<Texture | null> = [];
  private clock = 0;
  private glow: Graphics | null = null;

  override async prepare(params: SceneParams['battle']): Promise<void> {
    this.battleId = params.battleId;
    const squad =
      this.ctx
        .player()
        ?.creatures.filter((c) => c.combative)
        .slice(0, 6) ?? [];
    [this.swords, ...this.faces] = await Promise.all([
      this.ctx.icon('crossed-swords', css(PALETTE.gold), 96).catch(() => null),
      ...squad.map((c) => this.ctx.portrait(`creature-${c.id}`).catch(() => null)),
    ]);
  }

  protected build(): void {
    const { width, height, bottomInset } = this.view;
    const t = this.ctx.t;
    this.root.addChild(sky(width, height, 0x2c3446, 0x8c6a4a));
    this.root.addChild(ridge(width, height * 0.38, height, height * 0.1, 0x3d3a44, 31, 7));
    // The stone ring seen from above at an angle: as wide as the view, a third as deep.
    const centreY = Math.max(height * 0.55, 330);
    const field = new Graphics()
      .ellipse(width / 2, centreY, width * 0.46, width * 0.24)
      .fill(0x6b6151)
      .ellipse(width / 2, centreY, width * 0.42, width * 0.2)
      .fill(0x8b7d62)
      .ellipse(width / 2, centreY, width * 0.46, width * 0.24)
      .stroke({ color: PALETTE.frame, width: 6 });
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * Math.PI * 2;
      field
        .circle(width / 2 + Math.cos(a) * width * 0.44, centreY + Math.sin(a) * width * 0.22, 7)
        .fill(0x5a5044);
    }
    this.root.addChild(field);
    this.glow = new Graphics();
    for (let r = 90; r > 10; r -= 16)
      this.glow.circle(0, 0, r).fill({ color: PALETTE.goldLight, alpha: 0.07 });
    this.glow.position.set(width / 2, centreY);
    this.root.addChild(this.glow);
    if (this.swords) {
      const swords = new Sprite(this.swords);
      swords.anchor.set(0.5);
      swords.width = swords.height = 96;
      swords.position.set(width / 2, centreY);
      swords.alpha = this.battleId === null ? 0.55 : 1;
      this.root.addChild(swords);
    }
    this.root.addChild(titleBanner(width, t('scenes.battle.title'), null));

    const card = new Container();
    const panel = parchmentPanel(width - 80, this.battleId === null ? 120 : 76, 18);
    card.addChild(panel);
    const heading = text(
      'heading',
      this.battleId === null
        ? t('scenes.battle.none')
        : t('scenes.battle.pending', { id: this.battleId }),
      24,
      { wrap: width - 120 },
    );
    heading.anchor.set(0.5, 0);
    heading.position.set(panel.width / 2, 22);
    card.addChild(heading);
    if (this.battleId === null) {
      const hint = text('body', t('scenes.battle.noneHint'), 17, { wrap: width - 130 });
      hint.anchor.set(0.5, 0);
      hint.position.set(panel.width / 2, 62);
      card.addChild(hint);
    }
    card.position.set(40, height * 0.14);
    this.root.addChild(card);

    const radius = 34;
    const gap = radius * 2 + 12;
    const start = width / 2 - ((this.faces.length - 1) * gap) / 2;
    this.faces.forEach((face, i) => {
      const token = portraitToken(face, radius);
      token.position.set(start + i * gap, centreY + width * 0.12);
      this.root.addChild(token);
    });
    if (this.faces.length > 0) {
      const label = text('label', t('scenes.battle.yourSquad'), 16);
      label.anchor.set(0.5, 0);
      label.position.set(
        width / 2,
        Math.min(centreY + width * 0.12 + 48, height - bottomInset - 30),
      );
      this.root.addChild(label);
    }
  }

  override update(deltaMs: number): void {
    this.clock += deltaMs;
    if (this.glow) this.glow.scale.set(1 + Math.sin(this.clock / 500) * 0.08);
  }
}

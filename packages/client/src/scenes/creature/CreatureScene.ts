import type { CreatureDto } from '@heroroad/protocol';
import { Container, Graphics, Sprite, type Texture } from 'pixi.js';
import { sky } from '../common/backdrop';
import { titleBanner } from '../common/banner';
import { bar, parchmentPanel } from '../common/panel';
import { css, PALETTE } from '../common/palette';
import { text } from '../common/text';
import { portraitToken } from '../common/token';
import type { SceneParams } from '../keys';
import { Scene } from '../Scene';

const SKILLS = [
  { type: 'ATTACK', key: 'attack', color: 0xe0463a },
  { type: 'DEFENCE', key: 'defence', color: 0x58a6ff },
  { type: 'HEALTH', key: 'health', color: 0x4caf50 },
] as const;

/**
 * The heroes (first version): a card per creature with its face, name, level and the attack,
 * defence and health bars; the creature the scene was opened for comes first.
 */
export class CreatureScene extends Scene<SceneParams['creature']> {
  private creatures: CreatureDto[] = [];
  private faces = new Map<number, Texture | null>();
  private banner: Texture | null = null;
  private emptyIcon: Texture | null = null;

  override async prepare(params: SceneParams['creature']): Promise<void> {
    const all = [...(this.ctx.player()?.creatures ?? [])].sort((a, b) => a.order - b.order);
    const first = all.findIndex((c) => c.id === params.creatureId);
    if (first > 0) all.unshift(...all.splice(first, 1));
    this.creatures = all.slice(0, 12);
    const [banner, empty, ...faces] = await Promise.all([
      this.ctx.icon('visored-helm', css(PALETTE.frame), 34).catch(() => null),
      this.ctx.icon('visored-helm', css(PALETTE.parchment), 120).catch(() => null),
      ...this.creatures.map((c) => this.ctx.portrait(`creature-${c.id}`).catch(() => null)),
    ]);
    this.banner = banner;
    this.emptyIcon = empty;
    this.creatures.forEach((c, i) => this.faces.set(c.id, faces[i] ?? null));
  }

  protected build(): void {
    const { width, height } = this.view;
    const t = this.ctx.t;
    // The heroes' hall: plank walls, two torches' glow and a stone floor.
    this.root.addChild(sky(width, height, 0x3b2a22, 0x7a5334));
    const hall = new Graphics();
    for (let x = 0; x < width; x += 50)
      hall.rect(x, 0, 2, height * 0.72).fill({ color: 0, alpha: 0.18 });
    for (const x of [40, width - 40]) {
      for (let r = 150; r > 10; r -= 14) {
        hall.circle(x, height * 0.3, r).fill({ color: 0xffb347, alpha: 0.035 });
      }
      hall.rect(x - 4, height * 0.3 + 8, 8, 40).fill(0x2a1d12);
      hall
        .ellipse(x, height * 0.3, 9, 14)
        .fill(0xffa53a)
        .ellipse(x, height * 0.3 + 3, 5, 8)
        .fill(0xfff0b0);
    }
    hall.rect(0, height * 0.72, width, height * 0.28).fill(0x3a2e26);
    for (let x = -20; x < width; x += 90) {
      hall.rect(x, height * 0.72, 86, height * 0.28).stroke({ color: 0x2a201a, width: 3 });
    }
    this.root.addChild(hall);
    this.root.addChild(titleBanner(width, t('scenes.creature.title'), this.banner));

    if (this.creatures.length === 0) {
      if (this.emptyIcon) {
        const icon = new Sprite(this.emptyIcon);
        icon.anchor.set(0.5);
        icon.width = icon.height = 120;
        icon.alpha = 0.8;
        icon.position.set(width / 2, height * 0.36);
        this.root.addChild(icon);
      }
      const title = text('title', t('scenes.creature.empty'), 30, { wrap: width - 60 });
      title.anchor.set(0.5, 0);
      title.position.set(width / 2, height * 0.46);
      const hint = text('body', t('scenes.creature.emptyHint'), 18, {
        fill: PALETTE.parchment,
        wrap: width - 100,
      });
      hint.anchor.set(0.5, 0);
      hint.position.set(width / 2, title.y + title.height + 12);
      this.root.addChild(title, hint);
      return;
    }

    const cardWidth = (width - 48) / 2;
    this.creatures.forEach((creature, i) => {
      const card = this.card(creature, cardWidth);
      card.position.set(16 + (i % 2) * (cardWidth + 16), 104 + Math.floor(i / 2) * 150);
      this.root.addChild(card);
    });
  }

  private card(creature: CreatureDto, width: number): Container {
    const t = this.ctx.t;
    const card = new Container();
    card.addChild(parchmentPanel(width, 138, 16));
    const token = portraitToken(this.faces.get(creature.id) ?? null, 30);
    token.position.set(44, 46);
    card.addChild(token);
    const name = text('heading', creature.name, 18, { align: 'left', wrap: width - 90 });
    name.position.set(84, 18);
    const level = text('body', t('scenes.creature.level', { level: creature.level }), 14, {
      align: 'left',
    });
    level.position.set(84, 44);
    card.addChild(name, level);
    SKILLS.forEach((skill, i) => {
      const s = creature.skills.find((k) => k.skillType === skill.type);
      const current = s?.valueCurrent ?? 0;
      const total = s?.valueTotal ?? 0;
      const label = text('body', `${t(`scenes.creature.${skill.key}`)} ${current}`, 12, {
        align: 'left',
      });
      label.position.set(16, 82 + i * 16);
      const b = bar(width - 120, 10, total > 0 ? current / total : 0, skill.color);
      b.position.set(104, 85 + i * 16);
      card.addChild(label, b);
    });
    return card;
  }
}

import type { CreatureDto } from '@heroroad/protocol';
import { WARRIOR_CLASS_DEFS, isWarriorClass, pickText, rankName } from '@heroroad/rules';
import { Circle, Container, Graphics, Sprite, type Texture } from 'pixi.js';
import { sky } from '../common/backdrop';
import { titleBanner } from '../common/banner';
import { heroFace } from '../common/faces';
import { css, PALETTE } from '../common/palette';
import { text } from '../common/text';
import { portraitToken } from '../common/token';
import type { SceneParams } from '../../model/scenes';
import { Scene } from '../Scene';

/** The hall's torches flicker (ms per flicker cycle). */
const FLICKER_MS = 140;

/**
 * The heroes' hall: plank walls lit by two torches, the hero being looked at large with name,
 * class, rank and level, and every hero as a small token to pick from. The hero's page, the
 * squad, the shop and health are the React panel below (its tabs follow the same choice).
 */
export class CreatureScene extends Scene<SceneParams['creature']> {
  private creatures: CreatureDto[] = [];
  private selected: number | null = null;
  private readonly faces = new Map<string, Texture | null>();
  private banner: Texture | null = null;
  private emptyIcon: Texture | null = null;
  private flames: Graphics[] = [];
  private clock = 0;

  override async prepare(params: SceneParams['creature']): Promise<void> {
    this.selected = params.creatureId ?? null;
    this.readCreatures();
    this.listen(
      this.ctx.bus.on('creature:select', ({ creatureId }) => {
        if (creatureId === this.selected) return;
        this.selected = creatureId;
        this.rebuild();
      }),
    );
    [this.banner, this.emptyIcon] = await Promise.all([
      this.ctx.icon('visored-helm', css(PALETTE.frame), 34).catch(() => null),
      this.ctx.icon('visored-helm', css(PALETTE.parchment), 120).catch(() => null),
    ]);
  }

  override onFirstFrame(): void {
    void this.loadFaces();
  }

  protected override onPlayerChanged(): void {
    this.readCreatures();
    void this.loadFaces();
  }

  private readCreatures(): void {
    this.creatures = [...(this.ctx.player()?.creatures ?? [])].sort(
      (a, b) => a.order - b.order || a.id - b.id,
    );
  }

  private async loadFaces(): Promise<void> {
    await Promise.all(
      this.creatures.map(async (c) => {
        if (!this.faces.has(c.identifier))
          this.faces.set(c.identifier, await heroFace(this.ctx, c.identifier));
      }),
    );
    if (!this.root.destroyed) this.rebuild();
  }

  protected build(): void {
    const { width, height } = this.view;
    const t = this.ctx.t;
    this.root.addChild(sky(width, height, 0x3b2a22, 0x7a5334));
    const hall = new Graphics();
    for (let x = 0; x < width; x += 50) hall.rect(x, 0, 2, height).fill({ color: 0, alpha: 0.18 });
    this.flames = [];
    for (const x of [40, width - 40]) {
      for (let r = 150; r > 10; r -= 14)
        hall.circle(x, 150, r).fill({ color: 0xffb347, alpha: 0.035 });
      hall.rect(x - 4, 158, 8, 40).fill(0x2a1d12);
      const flame = new Graphics()
        .ellipse(0, 0, 9, 14)
        .fill(0xffa53a)
        .ellipse(0, 3, 5, 8)
        .fill(0xfff0b0);
      flame.position.set(x, 150);
      this.flames.push(flame);
    }
    this.root.addChild(hall, ...this.flames);
    this.root.addChild(titleBanner(width, t('scenes.creature.title'), this.banner));

    const hero = this.creatures.find((c) => c.id === this.selected) ?? this.creatures[0];
    if (!hero) {
      this.empty(width, height);
      return;
    }
    const big = portraitToken(
      this.faces.get(hero.identifier) ?? null,
      62,
      hero.identifier.startsWith('vip_') ? 0xb36bff : PALETTE.gold,
    );
    big.position.set(100, 196);
    this.root.addChild(big);
    const cls = isWarriorClass(hero.warriorClass)
      ? pickText(WARRIOR_CLASS_DEFS[hero.warriorClass].name, this.ctx.lang())
      : hero.warriorClass;
    const name = text('title', hero.name, 28, { align: 'left', wrap: width - 200 });
    name.position.set(184, 128);
    const line = text('label', `${cls} · ${pickText(rankName(hero.rank), this.ctx.lang())}`, 17, {
      wrap: width - 200,
    });
    line.position.set(186, name.y + name.height + 4);
    const level = text('label', t('scenes.creature.level', { level: hero.level }), 17);
    level.position.set(186, line.y + line.height + 4);
    this.root.addChild(name, line, level);

    const row = new Container();
    const gap = Math.min(56, (width - 40) / Math.max(1, this.creatures.length));
    this.creatures.forEach((c, i) => {
      const token = portraitToken(
        this.faces.get(c.identifier) ?? null,
        20,
        c.id === hero.id ? PALETTE.goldLight : PALETTE.gold,
      );
      if (c.id === hero.id)
        token.addChildAt(
          new Graphics().circle(0, 0, 28).fill({ color: PALETTE.goldLight, alpha: 0.35 }),
          0,
        );
      if (!c.combative) token.alpha = 0.6;
      token.position.set(i * gap, 0);
      token.eventMode = 'static';
      token.cursor = 'pointer';
      token.hitArea = new Circle(0, 0, 26);
      token.on('pointertap', () => this.ctx.bus.emit('creature:select', { creatureId: c.id }));
      row.addChild(token);
    });
    row.position.set(width / 2 - ((this.creatures.length - 1) * gap) / 2, 296);
    this.root.addChild(row);
  }

  private empty(width: number, height: number): void {
    const t = this.ctx.t;
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
    this.root.addChild(title);
  }

  override update(deltaMs: number): void {
    this.clock += deltaMs;
    this.flames.forEach((f, i) =>
      f.scale.set(1 + Math.sin(this.clock / FLICKER_MS + i * 2) * 0.08),
    );
  }
}

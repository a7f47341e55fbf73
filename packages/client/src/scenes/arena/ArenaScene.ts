import { LEAGUES, LEVEL_GATES, pickText } from '@heroroad/rules';
import { Container, Graphics, Sprite, type Texture } from 'pixi.js';
import { sky } from '../common/backdrop';
import { titleBanner } from '../common/banner';
import { parchmentPanel, plate } from '../common/panel';
import { css, PALETTE } from '../common/palette';
import { text } from '../common/text';
import { Scene } from '../Scene';

/** SPEC §9: the arena itself opens at level 8. */
const ARENA_LEVEL = LEVEL_GATES.arena;

/** League colours from Novice to Champions (SPEC §3: leagues 1 to 9). */
const LEAGUE_COLORS = [
  0x8d8d8d, 0xa0703c, 0x7d8790, 0xb07a3c, 0xc8ccd2, 0xe8b64a, 0x7fd3f0, 0x9b59b6, 0xe0463a,
];

/**
 * The arena's backdrop: the ladder of the nine leagues, Novice at the bottom, Champions on top.
 * Below level 8 it stands behind a lock with the level it opens at; from level 8 the arena's
 * panel (`ui/arena/ArenaChrome`) lies over it.
 */
export class ArenaScene extends Scene {
  private laurel: Texture | null = null;
  private lock: Texture | null = null;
  private banner: Texture | null = null;

  override async prepare(): Promise<void> {
    [this.laurel, this.lock, this.banner] = await Promise.all([
      this.ctx.icon('laurel-crown', '#ffffff', 30).catch(() => null),
      this.ctx.icon('padlock', css(PALETTE.parchment), 64).catch(() => null),
      this.ctx.icon('crossed-swords', css(PALETTE.frame), 34).catch(() => null),
    ]);
  }

  protected build(): void {
    const { width, height, bottomInset } = this.view;
    const t = this.ctx.t;
    const level = this.ctx.player()?.level ?? 0;
    const locked = level < ARENA_LEVEL;
    this.root.addChild(sky(width, height, 0x3a1f1a, 0xb36b3c));
    this.root.addChild(titleBanner(width, t('scenes.arena.title'), this.banner));

    const leagues = LEAGUES.map((l) => pickText(l.name, this.ctx.lang()));
    const top = 100;
    const available = height - bottomInset - top - 20;
    const step = Math.min(58, available / leagues.length);
    const ladder = new Container();
    leagues.forEach((name, i) => {
      const row = new Container();
      const w = width * (0.62 + (i / leagues.length) * 0.22);
      const g = new Graphics()
        .roundRect(-w / 2, 0, w, step - 8, 10)
        .fill(PALETTE.frame)
        .roundRect(-w / 2 + 3, 3, w - 6, step - 14, 8)
        .fill(LEAGUE_COLORS[i] ?? PALETTE.gold);
      row.addChild(g);
      if (this.laurel) {
        const icon = new Sprite(this.laurel);
        icon.anchor.set(0.5);
        icon.width = icon.height = Math.min(30, step - 18);
        icon.position.set(-w / 2 + 26, (step - 8) / 2);
        row.addChild(icon);
      }
      const label = text('label', `${i + 1}. ${name}`, Math.min(20, step * 0.4));
      label.anchor.set(0.5);
      label.position.set(0, (step - 8) / 2);
      row.addChild(label);
      row.position.set(width / 2, top + (leagues.length - 1 - i) * step);
      ladder.addChild(row);
    });
    this.root.addChild(ladder);

    const note = locked ? t('scenes.arena.locked', { level: ARENA_LEVEL }) : t('scenes.arena.open');
    if (locked) {
      ladder.alpha = 0.45;
      const card = new Container();
      const panel = parchmentPanel(width - 120, 160, 18);
      card.addChild(panel);
      if (this.lock) {
        const lock = new Sprite(this.lock);
        lock.anchor.set(0.5);
        lock.width = lock.height = 56;
        lock.tint = PALETTE.ink;
        lock.position.set(panel.width / 2, 50);
        card.addChild(lock);
      }
      const label = text('heading', note, 22, { wrap: panel.width - 40 });
      label.anchor.set(0.5, 0);
      label.position.set(panel.width / 2, 92);
      card.addChild(label);
      card.position.set(60, top + available / 2 - 80);
      this.root.addChild(card);
    } else {
      const label = text('label', note, 18);
      const back = plate(label.width + 30, 34);
      back.position.set((width - back.width) / 2, top + available - 10);
      label.anchor.set(0.5);
      label.position.set(width / 2, back.y + 17);
      this.root.addChild(back, label);
    }
  }
}

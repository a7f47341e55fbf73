import { Circle, Container, Graphics, Sprite, type Texture } from 'pixi.js';
import type { IconName } from '../../assets/iconNames';
import { PALETTE } from '../common/palette';
import { text } from '../common/text';
import { portraitToken } from '../common/token';
import type { Unit } from '../../model/battle';
import { prefersReducedMotion } from '../../platform/motion';
import { monsterFigure } from './monsterFigure';

export type Mark = 'attacker' | 'defender' | 'ready' | 'target' | null;

const EFFECT_ICON: Readonly<Record<string, { icon: IconName; color: string }>> = {
  FROZEN: { icon: 'snowflake-1', color: '#9fe3ff' },
  BURNING: { icon: 'flame', color: '#ffab40' },
  POISONED: { icon: 'poison-bottle', color: '#8cff6b' },
};

/** Icon textures the token draws (already loaded, or null for none yet). */
export type TokenIcons = (name: IconName, color: string) => Texture | null;

/**
 * One creature in its row: a round portrait (a hero's face, a monster's figure) framed gold for
 * the player's side and red for the foe, its level, its health bar with the preview's ghost,
 * its lasting effects above it and a ward's egg beside it. The bar and the frost or fire tint
 * are redrawn as the replay moves on.
 */
export class UnitToken extends Container {
  readonly body = new Container();
  private readonly ring = new Graphics();
  private readonly bar = new Graphics();
  private readonly badges = new Container();
  private readonly wash = new Graphics();
  private health: number;
  private ghost: number | null = null;
  private blink = 0;
  /** Asked for less motion: the turn's ring and a burn's wash hold steady instead of blinking. */
  private readonly still = prefersReducedMotion();

  /** `face` is a hero's portrait, or with `emblem` a monster's (drawn with its silhouette). */
  constructor(
    public unit: Unit,
    face: Texture | null,
    readonly radius: number,
    private readonly icons: TokenIcons,
    emblem: boolean,
    name: string,
    labelWidth = Math.max(96, radius * 2 + 30),
  ) {
    super();
    this.health = unit.health;
    const frame = unit.team === 0 ? PALETTE.gold : PALETTE.ruby;
    const token = portraitToken(face, radius, frame, !emblem);
    this.body.addChild(this.ring);
    // A monster is a figure: its silhouette (ears, horns, wings) behind its portrait; until
    // the portrait arrives, a body in its trait's colour fills the ring.
    const figure = emblem ? monsterFigure(unit.warriorClass, radius) : null;
    if (figure) this.body.addChild(figure.behind);
    this.body.addChild(token);
    if (figure && !face) this.body.addChild(figure.body);
    this.body.addChild(this.wash);
    if (unit.boss) {
      const crown = icons('crowned-skull', '#f1cf6b');
      if (crown) {
        const c = new Sprite(crown);
        c.anchor.set(0.5, 1);
        c.width = c.height = radius * 0.8;
        c.position.set(0, -radius - 2);
        this.body.addChild(c);
      }
    }
    const level = new Container();
    const n = text('number', String(unit.level), unit.level > 99 ? 9 : 12);
    n.anchor.set(0.5);
    const disc = new Graphics().circle(0, 0, 12).fill(PALETTE.frame);
    level.addChild(disc.circle(0, 0, 12).stroke({ color: frame, width: 2 }), n);
    level.position.set(-radius * 0.78, radius * 0.72);
    this.body.addChild(level);
    // The name wraps within the token's own column so neighbours' names never overlap.
    const label = text('label', name, 12, { wrap: labelWidth, align: 'center' });
    label.anchor.set(0.5, 0);
    label.position.set(0, radius + 24);
    this.addChild(this.body, this.bar, this.badges, label);
    this.eventMode = 'static';
    this.cursor = 'pointer';
    this.hitArea = new Circle(0, 0, radius + 10);
    this.refresh();
  }

  /** The unit's state after a move: effects, ward and whether it still stands. */
  setUnit(unit: Unit): void {
    this.unit = unit;
    this.refresh();
  }

  /** Health shown on the bar (animated by the replay). */
  setHealth(health: number): void {
    this.health = Math.max(0, Math.min(this.unit.maxHealth, health));
    this.drawBar();
  }

  get shownHealth(): number {
    return this.health;
  }

  /** The preview: what this creature's health would be after the chosen hit. */
  setGhost(after: number | null): void {
    this.ghost = after;
    this.drawBar();
  }

  setMark(mark: Mark): void {
    const r = this.radius;
    this.ring.clear();
    if (mark === 'attacker')
      this.ring.circle(0, 0, r + 9).stroke({ color: PALETTE.goldLight, width: 5 });
    if (mark === 'defender') this.ring.circle(0, 0, r + 9).stroke({ color: 0xff5a4a, width: 5 });
    if (mark === 'ready')
      this.ring.circle(0, 0, r + 8).stroke({ color: PALETTE.goldLight, width: 2, alpha: 0.7 });
    if (mark === 'target')
      this.ring.circle(0, 0, r + 8).stroke({ color: PALETTE.emerald, width: 4 });
  }

  /** Blinks the ghost and the marks; frost and fire shimmer. */
  tick(deltaMs: number): void {
    if (this.ghost !== null) this.drawBar();
    if (this.still) return;
    this.blink += deltaMs;
    this.ring.alpha = 0.7 + 0.3 * Math.sin(this.blink / 160);
    if (this.unit.effects.includes('BURNING'))
      this.wash.alpha = 0.18 + 0.12 * Math.sin(this.blink / 70);
  }

  private refresh(): void {
    const r = this.radius;
    const alive = this.unit.health > 0;
    this.body.alpha = alive ? 1 : 0.38;
    this.body.rotation = alive ? 0 : -0.2;
    this.wash.clear();
    const frozen = this.unit.effects.includes('FROZEN');
    const burning = this.unit.effects.includes('BURNING');
    const poisoned = this.unit.effects.includes('POISONED');
    if (frozen) this.wash.circle(0, 0, r).fill({ color: 0x8fd8ff, alpha: 0.45 });
    else if (burning) this.wash.circle(0, 0, r).fill({ color: 0xff8a2a, alpha: 0.25 });
    else if (poisoned) this.wash.circle(0, 0, r).fill({ color: 0x6bdc4a, alpha: 0.22 });
    this.wash.alpha = 1;
    for (const child of this.badges.removeChildren()) child.destroy();
    const shown = this.unit.effects.map((e) => EFFECT_ICON[e]).filter((e) => e !== undefined);
    if (this.unit.ward) shown.push({ icon: 'egg-clutch', color: '#f1cf6b' });
    shown.forEach((e, i) => {
      const texture = this.icons(e.icon, e.color);
      if (!texture) return;
      const back = new Container();
      const s = new Sprite(texture);
      s.anchor.set(0.5);
      s.width = s.height = 16;
      back.addChild(new Graphics().circle(0, 0, 11).fill({ color: PALETTE.frame, alpha: 0.85 }), s);
      back.position.set((i - (shown.length - 1) / 2) * 24, -r - 14);
      this.badges.addChild(back);
    });
    this.drawBar();
  }

  private drawBar(): void {
    const r = this.radius;
    const w = r * 2 + 8;
    const h = 12;
    const x = -w / 2;
    const y = r + 10;
    const max = this.unit.maxHealth || 1;
    const f = this.health / max;
    this.bar.clear();
    this.bar.roundRect(x, y, w, h, 5).fill(PALETTE.frame);
    const color = f > 0.5 ? 0x4caf50 : f > 0.25 ? 0xf2c230 : 0xe0463a;
    if (f > 0) this.bar.roundRect(x + 2, y + 2, Math.max(4, (w - 4) * f), h - 4, 3).fill(color);
    if (this.ghost !== null && this.ghost < this.health) {
      const g0 = (w - 4) * (Math.max(0, this.ghost) / max);
      const g1 = (w - 4) * f;
      const alpha = 0.45 + 0.4 * Math.abs(Math.sin(this.blink / 180));
      this.bar
        .rect(x + 2 + g0, y + 2, Math.max(2, g1 - g0), h - 4)
        .fill({ color: 0xffffff, alpha });
    }
  }
}

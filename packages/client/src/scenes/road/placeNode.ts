import type { PlaceDto } from '@heroroad/protocol';
import { Circle, Container, Graphics, Sprite, type Texture } from 'pixi.js';
import type { PlaceView } from '../../model/placeState';
import type { IconName } from '../../assets/iconNames';
import { placeVariant } from '../common/iconMaps';
import { PALETTE } from '../common/palette';
import { stairBadge } from './badge';
import { worldY } from './world';

/** Textures a place may show, by the icon's name and colour. */
export type IconLookup = (name: IconName, color: string) => Texture | null;

export interface PlaceLook {
  readonly place: PlaceDto;
  readonly view: PlaceView;
  readonly icon: { icon: IconName; color: string };
  readonly selected: boolean;
}

const MARK = '#f3e6c4';

/**
 * A place beside the road: a pedestal (stone, stump or rock, steady per place) with the
 * game-icon of what it is (one of its kind's drawings, `placeIcon`), the guards' stair number
 * in its danger colour and shape, and small marks for its state: crossed swords while guarded, a skull where the squad fell back, a check mark or an hourglass once taken, a padlock
 * beyond the walked road. Gates stand on a larger pedestal under a watchtower.
 */
export function placeNode(look: PlaceLook, icons: IconLookup): Container {
  const { place, view, selected } = look;
  const node = new Container();
  node.label = `place-${place.id}`;
  const r = place.gate ? 36 : 30;
  const g = new Graphics();
  if (place.gate) {
    const tower = icons('stone-tower', '#8a8f96');
    if (tower) {
      const t = new Sprite(tower);
      t.anchor.set(0.5, 1);
      t.width = t.height = 70;
      t.position.set(0, -r + 8);
      t.alpha = 0.85;
      node.addChild(t);
    }
  }
  g.ellipse(0, r * 0.45, r * 1.15, r * 0.5).fill({ color: 0x000000, alpha: 0.28 });
  pedestal(g, r, place.gate ? 'stone' : PEDESTALS[placeVariant(place, 1) % PEDESTALS.length]!);
  if (place.gate) g.circle(0, 0, r).fill({ color: 0x000000, alpha: 0.18 });
  if (selected) g.circle(0, 0, r + 7).stroke({ color: PALETTE.goldLight, width: 4 });
  node.addChild(g);

  const icon = icons(look.icon.icon, look.icon.color);
  if (icon) {
    const sprite = new Sprite(icon);
    sprite.anchor.set(0.5);
    sprite.width = sprite.height = r * 1.3;
    node.addChild(sprite);
  }
  const dim = view.status === 'used' || view.status === 'locked' || view.status === 'empty';
  if (dim) node.alpha = 0.55;

  const mark = (name: IconName, x: number, y: number, color = MARK, size = 22) => {
    const texture = icons(name, color);
    if (!texture) return;
    const back = new Graphics().circle(x, y, size * 0.62).fill(PALETTE.frame);
    const s = new Sprite(texture);
    s.anchor.set(0.5);
    s.width = s.height = size * 0.8;
    s.position.set(x, y);
    node.addChild(back, s);
  };
  if (view.status === 'guarded') {
    mark('crossed-swords', -r * 0.8, r * 0.7, '#ff8a7a');
    if (place.battleLost) mark('death-skull', r * 0.8, r * 0.7);
  }
  if (view.status === 'used') mark(place.respawnAt ? 'hourglass' : 'check-mark', r * 0.8, r * 0.7);
  if (view.status === 'locked') mark('padlock', r * 0.8, r * 0.7);
  if (view.danger && place.guard) {
    const badge = stairBadge(place.guard.stair, view.danger, 14);
    badge.position.set(r * 0.78, -r * 0.78);
    node.addChild(badge);
  }
  node.position.set(place.posX, worldY(place.coordinate));
  node.eventMode = 'static';
  node.cursor = 'pointer';
  node.hitArea = new Circle(0, 0, r + 14);
  return node;
}

/** What a place stands on: a stone disc, an old stump or a mossy flat rock. */
type Pedestal = 'stone' | 'stump' | 'rock';
const PEDESTALS: readonly Pedestal[] = ['stone', 'stump', 'rock'];

function pedestal(g: Graphics, r: number, kind: Pedestal): void {
  if (kind === 'stump') {
    g.circle(0, 0, r + 4).fill(PALETTE.frame);
    g.circle(0, 0, r).fill(0x8a5a32);
    for (let k = r - 7; k > 4; k -= 7) g.circle(0, 0, k).stroke({ color: 0x5e3a1e, width: 2 });
    g.circle(0, -3, r - 5).fill({ color: 0xffd7a0, alpha: 0.12 });
    return;
  }
  if (kind === 'rock') {
    const points: number[] = [];
    for (let i = 0; i < 9; i++) {
      const a = (i / 9) * Math.PI * 2;
      const k = r * (i % 2 === 0 ? 1.06 : 0.94);
      points.push(Math.cos(a) * k, Math.sin(a) * k * 0.96);
    }
    g.poly(points).fill(0x7d8a6a).stroke({ color: PALETTE.frame, width: 4 });
    g.ellipse(-r * 0.35, -r * 0.55, r * 0.35, r * 0.16).fill({ color: 0x6f9a4a, alpha: 0.8 });
    g.circle(0, -3, r - 6).fill({ color: 0xffffff, alpha: 0.08 });
    return;
  }
  g.circle(0, 0, r + 4).fill(PALETTE.frame);
  g.circle(0, 0, r).fill(0x8a8f96);
  g.circle(0, -3, r - 5).fill({ color: 0xffffff, alpha: 0.1 });
}

/** The soft glow under a place the squad can use now. */
export function placeGlow(place: PlaceDto): Graphics {
  const glow = new Graphics();
  const r = place.gate ? 36 : 30;
  for (let k = r + 26; k > r; k -= 6)
    glow.circle(0, 0, k).fill({ color: PALETTE.goldLight, alpha: 0.07 });
  glow.position.set(place.posX, worldY(place.coordinate));
  glow.eventMode = 'none';
  return glow;
}

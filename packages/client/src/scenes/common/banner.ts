import { Container, Graphics, Sprite, type Texture } from 'pixi.js';
import { PALETTE } from './palette';
import { text } from './text';

/** The ribbon banner carrying a scene's title, with an optional icon at its left. */
export function titleBanner(width: number, title: string, icon: Texture | null): Container {
  const banner = new Container();
  const w = Math.min(width - 40, 460);
  const x = (width - w) / 2;
  const g = new Graphics();
  // Ribbon tails behind the banner.
  g.poly([x - 18, 34, x + 30, 34, x + 30, 78, x - 18, 78, x - 2, 56]).fill(PALETTE.goldDark);
  g.poly([x + w + 18, 34, x + w - 30, 34, x + w - 30, 78, x + w + 18, 78, x + w + 2, 56]).fill(
    PALETTE.goldDark,
  );
  g.roundRect(x, 22, w, 60, 12).fill(PALETTE.frame);
  g.roundRect(x + 4, 26, w - 8, 52, 10).fill(PALETTE.gold);
  g.roundRect(x + 8, 30, w - 16, 44, 8).stroke({ color: PALETTE.goldLight, width: 2 });
  banner.addChild(g);
  const label = text('heading', title, 26, { fill: PALETTE.frame });
  label.anchor.set(0.5);
  label.position.set(width / 2 + (icon ? 16 : 0), 52);
  banner.addChild(label);
  if (icon) {
    const sprite = new Sprite(icon);
    sprite.anchor.set(0.5);
    sprite.width = sprite.height = 34;
    sprite.position.set(label.x - label.width / 2 - 26, 52);
    banner.addChild(sprite);
  }
  return banner;
}

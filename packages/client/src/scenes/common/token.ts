import { Container, Graphics, Sprite, type Texture } from 'pixi.js';
import { PALETTE } from './palette';

/**
 * A round portrait token framed in a ring (art direction: the squad walks as round tokens).
 * Without a texture yet, the token shows its ring over a dark disc.
 */
export function portraitToken(
  texture: Texture | null,
  radius: number,
  ring: number = PALETTE.gold,
): Container {
  const token = new Container();
  token.addChild(
    new Graphics().circle(0, radius * 0.12, radius + 4).fill({ color: 0, alpha: 0.35 }),
  );
  token.addChild(new Graphics().circle(0, 0, radius + 4).fill(PALETTE.frame));
  if (texture) {
    const face = new Sprite(texture);
    face.anchor.set(0.5);
    face.width = face.height = radius * 2;
    const mask = new Graphics().circle(0, 0, radius).fill(0xffffff);
    face.mask = mask;
    token.addChild(face, mask);
  } else {
    token.addChild(new Graphics().circle(0, 0, radius).fill(PALETTE.frameLight));
  }
  token.addChild(new Graphics().circle(0, 0, radius + 1).stroke({ color: ring, width: 4 }));
  token.addChild(
    new Graphics()
      .arc(0, 0, radius - 3, Math.PI * 1.1, Math.PI * 1.6)
      .stroke({ color: 0xffffff, width: 2, alpha: 0.35 }),
  );
  return token;
}

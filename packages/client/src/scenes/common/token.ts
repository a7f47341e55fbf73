import { Container, Graphics, Sprite, type Texture } from 'pixi.js';
import { PALETTE } from './palette';

/**
 * A round portrait token framed in a ring (art direction: the squad walks as round tokens).
 * Without a texture yet, the token shows a drawn bust (head and shoulders) in the frame's
 * colours, so a slow link never leaves an empty disc.
 */
export function portraitToken(
  texture: Texture | null,
  radius: number,
  ring: number = PALETTE.gold,
  /** Draw a bust while the face is missing (false: the caller draws on a plain disc). */
  bust = true,
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
  } else if (bust) {
    token.addChild(placeholderBust(radius));
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

/** The stand-in for a face that has not loaded: a head and shoulders on the token's disc. */
export function placeholderBust(radius: number): Container {
  const bust = new Container();
  bust.addChild(new Graphics().circle(0, 0, radius).fill(PALETTE.frameLight));
  const mask = new Graphics().circle(0, 0, radius).fill(0xffffff);
  const figure = new Graphics()
    .circle(0, -radius * 0.22, radius * 0.36)
    .fill(0x8a6a44)
    .ellipse(0, radius * 0.86, radius * 0.8, radius * 0.58)
    .fill(0x8a6a44);
  figure.mask = mask;
  bust.addChild(figure, mask);
  return bust;
}

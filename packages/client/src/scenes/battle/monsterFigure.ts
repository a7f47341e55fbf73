import { WARRIOR_CLASS_DEFS, isWarriorClass, type Trait } from '@heroroad/rules';
import { Container, Graphics } from 'pixi.js';

/** The colour of a monster's body by what it does in battle: fire glows, venom is green… */
const TRAIT_BODY: Readonly<Record<Trait, { body: number; dark: number }>> = {
  HAMMER: { body: 0x8a5a3c, dark: 0x4a2c1c },
  FIRE: { body: 0xc8612c, dark: 0x6e2a10 },
  POISON: { body: 0x5f8a3a, dark: 0x2e4a1a },
  FREEZE: { body: 0x5f8fb0, dark: 0x2a4a62 },
  BLOCK: { body: 0x7c8088, dark: 0x3c4048 },
  LIFESTEAL: { body: 0x8c2f3e, dark: 0x46121c },
  NONE: { body: 0x6e5a44, dark: 0x3a2c1e },
};

/** Which silhouette a class wears behind its disc. */
type Shape = 'ears' | 'horns' | 'wings' | 'spikes';

const SHAPE_OF: Readonly<Record<string, Shape>> = {
  beast: 'ears',
  manticore: 'ears',
  shadow: 'ears',
  luck: 'ears',
  cyclop: 'horns',
  demon: 'horns',
  dragon: 'horns',
  serpent: 'horns',
  lizard: 'horns',
  troll: 'horns',
  fire: 'spikes',
  golem: 'spikes',
  chest: 'spikes',
  totem: 'spikes',
  wind: 'wings',
  phoenix: 'wings',
  angel: 'wings',
  sukkub: 'wings',
  vampire: 'wings',
};

export function traitOf(warriorClass: string): Trait {
  return isWarriorClass(warriorClass) ? WARRIOR_CLASS_DEFS[warriorClass].trait : 'NONE';
}

/**
 * A monster drawn as a creature rather than an emblem on a plain disc (art direction: warm and
 * readable): a body in its trait's colour, a silhouette by its kind behind it (ears, horns,
 * wings or spikes) drawn behind the token, and a belly light where its emblem sits.
 */
export function monsterFigure(
  warriorClass: string,
  radius: number,
): { behind: Container; body: Container } {
  const { body, dark } = TRAIT_BODY[traitOf(warriorClass)];
  const shape = SHAPE_OF[warriorClass] ?? (warriorClass.length % 2 ? 'horns' : 'ears');
  const r = radius;
  const g = new Graphics();
  if (shape === 'ears') {
    for (const side of [-1, 1]) {
      g.poly([side * r * 0.25, -r * 0.75, side * r * 0.95, -r * 1.25, side * r * 0.85, -r * 0.35])
        .fill(dark)
        .stroke({ color: 0x000000, width: 2, alpha: 0.35 });
    }
  } else if (shape === 'horns') {
    for (const side of [-1, 1]) {
      g.moveTo(side * r * 0.45, -r * 0.7)
        .quadraticCurveTo(side * r * 1.25, -r * 0.95, side * r * 1.05, -r * 1.45)
        .quadraticCurveTo(side * r * 0.9, -r * 1.0, side * r * 0.2, -r * 0.9)
        .closePath()
        .fill(0xe8dcc0)
        .stroke({ color: dark, width: 2 });
    }
  } else if (shape === 'wings') {
    for (const side of [-1, 1]) {
      g.ellipse(side * r * 1.05, -r * 0.15, r * 0.55, r * 0.9)
        .fill(dark)
        .stroke({ color: 0x000000, width: 2, alpha: 0.3 });
    }
  } else {
    for (let i = 0; i < 7; i++) {
      const a = -Math.PI / 2 + ((i - 3) * Math.PI) / 9;
      const x = Math.cos(a);
      const y = Math.sin(a);
      g.poly([
        x * r * 0.8 - y * r * 0.16,
        y * r * 0.8 + x * r * 0.16,
        x * r * 1.35,
        y * r * 1.35,
        x * r * 0.8 + y * r * 0.16,
        y * r * 0.8 - x * r * 0.16,
      ]).fill(dark);
    }
  }
  const behind = new Container();
  behind.addChild(g);
  // Inside the ring, which stays drawn over the edge.
  const front = new Container();
  front.addChild(new Graphics().circle(0, 0, r - 2).fill(body));
  front.addChild(
    new Graphics().ellipse(0, r * 0.18, r * 0.7, r * 0.6).fill({ color: 0xffffff, alpha: 0.16 }),
  );
  return { behind, body: front };
}

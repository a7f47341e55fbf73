import { PIXELS_PER_UNIT, STAIR_LENGTH, roadX, type StairColour } from '@heroroad/rules';
import { Container, Graphics, Sprite, type Texture } from 'pixi.js';
import { seeded } from '../common/backdrop';
import { PALETTE } from '../common/palette';
import type { Biome } from './biomes';
import { stairBadge } from './badge';
import { groundMark, prop, tree } from './scenery';

/** Half the road's width in virtual pixels; places stand 110 px from its middle. */
const ROAD_HALF = 44;
const STAIR_PX = STAIR_LENGTH * PIXELS_PER_UNIT;

/** World y of a coordinate: the road runs up the screen, so y falls as the coordinate grows. */
export const worldY = (coordinate: number) => -coordinate * PIXELS_PER_UNIT;

export interface ChunkLook {
  readonly biome: Biome;
  /** The stair's danger for the player (its milestone's colour), or null past the horizon. */
  readonly colour: StairColour | null;
  /** Beyond the walked road: shown under mist. */
  readonly locked: boolean;
  /** The first stair beyond the walked road begins with a barred gate. */
  readonly barrier: boolean;
  readonly padlock: Texture | null;
  /** The campfire where the road begins (the stair before the first). */
  readonly campfire: Texture | null;
}

/** Where the road begins: a wooden gate across it and a campfire beside it. */
function startGate(campfire: Texture | null): Container {
  const gate = new Container();
  const x = roadX(0);
  const g = new Graphics();
  g.rect(x - ROAD_HALF - 14, -40, 10, 64)
    .fill(0x6b4a2b)
    .stroke({ color: PALETTE.frame, width: 2 });
  g.rect(x + ROAD_HALF + 4, -40, 10, 64)
    .fill(0x6b4a2b)
    .stroke({ color: PALETTE.frame, width: 2 });
  g.roundRect(x - ROAD_HALF - 22, -50, (ROAD_HALF + 22) * 2, 14, 4)
    .fill(0x8a5a32)
    .stroke({ color: PALETTE.frame, width: 2 });
  gate.addChild(g);
  if (campfire) {
    const fire = new Sprite(campfire);
    fire.anchor.set(0.5, 1);
    fire.width = fire.height = 54;
    fire.position.set(x > 300 ? x - 150 : x + 150, 20);
    gate.addChild(fire);
  }
  // Ten units before the first stair.
  gate.position.set(0, -STAIR_PX + 40);
  return gate;
}

/** The road's surface between two coordinates, as one filled strip with its verges and ruts. */
function roadStrip(g: Graphics, from: number, to: number, origin: number, biome: Biome): void {
  const left: number[] = [];
  const right: number[] = [];
  const verge: number[] = [];
  const vergeRight: number[] = [];
  for (let c = from; c <= to; c += 2) {
    const x = roadX(c);
    const y = worldY(c) - origin;
    left.push(x - ROAD_HALF, y);
    right.unshift(x + ROAD_HALF, y);
    verge.push(x - ROAD_HALF - 9, y);
    vergeRight.unshift(x + ROAD_HALF + 9, y);
  }
  g.poly([...verge, ...vergeRight]).fill(biome.roadEdge);
  g.poly([...left, ...right]).fill(biome.road);
  for (const side of [-0.45, 0.45]) {
    g.moveTo(roadX(from) + ROAD_HALF * side, worldY(from) - origin);
    for (let c = from + 2; c <= to; c += 2)
      g.lineTo(roadX(c) + ROAD_HALF * side, worldY(c) - origin);
    g.stroke({ color: biome.roadEdge, width: 3, alpha: 0.35 });
  }
}

/** Does a point keep clear of the road and of the places beside it? */
function clearOfRoad(x: number, coordinate: number): boolean {
  return Math.abs(x - roadX(coordinate)) > 165;
}

/**
 * One stair of the road: the band's ground with its pattern, trees and props, the road winding
 * through, the stone step where the stair begins and its milestone with the stair's number in its
 * danger colour. Stairs beyond the walked road lie under mist, the first of them behind a barred gate.
 * Drawn once per stair and look; y = 0 is the stair's first coordinate, the stair rises above.
 */
export function stairChunk(stair: number, look: ChunkLook, width: number): Container {
  const chunk = new Container();
  const start = (stair - 1) * STAIR_LENGTH;
  const origin = worldY(start);
  const { biome } = look;
  const rnd = seeded(stair * 7919 + 17);

  const ground = new Graphics().rect(-40, -STAIR_PX, width + 80, STAIR_PX + 1).fill(biome.near);
  for (let i = 0; i < 14; i++) {
    const c = start + rnd() * STAIR_LENGTH;
    const x = rnd() * width;
    const shade = rnd() < 0.5 ? 0x000000 : 0xffffff;
    ground
      .ellipse(x, worldY(c) - origin, 30 + rnd() * 60, 10 + rnd() * 18)
      .fill({ color: shade, alpha: 0.06 });
  }
  for (let i = 0; i < 26; i++) {
    const c = start + rnd() * STAIR_LENGTH;
    const x = rnd() * width;
    if (!clearOfRoad(x, c)) continue;
    const y = worldY(c) - origin;
    ground
      .moveTo(x - 4, y)
      .lineTo(x - 6, y - 8)
      .moveTo(x, y)
      .lineTo(x, y - 10)
      .moveTo(x + 4, y)
      .lineTo(x + 6, y - 8);
    ground.stroke({ color: biome.mid, width: 2, alpha: 0.8 });
    if (rnd() < 0.45) groundMark(ground, biome, x + 14, y + 4, rnd);
  }
  roadStrip(ground, start - 1, start + STAIR_LENGTH + 1, origin, biome);
  chunk.addChild(ground);

  const sx = roadX(start);
  if (stair >= 1) {
    // The step where the stair begins: a row of stones across the road.
    const step = new Graphics();
    for (let i = -3; i <= 3; i++) {
      step
        .roundRect(sx + i * 13 - 6, -5, 12, 9, 3)
        .fill(0x8a8f96)
        .stroke({ color: PALETTE.frame, width: 1.5, alpha: 0.6 });
    }
    chunk.addChild(step);
  }
  if (stair === 0) chunk.addChild(startGate(look.campfire));

  const trees: Array<{ y: number; node: Graphics }> = [];
  for (let i = 0; i < 9; i++) {
    const c = start + rnd() * STAIR_LENGTH;
    const x = rnd() * width;
    if (!clearOfRoad(x, c)) continue;
    const node = tree(biome, 50 + rnd() * 45);
    node.position.set(x, worldY(c) - origin);
    trees.push({ y: node.y, node });
  }
  // Two or three of the band's props, taking turns along the road.
  for (let i = 0; i < 3; i++) {
    const c = start + ((i + rnd()) / 3) * STAIR_LENGTH;
    const side = (stair + i) % 2 === 0 ? -1 : 1;
    const x = roadX(c) + side * (175 + rnd() * 90);
    if (x < 10 || x > width - 10) continue;
    const kind = biome.props[(stair + i) % biome.props.length]!;
    const node = prop(kind, biome, 44 + rnd() * 16);
    node.label = `prop-${kind}`;
    node.position.set(x, worldY(c) - origin);
    trees.push({ y: node.y, node });
  }
  for (const { node } of trees.sort((a, b) => a.y - b.y)) chunk.addChild(node);

  if (look.colour) {
    // The milestone stands on the step in the road's middle, clear of the places beside it.
    const badge = stairBadge(stair, look.colour, 14);
    badge.position.set(sx, -22);
    chunk.addChild(badge);
  }
  if (look.locked) {
    chunk.addChild(
      new Graphics()
        .rect(-40, -STAIR_PX, width + 80, STAIR_PX + 1)
        .fill({ color: 0xdfe6ee, alpha: 0.45 }),
    );
  }
  if (look.barrier) {
    const bar = new Graphics();
    bar.rect(sx - ROAD_HALF - 16, -12, 8, 24).fill(PALETTE.frame);
    bar.rect(sx + ROAD_HALF + 8, -12, 8, 24).fill(PALETTE.frame);
    bar
      .roundRect(sx - ROAD_HALF - 14, -6, (ROAD_HALF + 14) * 2, 8, 3)
      .fill(PALETTE.ruby)
      .stroke({ color: PALETTE.frame, width: 2 });
    chunk.addChild(bar);
    if (look.padlock) {
      const lock = new Sprite(look.padlock);
      lock.anchor.set(0.5);
      lock.width = lock.height = 30;
      lock.position.set(sx, -2);
      chunk.addChild(lock);
    }
  }
  chunk.position.set(0, origin);
  return chunk;
}

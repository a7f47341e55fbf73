import { biomeOfStair, worldOfContext } from '@heroroad/rules';

/**
 * The road's bands, darkening as the stairs climb (art direction: meadow … the Abyss). Where
 * each band begins is the rules' (`BIOME_DEFS`); how it looks is here: its palette, the pattern
 * of its ground, the trees and the props that stand beside the road. Its music mood is in
 * `sound/moods.ts`.
 */
export const BIOME_KEYS = [
  'meadow',
  'birch',
  'marsh',
  'mountains',
  'snow',
  'ash',
  'abyss',
] as const;
export type BiomeKey = (typeof BIOME_KEYS)[number];

/** What the ground between the trees is strewn with. */
export type GroundPattern =
  'flowers' | 'ferns' | 'puddles' | 'scree' | 'drifts' | 'cracks' | 'veins';

/** Things standing beside the road, drawn by `scenery.ts` `prop`. */
export type PropKind =
  | 'haystack'
  | 'fence'
  | 'beehive'
  | 'mushrooms'
  | 'stump'
  | 'birdhouse'
  | 'lily'
  | 'log'
  | 'boulder'
  | 'cairn'
  | 'iceblock'
  | 'snowman'
  | 'bones'
  | 'brazier'
  | 'crystal'
  | 'runestone';

export interface Biome {
  readonly key: BiomeKey;
  readonly skyTop: number;
  readonly skyBottom: number;
  readonly far: number;
  readonly mid: number;
  readonly near: number;
  readonly road: number;
  readonly roadEdge: number;
  readonly tree: 'round' | 'birch' | 'reed' | 'pine' | 'dead' | 'spike';
  readonly treeColor: number;
  readonly trunk: number;
  /** Ambient motes: pollen, fireflies, snow, embers. */
  readonly mote: number;
  readonly ground: GroundPattern;
  /** The colour of the ground's pattern (petals, puddles, stones, cracks). */
  readonly groundAccent: number;
  /** Two or three kinds of prop, drawn in turn along the band. */
  readonly props: readonly PropKind[];
}

export const BIOMES: readonly Biome[] = [
  {
    key: 'meadow',
    skyTop: 0x6cb2e6,
    skyBottom: 0xe9f4d0,
    far: 0x9cb9c9,
    mid: 0x87b567,
    near: 0x5f9a45,
    road: 0xd9b77e,
    roadEdge: 0xa9834a,
    tree: 'round',
    treeColor: 0x3f7d3a,
    trunk: 0x6b4a2b,
    mote: 0xfff6b0,
    ground: 'flowers',
    groundAccent: 0xf7a8c8,
    props: ['haystack', 'fence', 'beehive'],
  },
  {
    key: 'birch',
    skyTop: 0x8fb8d8,
    skyBottom: 0xf4e6c0,
    far: 0xb0a98a,
    mid: 0xc9b458,
    near: 0x8f9b40,
    road: 0xcfae7a,
    roadEdge: 0x8a6a3a,
    tree: 'birch',
    treeColor: 0xe3a93a,
    trunk: 0xf1efe6,
    mote: 0xffd36b,
    ground: 'ferns',
    groundAccent: 0x3f6a34,
    props: ['mushrooms', 'stump', 'birdhouse'],
  },
  {
    key: 'marsh',
    skyTop: 0x60717a,
    skyBottom: 0xb9c4a8,
    far: 0x6c7d74,
    mid: 0x55684c,
    near: 0x3c4f38,
    road: 0x9b8a64,
    roadEdge: 0x6d5e3f,
    tree: 'reed',
    treeColor: 0x6e7f3c,
    trunk: 0x4d4a2e,
    mote: 0xb8f28a,
    ground: 'puddles',
    groundAccent: 0x3d5a55,
    props: ['lily', 'log'],
  },
  {
    key: 'mountains',
    skyTop: 0x4d79a8,
    skyBottom: 0xd3d9df,
    far: 0x7b8797,
    mid: 0x66707c,
    near: 0x4f565e,
    road: 0xb9aa8f,
    roadEdge: 0x7f735e,
    tree: 'pine',
    treeColor: 0x2f5a45,
    trunk: 0x4b3a2a,
    mote: 0xffffff,
    ground: 'scree',
    groundAccent: 0x8a8f96,
    props: ['boulder', 'cairn'],
  },
  {
    key: 'snow',
    skyTop: 0x8fb3d9,
    skyBottom: 0xf1f5fb,
    far: 0xc6d4e4,
    mid: 0xdde7f1,
    near: 0xf4f8fc,
    road: 0xb8c3cf,
    roadEdge: 0x8795a5,
    tree: 'pine',
    treeColor: 0x3b5f5a,
    trunk: 0x4b3a2a,
    mote: 0xffffff,
    ground: 'drifts',
    groundAccent: 0xffffff,
    props: ['iceblock', 'snowman'],
  },
  {
    key: 'ash',
    skyTop: 0x4a3a3a,
    skyBottom: 0xc98a55,
    far: 0x6e5247,
    mid: 0x5a4038,
    near: 0x3e2c27,
    road: 0x8a6f5a,
    roadEdge: 0x5d473a,
    tree: 'dead',
    treeColor: 0x2b201c,
    trunk: 0x2b201c,
    mote: 0xff9a4a,
    ground: 'cracks',
    groundAccent: 0xff7a2a,
    props: ['bones', 'brazier'],
  },
  {
    key: 'abyss',
    skyTop: 0x0b0814,
    skyBottom: 0x3a1538,
    far: 0x24142e,
    mid: 0x1a0f22,
    near: 0x100916,
    road: 0x4a3450,
    roadEdge: 0x2a1a30,
    tree: 'spike',
    treeColor: 0x2d1538,
    trunk: 0x2d1538,
    mote: 0xc86bff,
    ground: 'veins',
    groundAccent: 0xa14bd6,
    props: ['crystal', 'runestone'],
  },
];

const byKey = new Map<string, Biome>(BIOMES.map((b) => [b.key, b]));

/** The biome of a stair: the server's tile when it names one, else the rules' band of the stair. */
export function biomeFor(stair: number, tileBiome?: string | null): Biome {
  const fromTile = tileBiome ? byKey.get(tileBiome) : undefined;
  return fromTile ?? byKey.get(biomeOfStair(Math.max(1, stair)).id) ?? BIOMES[0]!;
}

/** The biome the squad walks through: the snow world is snow on every stair. */
export function roadBiome(stair: number, contextId: number): Biome {
  const snow = worldOfContext(contextId).kind === 'SNOW';
  return biomeFor(stair, snow ? 'snow' : null);
}

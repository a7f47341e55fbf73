import { biomeOfStair, worldOfContext } from '@heroroad/rules';
/** The road's regions, darkening as the stairs climb (art direction: meadow … the Abyss). */
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

export interface Biome {
  readonly key: BiomeKey;
  /** The last stair of the region. */
  readonly upTo: number;
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
}

export const BIOMES: readonly Biome[] = [
  {
    key: 'meadow',
    upTo: 25,
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
  },
  {
    key: 'birch',
    upTo: 60,
    skyTop: 0x7fa9cc,
    skyBottom: 0xe6ecd6,
    far: 0x8fa9a4,
    mid: 0x6f9a5b,
    near: 0x4c7a3e,
    road: 0xcfae7a,
    roadEdge: 0x93703f,
    tree: 'birch',
    treeColor: 0x7aa84f,
    trunk: 0xf1efe6,
    mote: 0xf7f3c0,
  },
  {
    key: 'marsh',
    upTo: 100,
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
  },
  {
    key: 'mountains',
    upTo: 200,
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
  },
  {
    key: 'snow',
    upTo: 500,
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
  },
  {
    key: 'ash',
    upTo: 2000,
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
  },
  {
    key: 'abyss',
    upTo: Number.POSITIVE_INFINITY,
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
  },
];

const byKey = new Map<string, Biome>(BIOMES.map((b) => [b.key, b]));

/** The biome of a stair: the server's tile when it names one, else the region of the stair. */
export function biomeFor(stair: number, tileBiome?: string | null): Biome {
  const fromTile = tileBiome ? byKey.get(tileBiome) : undefined;
  if (fromTile) return fromTile;
  return BIOMES.find((b) => stair <= b.upTo) ?? BIOMES[BIOMES.length - 1]!;
}

/** The biome the squad walks through: the snow world is snow on every stair. */
export function roadBiome(stair: number, contextId: number): Biome {
  const snow = worldOfContext(contextId).kind === 'SNOW';
  return biomeFor(stair, snow ? 'snow' : biomeOfStair(Math.max(1, stair)).id);
}

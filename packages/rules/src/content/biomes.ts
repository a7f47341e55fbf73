import type { LocalText } from '../i18n/lang.js';

/** Biomes of the road, darkening as the stairs climb (see the art direction). */
export const BIOMES = ['meadow', 'birch', 'marsh', 'mountains', 'snow', 'ash', 'abyss'] as const;
export type Biome = (typeof BIOMES)[number];

export interface BiomeDef {
  readonly id: Biome;
  /** First stair of the band. */
  readonly fromStair: number;
  readonly name: LocalText;
  /** Tint for the road tiles, and the two stops of the background gradient. */
  readonly tint: string;
  readonly sky: readonly [string, string];
}

/**
 * The road's bands, short at first so the road changes while a new player learns it: the meadow
 * for the first four stairs, the birch grove to stair 14, the marsh to 39 (a new player meets
 * two bands in the first ten stairs and three in the first twenty), the mountains from 40, snow
 * from 100, the ash waste from 500 and the Abyss where the music turns to it (best victory
 * stair 3000, SPEC §9). Each band's monsters arrive family by family (`families.ts`); its look
 * and music mood are the client's (`scenes/road/biomes.ts`, `sound/moods.ts`).
 */
export const BIOME_DEFS: readonly BiomeDef[] = [
  { id: 'meadow', fromStair: 1, name: { ru: 'Цветущий луг', en: 'Flowering Meadow' }, tint: '#8bc34a', sky: ['#bfe3f5', '#f3e6c4'] },
  { id: 'birch', fromStair: 5, name: { ru: 'Берёзовая роща', en: 'Birch Grove' }, tint: '#c5d86d', sky: ['#a9cbe0', '#e8e2c4'] },
  { id: 'marsh', fromStair: 15, name: { ru: 'Гиблые топи', en: 'Deadly Marsh' }, tint: '#6b7f4a', sky: ['#8a9a8c', '#4f5d44'] },
  { id: 'mountains', fromStair: 40, name: { ru: 'Каменные горы', en: 'Stone Mountains' }, tint: '#9e9a92', sky: ['#7f93a8', '#5a5550'] },
  { id: 'snow', fromStair: 100, name: { ru: 'Ледяной край', en: 'Frozen Reach' }, tint: '#dfe9f0', sky: ['#b8c9d9', '#6f8399'] },
  { id: 'ash', fromStair: 500, name: { ru: 'Пепельная пустошь', en: 'Ash Waste' }, tint: '#8c7b6b', sky: ['#6e5a4e', '#2f2622'] },
  { id: 'abyss', fromStair: 3000, name: { ru: 'Бездна', en: 'The Abyss' }, tint: '#3b2a4a', sky: ['#241b2f', '#07050a'] },
]; // prettier-ignore

/** The band named `id`. */
export function biomeDef(id: Biome): BiomeDef {
  return BIOME_DEFS.find((b) => b.id === id) ?? (BIOME_DEFS[0] as BiomeDef);
}

export function biomeOfStair(stair: number): BiomeDef {
  let found = BIOME_DEFS[0] as BiomeDef;
  for (const b of BIOME_DEFS) if (stair >= b.fromStair) found = b;
  return found;
}

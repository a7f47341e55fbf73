import type { SceneFeatures } from '../feature';

export const creatureScenes = {
  creature: { load: () => import('./CreatureScene').then((m) => m.CreatureScene) },
} satisfies SceneFeatures;

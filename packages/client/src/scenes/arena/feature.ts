import type { SceneFeatures } from '../feature';

export const arenaScenes = {
  arena: { load: () => import('./ArenaScene').then((m) => m.ArenaScene) },
} satisfies SceneFeatures;

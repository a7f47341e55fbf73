import type { SceneFeatures } from '../feature';

export const clanScenes = {
  clan: { load: () => import('./ClanScene').then((m) => m.ClanScene) },
} satisfies SceneFeatures;

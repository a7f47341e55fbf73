import type { SceneFeatures } from '../feature';

export const musicScenes = {
  music: { load: () => import('./MusicScene').then((m) => m.MusicScene) },
} satisfies SceneFeatures;

import type { SceneFeatures } from '../feature';

export const roadScenes = {
  road: { load: () => import('./RoadScene').then((m) => m.RoadScene) },
} satisfies SceneFeatures;

import type { SceneFeatures } from '../feature';

export const battleScenes = {
  battle: { load: () => import('./BattleScene').then((m) => m.BattleScene) },
} satisfies SceneFeatures;

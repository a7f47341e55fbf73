import type { SceneFeatures } from '../feature';

export const characterSelectionScenes = {
  characterSelection: {
    load: () => import('./CharacterSelectionScene').then((m) => m.CharacterSelectionScene),
  },
} satisfies SceneFeatures;

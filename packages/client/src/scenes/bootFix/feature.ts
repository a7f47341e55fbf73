import type { SceneFeatures } from '../feature';
import { BootFixScene } from './BootFixScene';

// Shows when another scene's code failed to arrive, so it must not need fetching itself: its class
// comes with the canvas's chunk.
export const bootFixScenes = {
  bootFix: { load: async () => BootFixScene },
} satisfies SceneFeatures;

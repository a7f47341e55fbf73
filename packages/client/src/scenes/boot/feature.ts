import type { SceneFeatures } from '../feature';
import { BootScene } from './BootScene';

// Shows while the game's code arrives, so its class comes with the canvas's chunk, not on demand.
export const bootScenes = {
  boot: { load: async () => BootScene },
} satisfies SceneFeatures;

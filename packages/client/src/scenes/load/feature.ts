import type { SceneFeatures } from '../feature';
import { CloudLoadScene } from './CloudLoadScene';
import { LoadScene } from './LoadScene';

// The loading bar, and the clouds that cover a scene's code while it arrives: their classes come
// with the canvas's chunk, not on demand.
export const loadScenes = {
  load: { load: async () => LoadScene },
  loadBattle: { load: async () => CloudLoadScene.for('battle') },
  loadClan: { load: async () => CloudLoadScene.for('clan') },
  loadCreature: { load: async () => CloudLoadScene.for('creature') },
} satisfies SceneFeatures;

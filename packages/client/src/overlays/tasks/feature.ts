import type { OverlayFeatures } from '../feature';

export const tasksOverlays = {
  tasks: { load: () => import('./TasksOverlay') },
} satisfies OverlayFeatures;

import type { OverlayFeatures } from '../feature';

export const forumOverlays = {
  forum: { load: () => import('./ForumOverlay') },
} satisfies OverlayFeatures;

import type { OverlayFeatures } from '../feature';

export const forumOverlays = {
  forum: {
    load: () => import('./ForumOverlay'),
    menu: { place: 'more', order: 20, icon: 'scroll-quill', label: 'forum.menu' },
  },
} satisfies OverlayFeatures;

import type { OverlayFeatures } from '../feature';

export const tasksOverlays = {
  tasks: {
    load: () => import('./TasksOverlay'),
    menu: {
      place: 'road',
      order: 30,
      icon: 'checklist',
      label: 'menu.tasks',
      // A task's reward waits.
      waiting: (s) => s.player?.haveCompletedTasks ?? false,
    },
  },
} satisfies OverlayFeatures;

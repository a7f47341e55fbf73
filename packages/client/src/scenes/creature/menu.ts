import type { SceneMenus } from '../feature';

export const creatureMenu = {
  creature: {
    opens: { key: 'creature', params: {}, transition: 'clouds' },
    place: 'road',
    order: 10,
    icon: 'visored-helm',
    label: 'menu.heroes',
  },
} satisfies SceneMenus;

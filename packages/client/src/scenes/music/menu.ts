import type { SceneMenus } from '../feature';

export const musicMenu = {
  music: {
    opens: { key: 'music', params: undefined },
    place: 'road',
    order: 70,
    icon: 'harp',
    label: 'menu.music',
  },
} satisfies SceneMenus;

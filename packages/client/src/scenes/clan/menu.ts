import { LEVEL_GATES } from '@heroroad/rules';
import { playerLevel } from '../../stores/playerLevel';
import type { SceneMenus } from '../feature';

export const clanMenu = {
  clan: {
    opens: { key: 'clan', params: undefined, transition: 'clouds' },
    place: 'road',
    order: 60,
    icon: 'knight-banner',
    label: 'menu.clan',
    // SPEC §9: the clan button shows from level 8.
    shown: (s) => playerLevel(s) >= LEVEL_GATES.clanButton,
  },
} satisfies SceneMenus;

import { LEVEL_GATES } from '@heroroad/rules';
import { playerLevel } from '../../stores/playerLevel';
import type { SceneMenus } from '../feature';

export const arenaMenu = {
  arena: {
    opens: { key: 'arena', params: undefined },
    place: 'road',
    order: 50,
    icon: 'crossed-swords',
    label: 'menu.arena',
    // SPEC §9: the arena button shows from level 4.
    shown: (s) => playerLevel(s) >= LEVEL_GATES.arenaButton,
  },
} satisfies SceneMenus;

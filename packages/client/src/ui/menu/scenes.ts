import { LEVEL_GATES } from '@heroroad/rules';
import type { PlayerState } from '../../stores/playerStore';
import type { MenuItem } from './entry';

const level = (s: PlayerState) => s.player?.level ?? 1;

/** The scenes the road's menu bar leads to; overlays register theirs in their `feature.ts`. */
export const SCENE_MENU: readonly MenuItem[] = [
  {
    id: 'creature',
    opens: { scene: { key: 'creature', params: {}, transition: 'clouds' } },
    place: 'road',
    order: 10,
    icon: 'visored-helm',
    label: 'menu.heroes',
  },
  {
    id: 'arena',
    opens: { scene: { key: 'arena', params: undefined } },
    place: 'road',
    order: 50,
    icon: 'crossed-swords',
    label: 'menu.arena',
    // SPEC §9: the arena button shows from level 4 and the clan button from level 8.
    shown: (s) => level(s) >= LEVEL_GATES.arenaButton,
  },
  {
    id: 'clan',
    opens: { scene: { key: 'clan', params: undefined, transition: 'clouds' } },
    place: 'road',
    order: 60,
    icon: 'knight-banner',
    label: 'menu.clan',
    shown: (s) => level(s) >= LEVEL_GATES.clanButton,
  },
  {
    id: 'music',
    opens: { scene: { key: 'music', params: undefined } },
    place: 'road',
    order: 70,
    icon: 'harp',
    label: 'menu.music',
  },
];

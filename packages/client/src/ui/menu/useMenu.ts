import { useStore } from 'zustand';
import type { GameServices } from '../../app/ports';
import type { PlayerState } from '../../stores/playerStore';
import type { SocialState } from '../../stores/socialStore';
import { useGame } from '../GameContext';
import type { MenuItem, MenuPlace } from './entry';
import { menuOf } from './entries';

/** A reading of the player's and the social stores, kept current as either changes. */
function useStores<T extends number | boolean | string>(
  read: (player: PlayerState, social: SocialState) => T,
): T {
  const game = useGame();
  const now = () => read(game.player.getState(), game.social.getState());
  useStore(game.player, now);
  return useStore(game.social, now);
}

/** Whether what waits shows: a count above zero, or a mark. */
export const marked = (waiting: number | boolean): boolean => waiting !== false && waiting !== 0;

/** What waits behind a button (`false` when nothing does). */
export function useWaiting(item: MenuItem): number | boolean {
  return useStores((player, social) => item.waiting?.(player, social) ?? false);
}

/** Whether anything waits behind any of these buttons. */
export function useAnyWaiting(items: readonly MenuItem[]): boolean {
  return useStores((player, social) =>
    items.some((i) => marked(i.waiting?.(player, social) ?? false)),
  );
}

/** A menu's buttons the player may see now, in their order. */
export function useMenu(place: MenuPlace): readonly MenuItem[] {
  const game = useGame();
  const items = menuOf(place);
  const shown = useStore(game.player, (player) =>
    items.map((i) => ((i.shown?.(player) ?? true) ? 1 : 0)).join(''),
  );
  return items.filter((_, n) => shown[n] === '1');
}

/** A button's press: its click, what it does first, then its scene or overlay. */
export function openItem(game: Pick<GameServices, 'bus' | 'ui' | 'social'>, item: MenuItem): void {
  game.bus.emit('sound:effect', { name: 'click' });
  item.beforeOpen?.(game);
  if ('scene' in item.opens) game.bus.emit('scene:go', item.opens.scene);
  else game.ui.getState().open(item.opens.overlay);
}

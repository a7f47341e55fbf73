import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { RAIL_ROOM } from '../model/layout';
import { useGame } from './GameContext';
import { Icon } from './Icon';
import type { MenuItem } from './menu/entry';
import { marked, openItem, useAnyWaiting, useMenu, useWaiting } from './menu/useMenu';
import './socialButtons.css';

function SocialButton({ item, onOpen }: { item: MenuItem; onOpen: () => void }) {
  const game = useGame();
  const { t } = useTranslation();
  // A number of unread things, or `true` for "something new" without a count.
  const badge = useWaiting(item);
  // What a screen reader says instead of the short label (the unread count).
  const described =
    item.counted && typeof badge === 'number' ? t(item.counted, { count: badge }) : undefined;
  return (
    <button
      type="button"
      className="social-button"
      data-overlay-button={item.id}
      aria-label={described}
      onClick={() => {
        openItem(game, item);
        // After the overlay opens: a folded column closes again.
        onOpen();
      }}
    >
      <Icon name={item.icon} size={24} />
      <span className="social-label">{t(item.label)}</span>
      {marked(badge) && (
        <span className="social-badge" aria-hidden="true">
          {typeof badge === 'number' ? (badge > 99 ? '99+' : badge) : ''}
        </span>
      )}
    </button>
  );
}

/**
 * Chat, mail and forum beside the road, with what is new on them: unread letters counted, new
 * clan messages and whispers marked (the busy main room would keep a mark lit for ever); then the
 * player rating, the faction shop, the market and the portal shop, which the bottom menu has no
 * room left for. Inside the game column (no rails beside it) the column holds chat and a "more"
 * button only, marked when what it folds has news: a full column ran down the road's left edge
 * and covered the places standing there, beside the squad too. Unfolded, it folds back when
 * what was opened from it closes. Its buttons are those the overlays register for the `social`
 * and `more` places (each folder's feature.ts).
 */
export function SocialButtons() {
  const game = useGame();
  const { t } = useTranslation();
  const hasPlayer = useStore(game.player, (s) => s.player !== null);
  const pinned = useMenu('social');
  const more = useMenu('more');
  const news = useAnyWaiting(more);
  const link = useStore(game.social, (s) => s.link);
  const rails = useStore(game.ui, (s) => s.layout.sideRoom >= RAIL_ROOM);
  const [unfolded, setUnfolded] = useState(false);
  const [chosen, setChosen] = useState(false);
  const overlaysOpen = useStore(game.ui, (s) => s.overlays.length > 0);
  // What was opened from the unfolded column closed: the column folds back over the road (state
  // adjusted while rendering, React's way for state that follows another's change).
  if (chosen && !overlaysOpen) {
    setChosen(false);
    setUnfolded(false);
  }
  if (!hasPlayer) return null;
  const folds = !rails;
  const button = (item: MenuItem) => (
    <SocialButton key={item.id} item={item} onOpen={() => setChosen(true)} />
  );
  // data-link tells the link's state to whoever must know live updates flow (the journeys).
  return (
    <nav className="social-bar" aria-label={t('chat.socialBar')} data-link={link}>
      {pinned.map(button)}
      {folds && (
        <button
          type="button"
          className="social-button social-more"
          aria-expanded={unfolded}
          onClick={() => setUnfolded(!unfolded)}
        >
          <Icon name="hamburger-menu" size={24} />
          <span className="social-label">{t('chat.more')}</span>
          {news && !unfolded && <span className="social-badge" aria-hidden="true" />}
        </button>
      )}
      {(!folds || unfolded) && more.map(button)}
    </nav>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { IconName } from '../assets/iconNames';
import { RAIL_ROOM } from '../model/layout';
import type { OverlayId } from '../model/overlays';
import { useGame } from './GameContext';
import { Icon } from './Icon';
import './socialButtons.css';

function SocialButton({
  overlay,
  icon,
  label,
  described,
  badge,
  onOpen,
}: {
  overlay: OverlayId;
  icon: IconName;
  label: string;
  /** What a screen reader says instead of the short label (the unread count). */
  described?: string;
  /** A number of unread things, or `true` for "something new" without a count. */
  badge: number | boolean;
  /** Called after the overlay opens (a folded column closes again). */
  onOpen: () => void;
}) {
  const game = useGame();
  return (
    <button
      type="button"
      className="social-button"
      data-overlay-button={overlay}
      aria-label={described}
      onClick={() => {
        game.bus.emit('sound:effect', { name: 'click' });
        if (overlay === 'chat') game.social.getState().setChatStart(null);
        if (overlay === 'mail') game.social.getState().setMailStart(null);
        game.ui.getState().open(overlay);
        onOpen();
      }}
    >
      <Icon name={icon} size={24} />
      <span className="social-label">{label}</span>
      {badge !== false && badge !== 0 && (
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
 * what was opened from it closes.
 */
export function SocialButtons() {
  const game = useGame();
  const { t } = useTranslation();
  const hasPlayer = useStore(game.player, (s) => s.player !== null);
  const newMail = useStore(game.player, (s) => s.player?.haveNewMailMessage ?? false);
  const mailUnread = useStore(game.social, (s) => s.mailUnread);
  const chatNew = useStore(game.social, (s) => s.chatUnread.CLAN || s.chatUnread.PRIVAT);
  const link = useStore(game.social, (s) => s.link);
  const gifts = useStore(
    game.player,
    (s) => s.player?.giftNews || (s.player?.haveNewGift ?? false),
  );
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
  const mailBadge = mailUnread > 0 ? mailUnread : newMail;
  const folds = !rails;
  const button = (
    overlay: OverlayId,
    icon: IconName,
    label: string,
    badge: number | boolean,
    described?: string,
  ) => (
    <SocialButton
      key={overlay}
      overlay={overlay}
      icon={icon}
      label={label}
      described={described}
      badge={badge}
      onOpen={() => setChosen(true)}
    />
  );
  const folded = [
    button(
      'mail',
      'envelope',
      t('mail.menu'),
      mailBadge,
      mailUnread > 0 ? t('mail.menuUnread', { count: mailUnread }) : undefined,
    ),
    button('forum', 'scroll-quill', t('forum.menu'), false),
    button('gifts', 'present', t('gifts.menu'), gifts),
    button('rating', 'laurels-trophy', t('rating.open'), false),
    button('factionShop', 'flying-flag', t('faction.open'), false),
    button('market', 'two-coins', t('market.open'), false),
    button('portalShop', 'magic-portal', t('worlds.shop.open'), false),
  ];
  const news = (mailBadge !== false && mailBadge !== 0) || gifts;
  // data-link tells the link's state to whoever must know live updates flow (the journeys).
  return (
    <nav className="social-bar" aria-label={t('chat.socialBar')} data-link={link}>
      {button('chat', 'chat-bubble', t('chat.menu'), chatNew)}
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
      {(!folds || unfolded) && folded}
    </nav>
  );
}

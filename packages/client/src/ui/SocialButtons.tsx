import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { IconName } from '../assets/iconNames';
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
}: {
  overlay: OverlayId;
  icon: IconName;
  label: string;
  /** What a screen reader says instead of the short label (the unread count). */
  described?: string;
  /** A number of unread things, or `true` for "something new" without a count. */
  badge: number | boolean;
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
 * player rating, the faction shop, the market and the portal shop, which the bottom menu has no room left for.
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
  if (!hasPlayer) return null;
  const mailBadge = mailUnread > 0 ? mailUnread : newMail;
  // data-link tells the link's state to whoever must know live updates flow (the journeys).
  return (
    <nav className="social-bar" aria-label={t('chat.socialBar')} data-link={link}>
      <SocialButton overlay="chat" icon="chat-bubble" label={t('chat.menu')} badge={chatNew} />
      <SocialButton
        overlay="mail"
        icon="envelope"
        label={t('mail.menu')}
        described={mailUnread > 0 ? t('mail.menuUnread', { count: mailUnread }) : undefined}
        badge={mailBadge}
      />
      <SocialButton overlay="forum" icon="scroll-quill" label={t('forum.menu')} badge={false} />
      <SocialButton overlay="gifts" icon="present" label={t('gifts.menu')} badge={gifts} />
      <SocialButton overlay="rating" icon="laurels-trophy" label={t('rating.open')} badge={false} />
      <SocialButton
        overlay="factionShop"
        icon="flying-flag"
        label={t('faction.open')}
        badge={false}
      />
      <SocialButton overlay="market" icon="two-coins" label={t('market.open')} badge={false} />
      <SocialButton
        overlay="portalShop"
        icon="magic-portal"
        label={t('worlds.shop.open')}
        badge={false}
      />
    </nav>
  );
}

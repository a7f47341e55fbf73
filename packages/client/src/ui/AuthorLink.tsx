import { useTranslation } from 'react-i18next';
import { openProfile } from '../app/social/navigate';
import type { PlayerRef } from '../stores/socialStore';
import { useGame } from './GameContext';
import './authorLink.css';

/**
 * A player's name as chat lines, letters and comments show it. Given `profile` (someone else,
 * known well enough to show), the name is a button opening their card, which closes the chat
 * and the mail (SPEC §2); otherwise it is plain text in the same face.
 */
export function AuthorLink({
  name,
  profile = null,
  className,
}: {
  name: string;
  profile?: PlayerRef | null;
  className?: string;
}) {
  const game = useGame();
  const { t } = useTranslation();
  const classes = `author-link${className ? ` ${className}` : ''}`;
  if (!profile) return <span className={classes}>{name}</span>;
  return (
    <button
      type="button"
      className={classes}
      aria-label={t('chat.authorLabel', { name })}
      onClick={() => openProfile(game, profile)}
    >
      {name}
    </button>
  );
}

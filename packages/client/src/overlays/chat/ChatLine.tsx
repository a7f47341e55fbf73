import type { ChatMessageDto } from '@heroroad/protocol';
import { useTranslation } from 'react-i18next';
import { removeChatMessage } from '../../app/social/chat';
import { AuthorLink } from '../../ui/AuthorLink';
import { DeleteButton, useConfirmedDelete } from '../../ui/ConfirmedDelete';
import { useGame } from '../../ui/GameContext';
import { Icon } from '../../ui/Icon';
import { useReport } from '../social/ReportControl';
import { messageTime } from '../social/time';

/**
 * One chat line. The text is what the author typed, shown as text: markup in it stays visible
 * characters and never becomes elements. The author's name opens their card; staff may remove
 * the line, and in the whispers room a reply picks the other side.
 */
export function ChatLine({
  message,
  me,
  staff,
  onRemoved,
  onReply,
}: {
  message: ChatMessageDto;
  me: number | null;
  staff: boolean;
  onRemoved: (id: number) => void;
  onReply?: ((message: ChatMessageDto) => void) | undefined;
}) {
  const game = useGame();
  const { t } = useTranslation();
  const removal = useConfirmedDelete({
    question: t('chat.removeConfirm'),
    confirmLabel: t('chat.remove'),
    onDelete: async () => {
      await removeChatMessage(game, message);
      onRemoved(message.id);
    },
  });
  const own = message.authorId === me;
  const report = useReport('CHAT', message.id, message.authorName, !own && me !== null);
  const author = {
    id: message.authorId,
    name: message.authorName,
    level: message.authorLevel,
    role: message.authorRole,
  };
  // Staff and good players carry their role; ordinary players and guests need no mark.
  const marked = message.authorRole !== 'player' && message.authorRole !== 'guest';

  return (
    <article className={`chat-line${own ? ' chat-own' : ''}`}>
      <header className="chat-head">
        <AuthorLink name={message.authorName} profile={own ? null : author} />
        {marked && (
          <span className={`role-badge role-${message.authorRole}`}>
            {t(`profile.roles.${message.authorRole}`)}
          </span>
        )}
        {message.room === 'PRIVAT' && message.toName !== null && (
          <span className="chat-to">{t('chat.to', { name: message.toName })}</span>
        )}
        <time className="chat-time" dateTime={new Date(message.time).toISOString()}>
          {messageTime(message.time, game.lang, game.now())}
        </time>
        {onReply && !own && (
          <button
            type="button"
            className="icon-button"
            title={t('chat.replyTo', { name: message.authorName })}
            aria-label={t('chat.replyTo', { name: message.authorName })}
            onClick={() => onReply(message)}
          >
            <Icon name="thought-bubble" size={18} />
          </button>
        )}
        {report.button}
        {staff && (
          <DeleteButton
            label={t('chat.removeLabel', { name: message.authorName })}
            onClick={removal.ask}
          />
        )}
      </header>
      <p className="chat-text">{message.text}</p>
      {report.form}
      {removal.question}
    </article>
  );
}

import { SUPPORT_PARTNER_ID, type MailMessageDto } from '@heroroad/protocol';
import { TEXT_LIMITS, errorMessage } from '@heroroad/rules';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { dialogSource, sendLetter } from '../../app/social/mail';
import type { PlayerRef } from '../../stores/socialStore';
import { AuthorLink } from '../../ui/AuthorLink';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { BlockControl, useBlockState } from '../social/BlockControl';
import { Composer } from '../social/Composer';
import { useComposer } from '../social/useComposer';
import { MessageList } from '../social/MessageList';
import { WriteHint } from '../social/notices';
import { messageTime } from '../social/time';
import { useFeed } from '../social/useFeed';
import { useReport } from '../social/ReportControl';

/**
 * One dialog: its letters paged by 20, letters from the partner as they arrive (read at once,
 * which clears the unread mark on every tab), the composer, and block or unblock.
 */
export function MailDialog({ partner, onBack }: { partner: PlayerRef; onBack: () => void }) {
  const game = useGame();
  const { t } = useTranslation();
  const player = useStore(game.player, (s) => s.player);
  const generation = useStore(game.social, (s) => s.generation);
  const support = partner.id === SUPPORT_PARTNER_ID;
  const source = useMemo(() => dialogSource(game, partner.id), [game, partner.id]);
  const feed = useFeed(String(partner.id), source, generation);
  const { add, catchUp } = feed;
  const block = useBlockState(partner);

  useEffect(() => {
    game.social.getState().setViewingDialog(partner.id);
    // Reading through list/latest is what marks the letter read on the server.
    const off = game.notifications.on('MAIL_MESSAGE', (m) => {
      if (m.fromId === partner.id) catchUp().catch(() => add([m]));
    });
    return () => {
      off();
      game.social.getState().setViewingDialog(null);
    };
  }, [game, partner.id, add, catchUp]);

  const me = player?.id ?? null;
  return (
    <div className="mail-dialog">
      <header className="dialog-head">
        <Button variant="ghost" className="btn-small" icon="return-arrow" onClick={onBack}>
          {t('mail.back')}
        </Button>
        {support ? (
          <span className="dialog-name">{partner.name}</span>
        ) : (
          <AuthorLink name={partner.name} profile={partner} className="dialog-name" />
        )}
        <BlockControl person={partner} state={block} />
      </header>
      {block.blocked && <p className="composer-hint">{t('mail.youBlocked')}</p>}
      <MessageList
        label={t('mail.messagesLabel', { name: partner.name })}
        items={feed.items}
        more={feed.more}
        status={feed.status}
        texts={{
          empty: support ? t('mail.supportEmpty') : t('mail.dialogEmpty'),
          older: t('mail.older'),
          failed: t('mail.loadFailed'),
          retry: t('mail.retry'),
        }}
        onOlder={feed.loadOlder}
        onRetry={feed.retry}
        render={(m) => <Letter letter={m} me={me} />}
      />
      <MailComposer partner={partner} onSent={(m) => add([m])} />
    </div>
  );
}

function MailComposer({
  partner,
  onSent,
}: {
  partner: PlayerRef;
  onSent: (message: MailMessageDto) => void;
}) {
  const game = useGame();
  const { t } = useTranslation();
  const player = useStore(game.player, (s) => s.player);
  const support = partner.id === SUPPORT_PARTNER_ID;
  const composer = useComposer({
    max: TEXT_LIMITS.mailMessage,
    post: (text) => sendLetter(game, partner.id, text),
    onSent,
  });
  // Guests may write to support only (MAIL_REGISTER_FIRST otherwise).
  if (!support && (!player || player.accessLevel === 'TRIAL')) {
    return (
      <WriteHint
        block={{ kind: 'guest' }}
        guestText={errorMessage('MAIL_REGISTER_FIRST', game.lang)}
      />
    );
  }
  return (
    <Composer
      {...composer}
      label={t('mail.placeholder')}
      placeholder={t('mail.placeholder')}
      sendLabel={t('mail.send')}
      rows={3}
    />
  );
}

/** One letter; a player may report the other side's letters (not support's) to the moderators. */
function Letter({ letter: m, me }: { letter: MailMessageDto; me: number | null }) {
  const game = useGame();
  const own = m.fromId === me;
  const report = useReport('MAIL', m.id, m.authorName, !own && !m.support && me !== null);
  return (
    <article className={`chat-line${own ? ' chat-own' : ''}`}>
      <header className="chat-head">
        <AuthorLink
          name={m.authorName}
          profile={
            own || m.support
              ? null
              : { id: m.authorId, name: m.authorName, level: null, role: null }
          }
        />
        <time className="chat-time" dateTime={new Date(m.time).toISOString()}>
          {messageTime(m.time, game.lang, game.now())}
        </time>
        {report.button}
      </header>
      <p className="chat-text">{m.text}</p>
      {report.form}
    </article>
  );
}

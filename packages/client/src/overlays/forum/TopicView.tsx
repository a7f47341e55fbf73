import type { ForumTopicDto } from '@heroroad/protocol';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { deleteTopic, loadTopic, setPinned } from '../../app/social/forum';
import { Button } from '../../ui/Button';
import { DeleteButton, useConfirmedDelete } from '../../ui/ConfirmedDelete';
import { useGame } from '../../ui/GameContext';
import { Icon } from '../../ui/Icon';
import { useAction } from '../../ui/useAction';
import { isStaff } from '../social/access';
import { useReport } from '../social/ReportControl';
import { calendarDate } from '../social/time';
import { Comments } from './Comments';
import { usePages } from './usePages';

/**
 * A topic: its text as the author typed it, pin and unpin for staff, delete for its author and
 * staff, then its comments 20 at a time. The first page of comments comes with the topic.
 */
export function TopicView({ id, onBack }: { id: number; onBack: () => void }) {
  const game = useGame();
  const { t } = useTranslation();
  const player = useStore(game.player, (s) => s.player);
  const [topic, setTopic] = useState<ForumTopicDto | null>(null);
  const load = useCallback(
    (from: number) =>
      loadTopic(game, id, from).then((view) => {
        setTopic(view.topic);
        return view.comments;
      }),
    [game, id],
  );
  const comments = usePages(String(id), load);

  const pin = useAction(async (pinned: boolean) => {
    await setPinned(game, id, pinned);
    setTopic((shown) => (shown ? { ...shown, pinned } : shown));
  });
  const removal = useConfirmedDelete({
    question: t('forum.deleteTopicConfirm'),
    confirmLabel: t('forum.delete'),
    onDelete: async () => {
      await deleteTopic(game, id);
      onBack();
    },
  });

  const back = (
    <Button variant="ghost" className="btn-small forum-back" icon="return-arrow" onClick={onBack}>
      {t('forum.back')}
    </Button>
  );
  if (!topic || comments.status !== 'ready') {
    return (
      <div className="forum-scroll">
        {back}
        {comments.status === 'failed' ? (
          <div className="feed-state" role="alert">
            <p>{t('forum.loadFailed')}</p>
            <Button variant="secondary" icon="cycle" onClick={comments.retry}>
              {t('forum.retry')}
            </Button>
          </div>
        ) : (
          <div className="feed-state">
            <span className="spinner spinner-large" aria-hidden="true" />
          </div>
        )}
      </div>
    );
  }
  const staff = isStaff(player);
  const mayDelete = staff || topic.authorId === player?.id;

  return (
    <div className="forum-scroll">
      {back}
      <article className="topic">
        <h3 className="topic-heading">
          {topic.pinned && <Icon name="pin" size={20} title={t('forum.pinned')} />}
          {topic.clanId !== null && <Icon name="padlock" size={20} title={t('forum.private')} />}
          <span>{topic.title}</span>
        </h3>
        <p className="topic-meta">
          {t(`forum.themes.${topic.theme}`)}
          {' · '}
          {t('forum.meta', {
            author: topic.authorName,
            date: calendarDate(topic.createdAt, game.lang),
          })}
        </p>
        {topic.tags.length > 0 && (
          <p className="topic-tags">{topic.tags.map((tag) => t('forum.tag', { tag })).join(' ')}</p>
        )}
        <p className="topic-text">{topic.text}</p>
        {(staff || mayDelete) && !removal.asking && (
          <div className="topic-actions">
            {staff && (
              <Button
                variant="secondary"
                className="btn-small"
                icon="pin"
                busy={pin.busy}
                onClick={() => void pin.run(!topic.pinned)}
              >
                {t(topic.pinned ? 'forum.unpin' : 'forum.pin')}
              </Button>
            )}
            {mayDelete && (
              <DeleteButton
                look="button"
                className="btn-small"
                label={t('forum.deleteTopic')}
                onClick={removal.ask}
              />
            )}
          </div>
        )}
        {removal.question}
        {player && player.accessLevel !== 'TRIAL' && player.id !== topic.authorId && (
          <TopicReport id={topic.id} author={topic.authorName} />
        )}
      </article>
      <Comments topicId={topic.id} pages={comments} />
    </div>
  );
}

/** Any registered reader may report a topic to the moderators. */
function TopicReport({ id, author }: { id: number; author: string }) {
  const report = useReport('FORUM_TOPIC', id, author, true);
  return (
    <>
      <div className="topic-actions">{report.button}</div>
      {report.form}
    </>
  );
}

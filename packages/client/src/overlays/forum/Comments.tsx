import type { ForumCommentDto } from '@heroroad/protocol';
import { TEXT_LIMITS } from '@heroroad/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { deleteComment, postComment } from '../../app/social/forum';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { Icon } from '../../ui/Icon';
import { useAction } from '../../ui/useAction';
import { forumWriteBlock, isStaff } from '../social/access';
import { Composer } from '../social/Composer';
import { useComposer } from '../social/useComposer';
import { Confirm } from '../social/Confirm';
import { WriteHint } from '../social/notices';
import { messageTime } from '../social/time';
import type { usePages } from './usePages';

type CommentPages = ReturnType<typeof usePages<ForumCommentDto>>;

/** A topic's comments, oldest first, with the next page below and the comment form last. */
export function Comments({ topicId, pages }: { topicId: number; pages: CommentPages }) {
  const game = useGame();
  const { t } = useTranslation();
  const player = useStore(game.player, (s) => s.player);
  const more = useAction(pages.loadMore);
  const block = forumWriteBlock(player);
  return (
    <section className="comments" aria-label={t('forum.commentsTitle')}>
      <h4>{t('forum.commentsTitle')}</h4>
      {pages.items.length === 0 && <p className="feed-state">{t('forum.noComments')}</p>}
      <ol className="feed-list">
        {pages.items.map((c) => (
          <li key={c.id}>
            <CommentItem
              comment={c}
              mayDelete={isStaff(player) || c.authorId === player?.id}
              onDeleted={pages.remove}
            />
          </li>
        ))}
      </ol>
      {pages.more && (
        <Button variant="secondary" busy={more.busy} onClick={() => void more.run()}>
          {t('forum.moreComments')}
        </Button>
      )}
      {block ? (
        <WriteHint block={block} guestText={t('forum.guestHint')} />
      ) : (
        <CommentForm topicId={topicId} onSent={pages.add} />
      )}
    </section>
  );
}

function CommentItem({
  comment,
  mayDelete,
  onDeleted,
}: {
  comment: ForumCommentDto;
  mayDelete: boolean;
  onDeleted: (id: number) => void;
}) {
  const game = useGame();
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const remove = useAction(async () => {
    await deleteComment(game, comment.id);
    onDeleted(comment.id);
  });
  return (
    <article className="chat-line">
      <header className="chat-head">
        <span className="chat-author">{comment.authorName}</span>
        <time className="chat-time" dateTime={new Date(comment.time).toISOString()}>
          {messageTime(comment.time, game.lang)}
        </time>
        {mayDelete && (
          <button
            type="button"
            className="icon-button icon-danger"
            title={t('forum.deleteCommentLabel', { name: comment.authorName })}
            aria-label={t('forum.deleteCommentLabel', { name: comment.authorName })}
            onClick={() => setAsking(true)}
          >
            <Icon name="trash-can" size={18} />
          </button>
        )}
      </header>
      <p className="chat-text">{comment.text}</p>
      {asking && (
        <Confirm
          question={t('forum.deleteCommentConfirm')}
          confirmLabel={t('forum.delete')}
          busy={remove.busy}
          onCancel={() => setAsking(false)}
          onConfirm={() => void remove.run()}
        />
      )}
    </article>
  );
}

function CommentForm({
  topicId,
  onSent,
}: {
  topicId: number;
  onSent: (comment: ForumCommentDto) => void;
}) {
  const game = useGame();
  const { t } = useTranslation();
  const composer = useComposer({
    max: TEXT_LIMITS.comment,
    post: (text) => postComment(game, topicId, text),
    onSent,
  });
  return (
    <Composer
      {...composer}
      label={t('forum.comment')}
      placeholder={t('forum.commentPlaceholder')}
      sendLabel={t('forum.sendComment')}
      rows={3}
      counterKey="forum.counter"
      enterSends={false}
    />
  );
}

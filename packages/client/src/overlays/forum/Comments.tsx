import type { ForumCommentDto } from '@heroroad/protocol';
import { TEXT_LIMITS } from '@heroroad/rules';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { deleteComment, postComment } from '../../app/social/forum';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { useAction } from '../../ui/useAction';
import { AuthorLink } from '../../ui/AuthorLink';
import { DeleteButton, useConfirmedDelete } from '../../ui/ConfirmedDelete';
import { forumWriteBlock, isStaff } from '../social/access';
import { useReport } from '../social/ReportControl';
import { Composer } from '../social/Composer';
import { useComposer } from '../social/useComposer';
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
  const removal = useConfirmedDelete({
    question: t('forum.deleteCommentConfirm'),
    confirmLabel: t('forum.delete'),
    onDelete: async () => {
      await deleteComment(game, comment.id);
      onDeleted(comment.id);
    },
  });
  const me = useStore(game.player, (s) => s.player);
  const report = useReport(
    'FORUM_COMMENT',
    comment.id,
    comment.authorName,
    me !== null && me.accessLevel !== 'TRIAL' && me.id !== comment.authorId,
  );
  return (
    <article className="chat-line">
      <header className="chat-head">
        <AuthorLink
          name={comment.authorName}
          profile={
            me === null || me.id === comment.authorId
              ? null
              : { id: comment.authorId, name: comment.authorName, level: null, role: null }
          }
        />
        <time className="chat-time" dateTime={new Date(comment.time).toISOString()}>
          {messageTime(comment.time, game.lang, game.now())}
        </time>
        {report.button}
        {mayDelete && (
          <DeleteButton
            label={t('forum.deleteCommentLabel', { name: comment.authorName })}
            onClick={removal.ask}
          />
        )}
      </header>
      <p className="chat-text">{comment.text}</p>
      {report.form}
      {removal.question}
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

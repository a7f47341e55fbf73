import { FORUM_SEARCH_MIN, FORUM_THEMES, type ForumTopicSummaryDto } from '@heroroad/protocol';
import type { ResponseOf, api } from '@heroroad/protocol';
import { errorMessage, textLength } from '@heroroad/rules';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { ALL_TOPICS, loadTags, topicPage, type ForumFilter } from '../../app/social/forum';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { useLoadOnce } from '../../ui/useLoadOnce';
import { Icon } from '../../ui/Icon';
import { useAction } from '../../ui/useAction';
import { forumWriteBlock } from '../social/access';
import { WriteHint } from '../social/notices';
import { calendarDate } from '../social/time';
import { usePages } from './usePages';

/** Topics, pinned first, filtered by section and tag, or found by search; 20 a page. */
export function TopicList({
  filter,
  onFilter,
  onOpen,
  onCreate,
}: {
  filter: ForumFilter;
  onFilter: (filter: ForumFilter) => void;
  onOpen: (id: number) => void;
  onCreate: () => void;
}) {
  const game = useGame();
  const { t } = useTranslation();
  const player = useStore(game.player, (s) => s.player);
  const [tags, setTags] = useState<ResponseOf<typeof api.forum.tags>>([]);
  const pages = usePages<ForumTopicSummaryDto>(JSON.stringify(filter), (from) =>
    topicPage(game, filter, from),
  );
  const more = useAction(pages.loadMore);
  useLoadOnce(() => loadTags(game), setTags);

  const block = forumWriteBlock(player);
  const sections: { label: string; filter: ForumFilter; on: boolean }[] = [
    { label: t('forum.all'), filter: ALL_TOPICS, on: !filter.theme && !filter.clan && !filter.q },
    ...(player?.clanId != null
      ? [{ label: t('forum.clan'), filter: { ...ALL_TOPICS, clan: true }, on: filter.clan }]
      : []),
    ...FORUM_THEMES.map((theme) => ({
      label: t(`forum.themes.${theme}`),
      filter: { ...ALL_TOPICS, theme },
      on: filter.theme === theme,
    })),
  ];

  return (
    <div className="forum-scroll">
      <SearchBox current={filter.q} onSearch={(q) => onFilter({ ...ALL_TOPICS, q })} />
      {block ? (
        <WriteHint block={block} guestText={t('forum.guestHint')} />
      ) : (
        <Button icon="quill-ink" onClick={onCreate}>
          {t('forum.newTopic')}
        </Button>
      )}
      {filter.q ? (
        <p className="forum-found">
          <span>{t('forum.searchResults', { q: filter.q })}</span>
          <Button variant="ghost" className="btn-small" onClick={() => onFilter(ALL_TOPICS)}>
            {t('forum.clearSearch')}
          </Button>
        </p>
      ) : (
        <>
          <div className="chips" role="group" aria-label={t('forum.themesLabel')}>
            {sections.map((s) => (
              <button
                key={s.label}
                type="button"
                className={`chip${s.on ? ' chip-on' : ''}`}
                aria-pressed={s.on}
                onClick={() => onFilter({ ...s.filter, tag: filter.tag })}
              >
                {s.label}
              </button>
            ))}
          </div>
          {tags.length > 0 && (
            <div className="chips chips-tags" role="group" aria-label={t('forum.tagsLabel')}>
              {tags.map(({ tag }) => (
                <button
                  key={tag}
                  type="button"
                  className={`chip chip-tag${filter.tag === tag ? ' chip-on' : ''}`}
                  aria-pressed={filter.tag === tag}
                  onClick={() => onFilter({ ...filter, tag: filter.tag === tag ? null : tag })}
                >
                  {t('forum.tag', { tag })}
                </button>
              ))}
            </div>
          )}
        </>
      )}
      {pages.status === 'loading' && (
        <div className="feed-state">
          <span className="spinner spinner-large" aria-hidden="true" />
        </div>
      )}
      {pages.status === 'failed' && (
        <div className="feed-state" role="alert">
          <p>{t('forum.loadFailed')}</p>
          <Button variant="secondary" icon="cycle" onClick={pages.retry}>
            {t('forum.retry')}
          </Button>
        </div>
      )}
      {pages.status === 'ready' && pages.items.length === 0 && (
        <p className="feed-state">{t('forum.empty')}</p>
      )}
      <ul className="topics">
        {pages.items.map((topic) => (
          <li key={topic.id}>
            <TopicRow topic={topic} onOpen={() => onOpen(topic.id)} />
          </li>
        ))}
      </ul>
      {pages.more && (
        <Button variant="secondary" busy={more.busy} onClick={() => void more.run()}>
          {t('forum.more')}
        </Button>
      )}
    </div>
  );
}

function TopicRow({ topic, onOpen }: { topic: ForumTopicSummaryDto; onOpen: () => void }) {
  const game = useGame();
  const { t } = useTranslation();
  return (
    <button type="button" className="topic-row" onClick={onOpen}>
      <span className="topic-title">
        {topic.pinned && <Icon name="pin" size={18} title={t('forum.pinned')} />}
        {topic.clanId !== null && <Icon name="padlock" size={18} title={t('forum.private')} />}
        <span>{topic.title}</span>
      </span>
      <span className="topic-meta">
        {t(`forum.themes.${topic.theme}`)}
        {' · '}
        {t('forum.meta', {
          author: topic.authorName,
          date: calendarDate(topic.lastActivityAt, game.lang),
        })}
        {' · '}
        {t('forum.comments', { count: topic.commentCount })}
      </span>
      {topic.tags.length > 0 && (
        <span className="topic-tags">
          {topic.tags.map((tag) => t('forum.tag', { tag })).join(' ')}
        </span>
      )}
    </button>
  );
}

function SearchBox({
  current,
  onSearch,
}: {
  current: string | null;
  onSearch: (q: string) => void;
}) {
  const game = useGame();
  const { t } = useTranslation();
  const [q, setQ] = useState(current ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = q.trim();
    if (textLength(value) < FORUM_SEARCH_MIN)
      return setError(errorMessage('SEARCH_TOO_SHORT', game.lang));
    setError(null);
    onSearch(value);
  };
  return (
    <form className="forum-search" role="search" onSubmit={submit} noValidate>
      <input
        type="search"
        value={q}
        aria-label={t('forum.searchLabel')}
        placeholder={t('forum.searchPlaceholder')}
        onChange={(e) => setQ(e.target.value)}
        aria-invalid={error ? true : undefined}
      />
      <Button type="submit" variant="secondary" className="btn-small" icon="magnifying-glass">
        {t('forum.search')}
      </Button>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

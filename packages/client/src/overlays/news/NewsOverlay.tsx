import type { NewsListDto } from '@heroroad/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGame } from '../../ui/GameContext';
import { useLoadOnce } from '../../ui/useLoadOnce';
import { Modal } from '../Modal';
import '../tasks/tasks.css';
import { loadNews } from '../../app/story/reads';
import { localeOf } from '../../i18n/words';

/** SPEC §7 news: the latest announcements; opening the page marks them seen. */
export default function NewsOverlay() {
  const game = useGame();
  const { t } = useTranslation();
  const [list, setList] = useState<NewsListDto | null>(null);
  const [failed, setFailed] = useState(false);
  useLoadOnce(
    () => loadNews(game, true),
    setList,
    () => setFailed(true),
  );
  const date = new Intl.DateTimeFormat(localeOf(game.lang), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return (
    <Modal id="news" title={t('news.title')} icon="newspaper" size="tall">
      <div className="tasks">
        {failed && <p className="form-note">{t('news.failed')}</p>}
        {!list && !failed && <span className="spinner" aria-label={t('common.busy')} />}
        {list?.news.length === 0 && <p className="form-note">{t('news.none')}</p>}
        {list?.news.map((n) => (
          <article key={n.id} className="event">
            <h3 className="event-title">{n.title}</h3>
            <p className="form-note">{date.format(n.publishedAt)}</p>
            <p>{n.body}</p>
          </article>
        ))}
      </div>
    </Modal>
  );
}

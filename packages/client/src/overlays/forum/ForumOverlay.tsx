import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../Modal';
import '../social/social.css';
import './forum.css';
import { ALL_TOPICS, type ForumFilter } from '../../app/social/forum';
import { TopicList } from './TopicList';
import { TopicForm } from './TopicForm';
import { TopicView } from './TopicView';

type View = { kind: 'list' } | { kind: 'topic'; id: number } | { kind: 'create' };

/** The forum (SPEC §2): topics, comments, search and tags; guests read public topics. */
export default function ForumOverlay() {
  const { t } = useTranslation();
  const [view, setView] = useState<View>({ kind: 'list' });
  // The filter outlives a visit to a topic, so "back" returns to the same list.
  const [filter, setFilter] = useState<ForumFilter>(ALL_TOPICS);
  const list = () => setView({ kind: 'list' });
  return (
    <Modal id="forum" title={t('forum.title')} icon="scroll-quill" size="tall">
      <div className="social">
        {view.kind === 'list' && (
          <TopicList
            filter={filter}
            onFilter={setFilter}
            onOpen={(id) => setView({ kind: 'topic', id })}
            onCreate={() => setView({ kind: 'create' })}
          />
        )}
        {view.kind === 'topic' && <TopicView key={view.id} id={view.id} onBack={list} />}
        {view.kind === 'create' && (
          <TopicForm
            theme={filter.theme}
            onCancel={list}
            onCreated={(id) => setView({ kind: 'topic', id })}
          />
        )}
      </div>
    </Modal>
  );
}

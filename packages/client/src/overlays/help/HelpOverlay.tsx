import { MANUAL_PAGES, pickText } from '@heroroad/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGame } from '../../ui/GameContext';
import { Modal } from '../Modal';
import { NotificationsTab } from './NotificationsTab';
import { SupportTab } from './SupportTab';
import '../social/social.css';
import '../tasks/tasks.css';

const TABS = ['manual', 'support', 'notifications'] as const;
type Tab = (typeof TABS)[number];

/** SPEC §2 manual/help and support: the manual's pages, a request to support, notifications. */
export default function HelpOverlay() {
  const game = useGame();
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('manual');
  return (
    <Modal id="help" title={t('help.title')} icon="help" size="tall">
      <div className="tasks">
        <div className="tabs" role="tablist" aria-label={t('help.tabs')}>
          {TABS.map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={key === tab}
              className={`tab${key === tab ? ' tab-on' : ''}`}
              onClick={() => setTab(key)}
            >
              {t(`help.tab.${key}`)}
            </button>
          ))}
        </div>
        {tab === 'manual' &&
          MANUAL_PAGES.map((page) => (
            <details key={page.id} className="event">
              <summary className="event-title">{pickText(page.title, game.lang)}</summary>
              <p>{pickText(page.body, game.lang)}</p>
            </details>
          ))}
        {tab === 'support' && <SupportTab />}
        {tab === 'notifications' && <NotificationsTab />}
      </div>
    </Modal>
  );
}

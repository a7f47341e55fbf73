import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../ui/Tabs';
import { Modal } from '../Modal';
import { hasAdminAccess } from '@heroroad/rules';
import { useStore } from 'zustand';
import { useGame } from '../../ui/GameContext';
import { AuditTab } from './AuditTab';
import { ClansTab } from './ClansTab';
import { InboxTab } from './InboxTab';
import { LiveTab } from './LiveTab';
import { PlayersTab } from './PlayersTab';
import { ReportsTab } from './ReportsTab';
import { TicketsTab } from './TicketsTab';
import '../social/composer.css';
import '../social/social.css';
import '../tasks/tasks.css';
import './staff.css';

const TABS = ['players', 'reports', 'tickets', 'inbox', 'audit', 'clans', 'live'] as const;
/** Administrators' tabs: live values and the clan rename. */
const ADMIN_TABS: readonly Tab[] = ['clans', 'live'];
type Tab = (typeof TABS)[number];

/**
 * The moderator panel (SPEC §2, §6), for moderators and above: players with their cards, bans
 * and login as; the reports queue; support requests; the mail support inbox; the staff audit;
 * for administrators, the clan rename and the live values (the sale switch, the event preview).
 */
export default function StaffOverlay() {
  const { t } = useTranslation();
  const game = useGame();
  const admin = useStore(
    game.player,
    (s) => s.player !== null && hasAdminAccess(s.player.accessLevel),
  );
  const [tab, setTab] = useState<Tab>('players');
  const tabs = admin ? TABS : TABS.filter((key) => !ADMIN_TABS.includes(key));
  return (
    <Modal id="staff" title={t('staff.title')} icon="gavel" size="tall">
      <Tabs
        label={t('staff.tabs')}
        tabs={tabs.map((key) => ({ key, label: t(`staff.tab.${key}`) }))}
        value={tab}
        onChange={setTab}
        className="staff-tabs"
        panelClassName="staff"
      >
        {tab === 'players' && <PlayersTab />}
        {tab === 'reports' && <ReportsTab onPlayer={() => setTab('players')} />}
        {tab === 'tickets' && <TicketsTab />}
        {tab === 'inbox' && <InboxTab />}
        {tab === 'audit' && <AuditTab />}
        {tab === 'clans' && admin && <ClansTab />}
        {tab === 'live' && admin && <LiveTab />}
      </Tabs>
    </Modal>
  );
}

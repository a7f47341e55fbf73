import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../ui/Tabs';
import { Modal } from '../Modal';
import { AuditTab } from './AuditTab';
import { PlayersTab } from './PlayersTab';
import { ReportsTab } from './ReportsTab';
import { TicketsTab } from './TicketsTab';
import '../social/composer.css';
import '../social/social.css';
import '../tasks/tasks.css';
import './staff.css';

const TABS = ['players', 'reports', 'tickets', 'audit'] as const;
type Tab = (typeof TABS)[number];

/**
 * The moderator panel (SPEC §2, §6), for moderators and above: players with their cards, bans
 * and login as; the reports queue; support requests; the staff audit.
 */
export default function StaffOverlay() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('players');
  return (
    <Modal id="staff" title={t('staff.title')} icon="gavel" size="tall">
      <Tabs
        label={t('staff.tabs')}
        tabs={TABS.map((key) => ({ key, label: t(`staff.tab.${key}`) }))}
        value={tab}
        onChange={setTab}
        className="staff-tabs"
        panelClassName="staff"
      >
        {tab === 'players' && <PlayersTab />}
        {tab === 'reports' && <ReportsTab onPlayer={() => setTab('players')} />}
        {tab === 'tickets' && <TicketsTab />}
        {tab === 'audit' && <AuditTab />}
      </Tabs>
    </Modal>
  );
}

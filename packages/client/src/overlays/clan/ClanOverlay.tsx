import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openMyClan } from '../../app/clan/clan';
import { openChat } from '../../app/social/navigate';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { Tabs } from '../../ui/Tabs';
import { Modal } from '../Modal';
import { AboutTab } from './AboutTab';
import { BudgetTab } from './BudgetTab';
import { BuildingsTab } from './BuildingsTab';
import { HistoryTab } from './HistoryTab';
import { Loading } from './Loading';
import { MembersTab } from './MembersTab';
import { NoClan } from './NoClan';
import { RaidTab } from './RaidTab';
import { RatingList } from './RatingList';
import { RecruitTab } from './RecruitTab';
import { ShopTab } from './ShopTab';
import { CLAN_TABS, type ClanTab } from '../../stores/uiStore';
import { useLoaded } from './useLoaded';
import './clan.css';

const TABS = CLAN_TABS;
type Tab = ClanTab;

/**
 * The clan (SPEC §2): without one, founding, invitations and clans to join; with one, its parts
 * as tabs, the forum and the CLAN chat room a tap away. The budget follows donations live through
 * the clan's destination; a change to the members reads the clan again.
 */
export default function ClanOverlay() {
  const game = useGame();
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>(() => {
    const asked = game.ui.getState().clanTab;
    game.ui.getState().setClanTab(null);
    return asked ?? 'about';
  });
  const { value: my, setValue, failed, reload } = useLoaded(() => openMyClan(game));
  const [stamp, setStamp] = useState(0);
  useEffect(
    () =>
      game.notifications.on('CLAN', (note) => {
        if (note.clanStat) {
          setValue((m) => (m?.clan ? { ...m, clan: { ...m.clan, clanStat: note.clanStat! } } : m));
        } else reload();
        setStamp((n) => n + 1);
      }),
    [game, setValue, reload],
  );
  const clan = my?.clan ?? null;
  return (
    <Modal id="clan" title={clan ? clan.name : t('clan.title')} icon="knight-banner" size="tall">
      {!my && <Loading failed={failed} />}
      {my && !clan && <NoClan my={my} onChange={setValue} />}
      {my && clan && (
        <div className={`clan clan-theme-${clan.theme}`}>
          <div className="clan-head">
            <span className="clan-level">{t('clan.level', { level: clan.level })}</span>
            <span>{t('clan.members', { n: clan.membersCurr, max: clan.membersMax })}</span>
            <Button
              variant="secondary"
              icon="chat-bubble"
              onClick={() => openChat(game, { room: 'CLAN', whisperTo: null })}
            >
              {t('clan.chat')}
            </Button>
            <Button
              variant="secondary"
              icon="scroll-unfurled"
              onClick={() => game.ui.getState().open('forum')}
            >
              {t('clan.forum')}
            </Button>
          </div>
          <Tabs
            label={t('clan.title')}
            tabs={TABS.map((key) => ({
              key,
              label: t(`clan.tabs.${key}`),
              mark: key === 'about' && !my.advertisementSeen ? t('clan.newAdvertisement') : null,
            }))}
            value={tab}
            onChange={setTab}
            className="clan-tabs"
            panelClassName="clan-body"
          >
            {tab === 'about' && <AboutTab my={{ ...my, clan }} onChange={setValue} />}
            {tab === 'members' && (
              <MembersTab my={{ ...my, clan }} onChange={setValue} stamp={stamp} />
            )}
            {tab === 'buildings' && (
              <BuildingsTab my={{ ...my, clan }} onChange={setValue} stamp={stamp} />
            )}
            {tab === 'shop' && <ShopTab my={{ ...my, clan }} onChange={setValue} />}
            {tab === 'budget' && <BudgetTab my={{ ...my, clan }} onChange={setValue} />}
            {tab === 'raid' && <RaidTab my={{ ...my, clan }} onChange={setValue} />}
            {tab === 'rating' && <RatingList mine={clan.id} />}
            {tab === 'recruiting' && <RecruitTab my={{ ...my, clan }} onChange={setValue} />}
            {tab === 'history' && <HistoryTab clanId={clan.id} stamp={stamp} />}
          </Tabs>
        </div>
      )}
    </Modal>
  );
}

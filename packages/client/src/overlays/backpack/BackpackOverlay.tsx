import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadBackpack, type Backpack } from '../../app/heroes';
import { useGame } from '../../ui/GameContext';
import { useLoadOnce } from '../../ui/useLoadOnce';
import { Tabs } from '../../ui/Tabs';
import { Modal } from '../Modal';
import { ItemsTab } from './ItemsTab';
import { ProfileTab } from './ProfileTab';
import { ShopTab } from './ConsumableShop';
import '../../styles/heroes.css';
import '../../styles/bag.css';

const TABS = ['profile', 'items', 'shop'] as const;
type Tab = (typeof TABS)[number];

/**
 * Profile and backpack: the player's stats and resources, the artifacts and consumables carried
 * (road markers used from here), and the consumable shop at the current stair's prices.
 */
export default function BackpackOverlay() {
  const game = useGame();
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('profile');
  const [bag, setBag] = useState<Backpack | null>(null);
  const [failed, setFailed] = useState(false);
  useLoadOnce(
    () => loadBackpack(game),
    setBag,
    () => setFailed(true),
  );
  return (
    <Modal id="backpack" title={t('bag.title')} icon="knapsack">
      <Tabs
        label={t('bag.title')}
        tabs={TABS.map((key) => ({ key, label: t(`bag.tabs.${key}`) }))}
        value={tab}
        onChange={setTab}
        className="bag-tabs"
        panelClassName="hall-body"
      >
        {tab === 'profile' && <ProfileTab />}
        {tab !== 'profile' && !bag && !failed && (
          <span className="spinner" role="status" aria-label={t('common.busy')} />
        )}
        {tab !== 'profile' && failed && <p>{t('errors.network')}</p>}
        {tab === 'items' && bag && <ItemsTab bag={bag} />}
        {tab === 'shop' && bag && <ShopTab bag={bag} onBought={setBag} />}
      </Tabs>
    </Modal>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../Tabs';
import { AmuletShop } from './AmuletShop';
import { BoostersPanel } from './BoostersPanel';
import { CardsPanel } from './CardsPanel';
import { SetupPanel } from './SetupPanel';

const PARTS = ['amulets', 'cards', 'boosters', 'setup'] as const;
type Part = (typeof PARTS)[number];

/** The hall's goods: the amulet shop, cards, boosters with their inbox, the battle setup. */
export function GoodsTab() {
  const { t } = useTranslation();
  const [part, setPart] = useState<Part>('amulets');
  return (
    <div className="goods-tab">
      <Tabs
        label={t('hall.tabs.goods')}
        look="pill"
        tabs={PARTS.map((key) => ({ key, label: t(`goods.parts.${key}`) }))}
        value={part}
        onChange={setPart}
      >
        {part === 'amulets' && <AmuletShop />}
        {part === 'cards' && <CardsPanel />}
        {part === 'boosters' && <BoostersPanel />}
        {part === 'setup' && <SetupPanel />}
      </Tabs>
    </div>
  );
}

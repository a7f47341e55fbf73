import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { IconName } from '../../assets/iconNames';
import { announceNewSlotOffers } from '../../app/slotOffers';
import { HALL_TABS, type HallTab } from '../../stores/uiStore';
import { useGame } from '../GameContext';
import { Tabs } from '../Tabs';
import { GoodsTab } from '../goods/GoodsTab';
import { ForcesTab } from './ForcesTab';
import { HealthTab } from './HealthTab';
import { HeroTab } from './HeroTab';
import { ShopTab } from './ShopTab';
import { SmithyTab } from './SmithyTab';
import { SquadTab } from './SquadTab';
import '../../styles/heroes.css';
import '../../styles/goods.css';

const TABS = HALL_TABS;
type Tab = HallTab;
const TAB_ICON: Readonly<Record<Tab, IconName>> = {
  hero: 'visored-helm',
  forces: 'thor-hammer',
  smithy: 'anvil',
  squad: 'crossed-swords',
  shop: 'two-coins',
  goods: 'gem-pendant',
  health: 'heart-plus',
};

/**
 * The heroes' hall's panel: the hero page (stats, level up, rank, artifacts, forces), the squad
 * (order, in and out, group level up), the hero shop by tier, and health with its restores.
 * The hero shown follows taps on the scene's tokens and rows of the squad list.
 */
export default function CreatureChrome() {
  const game = useGame();
  const { t } = useTranslation();
  const creatures = useStore(game.player, (s) => s.player?.creatures ?? []);
  const [tab, setTab] = useState<Tab>(() => {
    const asked = game.ui.getState().hallTab;
    game.ui.getState().setHallTab(null);
    return asked ?? 'hero';
  });
  const [selected, setSelected] = useState<number | null>(null);
  useEffect(
    () => game.bus.on('creature:select', ({ creatureId }) => setSelected(creatureId)),
    [game],
  );
  // A move here (a hero bought, an artifact given, a force begun) may bring a free-slot offer.
  useEffect(() => {
    announceNewSlotOffers(game);
    return game.player.subscribe(() => announceNewSlotOffers(game));
  }, [game]);
  const sorted = [...creatures].sort((a, b) => a.order - b.order || a.id - b.id);
  const hero = sorted.find((c) => c.id === selected) ?? sorted[0] ?? null;
  const select = (id: number) => {
    setSelected(id);
    game.bus.emit('creature:select', { creatureId: id });
  };
  return (
    <section className="hall card" aria-label={t('hall.title')}>
      <Tabs
        label={t('hall.title')}
        tabs={TABS.map((key) => ({ key, label: t(`hall.tabs.${key}`), icon: TAB_ICON[key] }))}
        value={tab}
        onChange={setTab}
        panelClassName="hall-body"
      >
        {tab === 'hero' && hero && <HeroTab hero={hero} />}
        {tab === 'forces' && hero && <ForcesTab key={hero.id} hero={hero} />}
        {tab === 'smithy' && hero && <SmithyTab key={hero.id} hero={hero} />}
        {(tab === 'hero' || tab === 'forces' || tab === 'smithy') && !hero && (
          <p>{t('scenes.creature.emptyHint')}</p>
        )}
        {tab === 'squad' && (
          <SquadTab creatures={sorted} onSelect={(id) => (select(id), setTab('hero'))} />
        )}
        {tab === 'shop' && <ShopTab />}
        {tab === 'goods' && <GoodsTab />}
        {tab === 'health' && <HealthTab creatures={sorted} />}
      </Tabs>
    </section>
  );
}

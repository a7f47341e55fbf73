import { abbreviateNumber } from '@heroroad/rules';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { IconName } from '../../assets/iconNames';
import { RESOURCE_ICON } from '../../scenes/common/iconMaps';
import { useGame } from '../../ui/GameContext';
import { Icon } from '../../ui/Icon';
import { localeOf, resourceName } from '../../i18n/words';

/** The player at a glance: level and experience, how far the road goes, and every resource. */
export function ProfileTab() {
  const game = useGame();
  const { t } = useTranslation();
  const p = useStore(game.player, (s) => s.player);
  if (!p) return null;
  const facts = [
    { label: t('bag.level'), value: `${p.level}` },
    {
      label: t('bag.exp'),
      value: `${abbreviateNumber(p.currentExp)} / ${abbreviateNumber(p.maxExp)}`,
    },
    { label: t('bag.stair'), value: `${p.stair}` },
    { label: t('bag.best'), value: `${p.bestVictoryStair}` },
    { label: t('bag.strength'), value: `${p.battleStair}` },
    { label: t('bag.heroes'), value: `${p.creatures.length}` },
  ];
  const wallet: Array<{ id: string; amount: number }> = [
    { id: 'GOLD', amount: p.gold },
    { id: 'MITHRIL', amount: p.mithril },
    { id: 'CRYSTAL', amount: p.crystal },
    { id: 'ELIXIR', amount: p.elixir },
    { id: 'SULFUR', amount: p.sulfur },
    { id: 'TICKETS', amount: p.tickets },
    { id: 'GEARS', amount: p.gears },
  ];
  return (
    <div className="profile">
      <h3>{p.name}</h3>
      <dl className="facts">
        {facts.map((f) => (
          <div key={f.label}>
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
      <h4>{t('bag.resources')}</h4>
      <ul className="wallet">
        {wallet.map((w) => {
          const look = RESOURCE_ICON[w.id];
          return (
            <li key={w.id}>
              <span style={{ color: look?.color }}>
                <Icon name={(look?.icon ?? 'two-coins') as IconName} size={22} />
              </span>
              <span>{resourceName(w.id, game.lang)}</span>
              {/* The short form reads at a glance; the exact count is a hover or a long press away. */}
              <b title={w.amount.toLocaleString(localeOf(game.lang))}>
                {abbreviateNumber(w.amount)}
              </b>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

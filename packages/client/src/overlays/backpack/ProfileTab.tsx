import { abbreviateNumber } from '@heroroad/rules';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { CurrencyIcon } from '../../ui/CurrencyIcon';
import { useGame } from '../../ui/GameContext';
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
    { id: 'GOLD_CRYSTAL', amount: p.goldCrystal },
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
        {wallet.map((w) => (
          <li key={w.id}>
            <CurrencyIcon currency={w.id} />
            <span>{resourceName(w.id, game.lang)}</span>
            {/* The short form reads at a glance; the exact count is a hover or a long press away. */}
            <b title={w.amount.toLocaleString(localeOf(game.lang))}>{abbreviateNumber(w.amount)}</b>
          </li>
        ))}
      </ul>
    </div>
  );
}

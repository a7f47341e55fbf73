import { abbreviateNumber } from '@heroroad/rules';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon';

/** Attack, defence and health in one short line of icons and numbers. */
export function StatLine({
  attack,
  defence,
  health,
}: {
  attack: number;
  defence: number;
  health: number;
}) {
  const { t } = useTranslation();
  const stats = [
    { icon: 'broadsword', label: t('stats.attack'), value: attack },
    { icon: 'checked-shield', label: t('stats.defence'), value: defence },
    { icon: 'heart-plus', label: t('stats.health'), value: health },
  ] as const;
  return (
    <span className="stat-line">
      {stats.map((s) => (
        <span key={s.icon} title={s.label}>
          <Icon name={s.icon} size={14} title={s.label} />
          {abbreviateNumber(s.value)}
        </span>
      ))}
    </span>
  );
}

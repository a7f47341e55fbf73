import type { ClanStatDto } from '@heroroad/protocol';
import { useTranslation } from 'react-i18next';
import { useGame } from '../../ui/GameContext';
import { localeOf } from '../../i18n/words';

/** A budget price or amount, each currency with its name. */
export function Price({ price }: { price: Partial<ClanStatDto> }) {
  const { t } = useTranslation();
  const { lang } = useGame();
  const parts = (Object.entries(price) as [keyof ClanStatDto, number][]).filter(([, v]) => v > 0);
  if (parts.length === 0) return <span>{t('clan.free')}</span>;
  return (
    <span>
      {parts
        .map(([k, v]) =>
          t(`clan.stat.${k}`, {
            count: Math.floor(v),
            n: Math.floor(v).toLocaleString(localeOf(lang)),
          }),
        )
        .join(' · ')}
    </span>
  );
}

import type { BankStatusDto } from '@heroroad/protocol';
import { formatDuration } from '@heroroad/rules';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGame } from '../../ui/GameContext';
import { Icon } from '../../ui/Icon';

/** Bonus status, progress to the next bank chest, and the running (or next) sale. */
export function BankHeader({ bank }: { bank: BankStatusDto }) {
  const game = useGame();
  const { t } = useTranslation();
  const next = bank.nextChest;
  const shown = next ? next.at - next.missing : bank.gemsBought;
  const [now, setNow] = useState(() => game.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(game.now()), 30_000);
    return () => clearInterval(timer);
  }, [game]);
  return (
    <section className="bank-header" aria-label={t('bank.progress')}>
      <p className="bank-status">
        <Icon name="emerald" size={20} />
        {bank.bonusStatus
          ? t('bank.status', { status: t(`bank.statuses.${bank.bonusStatus}`) })
          : t('bank.noStatus')}
        {bank.nextStatus && (
          <span className="hall-soft">
            {' '}
            {t('bank.nextStatus', {
              status: t(`bank.statuses.${bank.nextStatus.id}`),
              count: bank.nextStatus.missing,
            })}
          </span>
        )}
      </p>
      {next ? (
        <div className="bank-chest">
          <span>
            {t('bank.nextChest', {
              chest: t(`bank.chests.${next.chest}`),
              count: next.missing,
            })}
          </span>
          <progress max={next.at} value={shown} aria-label={t('bank.chestProgress')} />
          <span className="hall-soft">
            {shown} / {next.at}
          </span>
        </div>
      ) : (
        <p className="hall-soft">{t('bank.allChests')}</p>
      )}
      <p className={bank.sale.active ? 'bank-sale bank-sale-on' : 'bank-sale'}>
        {bank.sale.active
          ? t('bank.saleOn', {
              percent: bank.sale.percent,
              left: formatDuration(Math.max(0, (bank.sale.endsAt - now) / 1000), game.lang),
            })
          : t('bank.saleNext', {
              percent: bank.sale.percent,
              left: formatDuration(Math.max(0, (bank.sale.startsAt - now) / 1000), game.lang),
            })}
      </p>
    </section>
  );
}

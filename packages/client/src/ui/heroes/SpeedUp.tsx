import { formatDuration, speedUpPrice } from '@heroroad/rules';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { useGame } from '../GameContext';
import { amountText } from '../../i18n/words';

/** The time an upgrade has left, counting down. */
export function TimeLeft({ ms }: { ms: number }) {
  const game = useGame();
  const { t } = useTranslation();
  return <>{t('forces.left', { time: formatDuration(Math.floor(ms / 1000), game.lang) })}</>;
}

/** Finishes an upgrade now for the emeralds its time left costs (the rules' price curve). */
export function SpeedUpButton(props: {
  leftMs: number;
  mithril: number;
  busy: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  const { lang } = useGame();
  const price = speedUpPrice(props.leftMs);
  return (
    <Button
      variant="secondary"
      icon="fast-forward-button"
      busy={props.busy}
      disabled={props.mithril < price}
      onClick={props.onClick}
    >
      {t('forces.speedUp', { price: amountText(price, 'MITHRIL', lang) })}
    </Button>
  );
}

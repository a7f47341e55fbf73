import type { WheelSpinDto, WheelStatusDto } from '@heroroad/protocol';
import { abbreviateNumber } from '@heroroad/rules';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadWheel, spinWheel, takeWheelPrize } from '../../app/fortune';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { useAction } from '../../ui/useAction';
import { Modal } from '../Modal';
import { prizeText } from './prize';
import { Wheel } from './Wheel';
import './fortune.css';

/**
 * The wheel of fortune: the daily free spin, or a ticket, or emeralds. The server draws the
 * sector; the wheel turns five times and stops on it, then the prize waits to be taken.
 */
export default function WheelOverlay() {
  const game = useGame();
  const { t } = useTranslation();
  const [wheel, setWheel] = useState<WheelStatusDto | null>(null);
  const [failed, setFailed] = useState(false);
  const [landing, setLanding] = useState<WheelSpinDto | null>(null);
  const [stopped, setStopped] = useState(true);
  const [turns, setTurns] = useState(0);
  const reload = useCallback(() => {
    loadWheel(game).then(setWheel, () => setFailed(true));
  }, [game]);
  useEffect(reload, [reload]);

  const spin = useAction(async (pay: 'FREE' | 'TICKETS' | 'GEMS') => {
    const result = await spinWheel(game, pay);
    if (!result) return;
    setStopped(false);
    setTurns((n) => n + 1);
    setLanding(result);
    game.bus.emit('sound:effect', { name: 'click' });
  });
  const take = useAction(async () => {
    const prize = landing?.prize ?? (wheel?.pending != null ? wheel.sectors[wheel.pending] : null);
    if (!(await takeWheelPrize(game))) return;
    if (prize) game.ui.getState().toast('success', t('wheel.won', { prize: prizeText(prize, t) }));
    setLanding(null);
    reload();
  });

  const pendingSector = landing?.sector ?? wheel?.pending ?? null;
  const ready = stopped && pendingSector !== null;
  return (
    <Modal id="wheel" title={t('wheel.title')} icon="cartwheel" size="tall">
      <div className="hall-body fortune">
        {!wheel && !failed && (
          <span className="spinner" role="status" aria-label={t('common.busy')} />
        )}
        {failed && <p>{t('errors.network')}</p>}
        {wheel && (
          <>
            <Wheel
              sectors={wheel.sectors}
              target={landing?.sector ?? wheel.pending}
              turns={turns}
              spinning={!stopped}
              onStopped={() => setStopped(true)}
            />
            <p className="fortune-result" role="status" aria-live="polite">
              {ready && t('wheel.landed', { prize: prizeText(wheel.sectors[pendingSector]!, t) })}
              {!stopped && t('wheel.spinning')}
            </p>
            {ready ? (
              <Button icon="check-mark" busy={take.busy} onClick={() => void take.run()}>
                {t('wheel.take')}
              </Button>
            ) : (
              <div className="fortune-actions">
                {wheel.freeSpin && (
                  <Button
                    icon="cartwheel"
                    busy={spin.busy || !stopped}
                    onClick={() => void spin.run('FREE')}
                  >
                    {t('wheel.free')}
                  </Button>
                )}
                <Button
                  variant="secondary"
                  icon="ticket"
                  busy={spin.busy || !stopped}
                  onClick={() => void spin.run('TICKETS')}
                >
                  {t('wheel.forTickets', { count: wheel.spinTickets })}
                </Button>
                <Button
                  variant="secondary"
                  icon="emerald"
                  busy={spin.busy || !stopped}
                  onClick={() => void spin.run('GEMS')}
                >
                  {t('wheel.forGems', {
                    count: wheel.spinGems,
                    amount: abbreviateNumber(wheel.spinGems),
                  })}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </Modal>
  );
}

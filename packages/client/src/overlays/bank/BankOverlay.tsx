import type { BankPackDto, BankStatusDto, PaymentDto } from '@heroroad/protocol';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { awaitPayment, loadBank } from '../../app/bank';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { Modal } from '../Modal';
import { usePlatformSale } from '../platform/PlatformPay';
import { BankHeader } from './BankHeader';
import { PackList } from './PackList';
import { PaymentDialog } from './PaymentDialog';
import '../../styles/heroes.css';
import './bank.css';

/**
 * The bank of emeralds: packs priced in the player's currency with their sale, first-purchase
 * and status bonuses, the bonus status and the next bank chest; a pack opens the payment-method
 * dialog. Back from a provider's page (?bankPayment=) it first waits for the order to land.
 */
export default function BankOverlay() {
  const game = useGame();
  const { t } = useTranslation();
  const [bank, setBank] = useState<BankStatusDto | null>(null);
  const waiting = useStore(game.player, (s) => s.info?.campaignTypes ?? []);
  const [failed, setFailed] = useState(false);
  const [chosen, setChosen] = useState<BankPackDto | null>(null);
  const [returning, setReturning] = useState<number | null>(game.entry.bankPayment);
  const [result, setResult] = useState<PaymentDto | 'pending' | null>(null);
  // Where the platform sells the packs, they are priced in its money (asked once per page).
  const sale = usePlatformSale();

  const reload = useCallback(() => {
    loadBank(game).then(setBank, () => setFailed(true));
  }, [game]);
  useEffect(reload, [reload]);

  useEffect(() => {
    if (returning === null) return;
    const abort = new AbortController();
    awaitPayment(game, returning, abort.signal).then(
      (p) => {
        if (abort.signal.aborted) return;
        setResult(p ?? 'pending');
        setReturning(null);
        reload();
      },
      () => !abort.signal.aborted && setReturning(null),
    );
    return () => abort.abort();
  }, [game, returning, reload]);

  return (
    <Modal id="bank" title={t('bank.title')} icon="emerald" size="tall">
      <div className="hall-body bank">
        {returning !== null && (
          <p className="bank-waiting" role="status">
            <span className="spinner" aria-hidden="true" /> {t('bank.waiting')}
          </p>
        )}
        {result === 'pending' && <p className="bank-note">{t('bank.stillPending')}</p>}
        {result !== null && result !== 'pending' && result.state === 'REFUNDED' && (
          <p className="bank-note">{t('bank.refunded')}</p>
        )}
        {(!bank || sale === undefined) && !failed && (
          <span className="spinner" role="status" aria-label={t('common.busy')} />
        )}
        {failed && <p>{t('errors.network')}</p>}
        {bank && sale !== undefined && (
          <>
            <nav className="bank-links" aria-label={t('bank.more')}>
              <Button
                variant="secondary"
                icon="cartwheel"
                className={waiting.includes('wheel') ? 'has-dot' : undefined}
                onClick={() => game.ui.getState().open('wheel')}
              >
                {t('wheel.title')}
                {waiting.includes('wheel') && (
                  <span className="menu-dot" aria-label={t('menu.waiting')} />
                )}
              </Button>
              <Button
                variant="secondary"
                icon="locked-chest"
                className={waiting.includes('chest') ? 'has-dot' : undefined}
                onClick={() => game.ui.getState().open('chests')}
              >
                {t('chests.title')}
                {waiting.includes('chest') && (
                  <span className="menu-dot" aria-label={t('menu.waiting')} />
                )}
              </Button>
              <Button
                variant="secondary"
                icon="scroll-unfurled"
                onClick={() => game.ui.getState().open('promos')}
              >
                {t('promos.title')}
              </Button>
            </nav>
            <BankHeader bank={bank} />
            {!sale && bank.providers.length === 0 && (
              <p className="bank-note">{t('bank.noProviders')}</p>
            )}
            <PackList bank={bank} sale={sale} onChoose={setChosen} />
          </>
        )}
        {bank && chosen && sale !== undefined && (
          <PaymentDialog
            bank={bank}
            pack={chosen}
            sale={sale}
            onClose={(paid) => {
              setChosen(null);
              if (paid) reload();
            }}
          />
        )}
      </div>
    </Modal>
  );
}

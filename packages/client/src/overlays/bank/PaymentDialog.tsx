import type {
  BankPackDto,
  BankStatusDto,
  PaymentDto,
  PaymentProviderId,
  PlatformSettingsDto,
} from '@heroroad/protocol';
import { useState } from 'react';
import { useStore } from 'zustand';
import { useTranslation } from 'react-i18next';
import { goToProvider, orderPack, payWithTestProvider } from '../../app/bank';
import { Button } from '../../ui/Button';
import { useAction } from '../../ui/useAction';
import { useGame } from '../../ui/GameContext';
import { formatPlatformPrice } from '@heroroad/rules';
import { PlatformPay } from '../platform/PlatformPay';
import { formatPrice } from './price';

/** The providers with the player's preferred one (SPEC §2 payment method) first. */
export function preferredFirst<P extends { id: PaymentProviderId }>(
  providers: readonly P[],
  preferred: PaymentProviderId | null,
): P[] {
  return [...providers].sort((a, b) => Number(b.id === preferred) - Number(a.id === preferred));
}

/**
 * The payment-method dialog: the providers this server offers for the currency. A real provider
 * takes the buyer to its page; the test provider opens its own page here, clearly marked as
 * moving no money.
 */
export function PaymentDialog({
  bank,
  pack,
  sale,
  onClose,
}: {
  bank: BankStatusDto;
  pack: BankPackDto;
  /** How the platform sells the packs here (null where the bank's own providers apply). */
  sale: PlatformSettingsDto | null;
  onClose: (paid: boolean) => void;
}) {
  const game = useGame();
  const { t } = useTranslation();
  const [testOrder, setTestOrder] = useState<PaymentDto | null>(null);
  // Where the platform sells packs itself, its own payment is the only one offered, in its money.
  const platformPrice = sale?.prices.find((p) => p.packId === pack.id);
  const price = platformPrice
    ? formatPlatformPrice(platformPrice, game.lang)
    : formatPrice(pack.price, pack.currency, game.lang);
  // The method chosen in the settings comes first and stands out; the others follow.
  const preferred = useStore(game.player, (s) => s.player?.paymentMethod ?? null);
  const providers = sale === null ? preferredFirst(bank.providers, preferred) : [];
  const order = useAction(async (provider: PaymentProviderId) => {
    const { payment, redirectUrl } = await orderPack(game, pack.id, provider);
    if (provider === 'test') setTestOrder(payment);
    else goToProvider(redirectUrl);
  });
  const pay = useAction(async () => {
    if (!testOrder) return;
    await payWithTestProvider(game, testOrder.id);
    onClose(true);
  });
  return (
    <div className="bank-dialog-backdrop">
      <div
        className="bank-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="bank-dialog-title"
      >
        {testOrder ? (
          <>
            <h3 id="bank-dialog-title">{t('bank.test.title')}</h3>
            <p className="bank-test-warning">{t('bank.test.warning')}</p>
            <p>{t('bank.test.order', { count: pack.gems, price, id: testOrder.id })}</p>
            <div className="bank-actions">
              <Button icon="check-mark" busy={pay.busy} onClick={() => void pay.run()}>
                {t('bank.test.pay', { price })}
              </Button>
              <Button variant="secondary" onClick={() => onClose(false)}>
                {t('common.cancel')}
              </Button>
            </div>
          </>
        ) : (
          <>
            <h3 id="bank-dialog-title">{t('bank.method.title')}</h3>
            <p>{t('bank.method.pack', { count: pack.gems, price })}</p>
            {preferred !== null && providers.some((p) => p.id === preferred) && (
              <p id="bank-method-preferred" className="bank-note">
                {t('bank.method.preferred', { method: t(`bank.method.${preferred}`) })}
              </p>
            )}
            <div className="bank-actions bank-methods">
              {platformPrice && <PlatformPay price={platformPrice} onDone={onClose} />}
              {providers.map((p) => (
                <Button
                  key={p.id}
                  variant={
                    p.test || (preferred !== null && p.id !== preferred) ? 'secondary' : 'primary'
                  }
                  busy={order.busy}
                  onClick={() => void order.run(p.id)}
                  aria-describedby={p.id === preferred ? 'bank-method-preferred' : undefined}
                >
                  {t(`bank.method.${p.id}`)}
                </Button>
              ))}
              <Button variant="secondary" onClick={() => onClose(false)}>
                {t('common.cancel')}
              </Button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}

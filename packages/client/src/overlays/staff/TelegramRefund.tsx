import { STAFF_REASON_LENGTH, type PaymentDto } from '@heroroad/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { refundTelegram } from '../../app/staff';
import { Button } from '../../ui/Button';
import { Confirm } from '../../ui/Confirm';
import { useGame } from '../../ui/GameContext';
import { useAction } from '../../ui/useAction';
import { TextArea } from './controls';

/** A Telegram Stars payment that is paid and not yet refunded. */
export const refundableInTelegram = (p: PaymentDto): boolean =>
  p.provider === 'tg' && (p.state === 'GEMS_GRANTED' || p.state === 'GEMS_TAKEN');

type Step = 'closed' | 'reason' | 'confirm';

/** Staff refund one Telegram payment: a reason, a confirmation, then the call. */
export function TelegramRefund({ payment, onDone }: { payment: PaymentDto; onDone: () => void }) {
  const game = useGame();
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('closed');
  const [reason, setReason] = useState('');
  const refund = useAction(async () => {
    try {
      await refundTelegram(game, payment.id, reason);
    } catch (e) {
      // Refunded elsewhere: the server brought the order in line, so the list shows it.
      if (e instanceof ApiError && e.code === 'PLATFORM_ALREADY_REFUNDED') onDone();
      throw e;
    }
    setStep('closed');
    setReason('');
    onDone();
  });
  const enough = reason.trim().length >= STAFF_REASON_LENGTH.min;
  if (step === 'closed') {
    return (
      <Button variant="secondary" icon="cycle" onClick={() => setStep('reason')}>
        {t('staff.refund.button')}
      </Button>
    );
  }
  if (step === 'reason') {
    return (
      <form
        className="stack"
        onSubmit={(e) => {
          e.preventDefault();
          if (enough) setStep('confirm');
        }}
      >
        <TextArea
          label={t('staff.refund.reason')}
          value={reason}
          onChange={setReason}
          maxLength={STAFF_REASON_LENGTH.max}
        />
        <div className="staff-actions">
          <Button type="submit" variant="danger" icon="cycle" disabled={!enough}>
            {t('staff.refund.next')}
          </Button>
          <Button variant="secondary" onClick={() => setStep('closed')}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    );
  }
  return (
    <Confirm
      question={t('staff.refund.question', { id: payment.id })}
      confirmLabel={t('staff.refund.confirm')}
      busy={refund.busy}
      onConfirm={() => void refund.run()}
      onCancel={() => setStep('reason')}
    />
  );
}

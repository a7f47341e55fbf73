import type { PaymentDto, PlayerLogEntryDto, StaffPlayerCardDto } from '@heroroad/protocol';
import {
  formatPlatformPrice,
  isPricedPlatform,
  PLATFORM_PRICING,
  type Lang,
} from '@heroroad/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { playerLog, playerPayments } from '../../app/staff';
import { useGame } from '../../ui/GameContext';
import { Section, when } from './controls';
import { amountText } from '../../i18n/words';
import { refundableInTelegram, TelegramRefund } from './TelegramRefund';

/** A payment's price in its own money: the site's in cents or kopecks, a platform's as it counts. */
function paymentPrice(p: PaymentDto, lang: Lang): string {
  const decimals = isPricedPlatform(p.provider) ? PLATFORM_PRICING[p.provider].decimals : 2;
  return formatPlatformPrice({ amount: p.price, currency: p.currency, decimals }, lang);
}

/**
 * The folding parts of a card: sessions, bans, payments and the log (the last two on demand).
 * Staff who may refund see a refund for each paid Telegram payment; a refund reloads the card.
 */
export function CardHistory({
  card,
  canRefund,
  onChanged,
}: {
  card: StaffPlayerCardDto;
  canRefund: boolean;
  onChanged: () => void;
}) {
  const game = useGame();
  const { t } = useTranslation();
  const [payments, setPayments] = useState<readonly PaymentDto[] | null>(null);
  const [log, setLog] = useState<readonly PlayerLogEntryDto[] | null>(null);
  const id = card.player.id;
  const at = (ms: number) => when(ms, game.lang);
  const loadPayments = () => void playerPayments(game, id).then(setPayments, () => setPayments([]));
  const refunded = () => {
    loadPayments();
    onChanged();
  };
  const by = (byId: number | null) => (byId === null ? t('staff.card.operator') : `#${byId}`);
  return (
    <>
      <Section title={t('staff.card.sessions')}>
        <ul className="staff-list">
          {card.sessions.map((s) => (
            <li key={s.createdAt + s.authSource}>
              {t('staff.card.sessionLine', {
                source: s.authSource,
                from: at(s.createdAt),
                seen: at(s.lastSeenAt),
              })}
              {s.viewerId !== null && ` · ${t('staff.card.viewSession', { id: s.viewerId })}`}
              {s.revokedAt !== null && ` · ${t('staff.card.revoked', { date: at(s.revokedAt) })}`}
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('staff.card.bans')}>
        {card.bans.length === 0 && <p className="form-note">{t('staff.card.noBans')}</p>}
        <ul className="staff-list">
          {card.bans.map((b) => (
            <li key={`${b.kind}${b.id}`}>
              {t('staff.card.banLine', {
                scope: t(`staff.scope.${b.kind}`),
                reason: t(`staff.reason.${b.reason}`),
                until: at(b.until),
                by: by(b.byId),
              })}
              {b.liftedAt !== null &&
                ` · ${t('staff.card.lifted', { date: at(b.liftedAt), by: by(b.liftedBy), reason: b.liftReason ?? '' })}`}
            </li>
          ))}
        </ul>
      </Section>
      <Section
        title={`${t('staff.card.payments')} · ${t('staff.card.paymentsSummary', { count: card.payments.count, gems: card.payments.gemsBought })}`}
        onOpen={loadPayments}
      >
        {payments?.length === 0 && <p className="form-note">{t('staff.card.noPayments')}</p>}
        <ul className="staff-list">
          {payments?.map((p) => (
            <li key={p.id}>
              {at(p.createdAt)} ·{' '}
              {t('staff.card.paymentLine', {
                id: p.id,
                price: paymentPrice(p, game.lang),
                gems: amountText(p.gems, 'MITHRIL', game.lang),
                state: t(`staff.card.paymentState.${p.state}`),
                test: p.test ? t('staff.card.test') : '',
              })}
              {canRefund && refundableInTelegram(p) && (
                <TelegramRefund payment={p} onDone={refunded} />
              )}
            </li>
          ))}
        </ul>
      </Section>
      <Section
        title={t('staff.card.log')}
        onOpen={() => void playerLog(game, id).then(setLog, () => setLog([]))}
      >
        {log?.length === 0 && <p className="form-note">{t('staff.card.noLog')}</p>}
        <ul className="staff-list">
          {log?.map((e) => (
            <li key={`${e.kind}${e.ref}${e.at}`}>
              <span className="staff-tag">{t(`staff.log.${e.kind}`)}</span> {at(e.at)} · {e.text}
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

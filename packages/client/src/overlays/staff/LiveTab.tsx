import type { LiveSettingsDto } from '@heroroad/protocol';
import { SALE_MODES, type SaleMode } from '@heroroad/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { liveSettings, setLiveSettings } from '../../app/staff';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { useLoadOnce } from '../../ui/useLoadOnce';
import { useAction } from '../../ui/useAction';
import { Field } from '../fields';
import { Choice, TextArea, when } from './controls';

/** Live values administrators tune: the sale switch and how far ahead staff preview events. */
export function LiveTab() {
  const game = useGame();
  const { t } = useTranslation();
  const [now, setNow] = useState<LiveSettingsDto | null>(null);
  const [sale, setSale] = useState<SaleMode>('AUTO');
  const [days, setDays] = useState('30');
  const [reason, setReason] = useState('');
  useLoadOnce(
    () => liveSettings(game),
    (v) => {
      setNow(v);
      setSale(v.sale);
      setDays(String(v.eventPreviewDays));
    },
  );
  const daysValue = /^\d{1,2}$/.test(days) ? Number(days) : NaN;
  const save = useAction(async () => {
    const v = await setLiveSettings(game, { sale, eventPreviewDays: daysValue }, reason);
    setNow(v);
    setReason('');
  });
  if (!now) return <p className="form-note">{t('staff.card.loading')}</p>;
  return (
    <form
      className="stack"
      onSubmit={(e) => {
        e.preventDefault();
        void save.run();
      }}
    >
      <Choice
        label={t('staff.live.sale')}
        value={sale}
        values={SALE_MODES}
        text={(v) => t(`staff.live.saleModes.${v}`)}
        onChange={setSale}
      />
      {now.sale !== 'AUTO' && (
        <p className="form-note">
          {t('staff.live.since', { date: when(now.saleSwitchedAt, game.lang) })}
        </p>
      )}
      <Field
        label={t('staff.live.previewDays')}
        value={days}
        onChange={setDays}
        inputMode="numeric"
        hint={t('staff.live.previewHint')}
      />
      <TextArea
        label={t('staff.live.reason')}
        value={reason}
        onChange={setReason}
        maxLength={500}
      />
      <Button
        type="submit"
        icon="cog"
        busy={save.busy}
        disabled={reason.trim().length < 3 || !(daysValue >= 0 && daysValue <= 90)}
      >
        {t('staff.live.save')}
      </Button>
    </form>
  );
}

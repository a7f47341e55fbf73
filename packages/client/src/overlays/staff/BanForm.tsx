import {
  BAN_DURATIONS,
  BAN_REASONS,
  SOCIAL_BAN_KINDS,
  type BanDuration,
  type BanReason,
  type SocialBanKind,
} from '@heroroad/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Choice } from './controls';

const DURATIONS = Object.keys(BAN_DURATIONS) as BanDuration[];

export interface BanChoice {
  readonly scope: SocialBanKind;
  readonly reason: BanReason;
  readonly duration: BanDuration;
}

/** Scope, reason and duration of a ban (SPEC §3, §6), then one button. */
export function BanForm({
  busy,
  initialReason = 'FLOOD',
  onBan,
}: {
  busy: boolean;
  initialReason?: BanReason;
  onBan: (choice: BanChoice) => void;
}) {
  const { t } = useTranslation();
  const [scope, setScope] = useState<SocialBanKind>('CHAT');
  const [reason, setReason] = useState<BanReason>(initialReason);
  const [duration, setDuration] = useState<BanDuration>('H1');
  return (
    <form
      className="staff-ban"
      aria-label={t('staff.ban.title')}
      onSubmit={(e) => {
        e.preventDefault();
        onBan({ scope, reason, duration });
      }}
    >
      <div className="staff-row">
        <Choice
          label={t('staff.ban.scope')}
          value={scope}
          values={SOCIAL_BAN_KINDS}
          text={(v) => t(`staff.scope.${v}`)}
          onChange={setScope}
        />
        <Choice
          label={t('staff.ban.reason')}
          value={reason}
          values={BAN_REASONS}
          text={(v) => t(`staff.reason.${v}`)}
          onChange={setReason}
        />
        <Choice
          label={t('staff.ban.duration')}
          value={duration}
          values={DURATIONS}
          text={(v) => t(`staff.duration.${v}`)}
          onChange={setDuration}
        />
      </div>
      {scope === 'GAME' && <p className="form-note">{t('staff.ban.gameNote')}</p>}
      <Button type="submit" variant="danger" icon="gavel" busy={busy}>
        {t('staff.ban.submit')}
      </Button>
    </form>
  );
}

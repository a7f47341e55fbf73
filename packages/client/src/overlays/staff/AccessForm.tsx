import { ACCESS_LEVELS, type AccessLevel } from '@heroroad/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setAccess } from '../../app/staff';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { useAction } from '../../ui/useAction';
import { Choice, TextArea } from './controls';

/** Promote or demote (administrators only; the server refuses a level above the caller's). */
export function AccessForm({
  playerId,
  current,
  onDone,
}: {
  playerId: number;
  current: AccessLevel;
  onDone: () => void;
}) {
  const game = useGame();
  const { t } = useTranslation();
  const [level, setLevel] = useState<AccessLevel>(current);
  const [reason, setReason] = useState('');
  const save = useAction(async () => {
    await setAccess(game, playerId, level, reason);
    setReason('');
    onDone();
  });
  return (
    <form
      className="stack"
      onSubmit={(e) => {
        e.preventDefault();
        void save.run();
      }}
    >
      <h3>{t('staff.card.access')}</h3>
      <Choice
        label={t('staff.card.access')}
        value={level}
        values={ACCESS_LEVELS}
        text={(v) => t(`staff.access.levels.${v}`)}
        onChange={setLevel}
      />
      <TextArea
        label={t('staff.access.reason')}
        value={reason}
        onChange={setReason}
        maxLength={500}
      />
      <Button
        type="submit"
        icon="key"
        busy={save.busy}
        disabled={level === current || reason.trim().length < 3}
      >
        {t('staff.card.accessSubmit')}
      </Button>
    </form>
  );
}

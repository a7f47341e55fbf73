import type { ClanSummaryDto } from '@heroroad/protocol';
import { TEXT_LIMITS } from '@heroroad/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { renameClan } from '../../app/staff';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { useAction } from '../../ui/useAction';
import { Field } from '../fields';

/** An administrator sets any clan's name (SPEC §6: "An admin call sets any clan's name"). */
export function ClansTab() {
  const game = useGame();
  const { t } = useTranslation();
  const [clanId, setClanId] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<ClanSummaryDto | null>(null);
  const id = Number(clanId.trim().replace(/^#/, ''));
  const valid = Number.isSafeInteger(id) && id > 0 && name.trim() !== '';
  const rename = useAction(
    async () => {
      setError(undefined);
      setDone(await renameClan(game, id, name.trim()));
    },
    { onError: (text) => setError(text) },
  );
  return (
    <form
      className="stack"
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) void rename.run();
      }}
    >
      <p className="form-note">{t('staff.clans.note')}</p>
      <Field
        label={t('staff.clans.id')}
        value={clanId}
        onChange={setClanId}
        inputMode="numeric"
        autoComplete="off"
      />
      <Field
        label={t('staff.clans.name')}
        value={name}
        onChange={setName}
        maxLength={TEXT_LIMITS.clanName}
        error={error}
        autoComplete="off"
      />
      <Button type="submit" icon="quill" busy={rename.busy} disabled={!valid}>
        {t('staff.clans.submit')}
      </Button>
      {done && (
        <p role="status">
          {t('staff.clans.result', { id: done.id, name: done.name, count: done.membersCurr })}
        </p>
      )}
    </form>
  );
}

import { LEVEL_GATES } from '@heroroad/rules';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { loadArena, setArenaRewardTime } from '../../app/arena';
import { Button } from '../Button';
import { useGame } from '../GameContext';
import { useAction } from '../useAction';
import './arena.css';

/** Minutes after midnight as HH:MM. */
export const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** SPEC §2 settings: the arena reward time, the Moscow time the daily arena reward is paid. */
export function RewardTimeSetting() {
  const game = useGame();
  const { t } = useTranslation();
  const id = useId();
  const level = useStore(game.player, (s) => s.player?.level ?? 0);
  const open = level >= LEVEL_GATES.arena;
  const [value, setValue] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    loadArena(game).then(
      (s) => setValue(hhmm(s.rewardMinute)),
      () => undefined,
    );
  }, [game, open]);
  const save = useAction(async () => {
    const [h, m] = (value ?? '').split(':').map(Number);
    if (h === undefined || m === undefined || Number.isNaN(h) || Number.isNaN(m)) return;
    const s = await setArenaRewardTime(game, h, m);
    setValue(hhmm(s.rewardMinute));
  });
  return (
    <div className="field">
      <label htmlFor={id}>{t('arena.rewardTime')}</label>
      {open ? (
        <div className="field-input arena-time">
          <input
            id={id}
            type="time"
            step={60}
            value={value ?? ''}
            disabled={value === null}
            onChange={(e) => setValue(e.target.value)}
          />
          <Button
            variant="secondary"
            busy={save.busy}
            disabled={value === null}
            onClick={() => void save.run()}
          >
            {t('arena.save')}
          </Button>
        </div>
      ) : (
        <p className="field-hint" id={id}>
          {t('arena.rewardTimeLocked', { level: LEVEL_GATES.arena })}
        </p>
      )}
    </div>
  );
}

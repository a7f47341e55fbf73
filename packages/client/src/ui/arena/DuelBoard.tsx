import type { DuelBoardDto } from '@heroroad/protocol';
import { formatDuration, MULTI } from '@heroroad/rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DUEL_BOARD_POLL_MS,
  enterTakenDuel,
  loadDuels,
  openDuel,
  takeUpDuel,
  watchDuel,
  withdrawDuel,
} from '../../app/duels';
import { Button } from '../Button';
import { useGame } from '../GameContext';
import { useAction } from '../useAction';

/**
 * The arena's duels tab (MULTI battles): the player's own challenge (open it, withdraw it, and
 * into the battle once someone takes it up), others' challenges to take up, duels to watch.
 * The board is asked again every DUEL_BOARD_POLL_MS while the tab is open; a challenge taken up
 * is pushed (realtime/duels.ts), the board's own look being the fallback.
 */
export function DuelBoard() {
  const game = useGame();
  const { t } = useTranslation();
  const [board, setBoard] = useState<DuelBoardDto | null>(null);
  const [failed, setFailed] = useState(false);
  const waiting = useRef(false);
  const apply = useCallback(
    (b: DuelBoardDto) => {
      // My challenge left the board without my withdrawing it: someone may have taken it up.
      if (waiting.current && !b.mine) void enterTakenDuel(game);
      waiting.current = b.mine !== null;
      setBoard(b);
      setFailed(false);
    },
    [game],
  );
  const load = useCallback(() => {
    loadDuels(game).then(apply, () => setFailed(true));
  }, [game, apply]);
  useEffect(() => {
    load();
    const poll = setInterval(load, DUEL_BOARD_POLL_MS);
    return () => clearInterval(poll);
  }, [load]);
  const challenge = useAction(async () => apply(await openDuel(game)));
  const withdraw = useAction(async () => {
    waiting.current = false;
    apply(await withdrawDuel(game));
  });
  const takeUp = useAction((duelId: number) => takeUpDuel(game, duelId));
  const watch = useAction((battleId: number) => watchDuel(game, battleId));
  if (!board)
    return failed ? (
      <p role="alert">{t('duels.failed')}</p>
    ) : (
      <span className="spinner" role="status" aria-label={t('common.busy')} />
    );
  return (
    <div className="duels">
      <p className="hall-soft">{t('duels.about')}</p>
      {board.mine ? (
        <div className="arena-row">
          <span className="arena-row-text">
            <b>{t('duels.mineOpen')}</b>
            <span className="hall-soft">
              {t('duels.openFor', {
                left: formatDuration(
                  Math.max(0, board.mine.createdAt + MULTI.openForMs - game.now()) / 1000,
                  game.lang,
                ),
              })}
            </span>
          </span>
          <Button variant="secondary" busy={withdraw.busy} onClick={() => void withdraw.run()}>
            {t('duels.withdraw')}
          </Button>
        </div>
      ) : (
        <Button icon="crossed-swords" busy={challenge.busy} onClick={() => void challenge.run()}>
          {t('duels.challenge')}
        </Button>
      )}
      <h4>{t('duels.openTitle')}</h4>
      {board.open.length === 0 && <p className="hall-soft">{t('duels.noneOpen')}</p>}
      <ul className="arena-list">
        {board.open.map((d) => (
          <li key={d.id} className="arena-row">
            <span className="arena-row-text">
              <b>{d.hostName}</b>
              <span className="hall-soft">{t('duels.level', { level: d.hostLevel })}</span>
            </span>
            <Button icon="crossed-swords" busy={takeUp.busy} onClick={() => void takeUp.run(d.id)}>
              {t('duels.takeUp')}
            </Button>
          </li>
        ))}
      </ul>
      <h4>{t('duels.liveTitle')}</h4>
      {board.live.length === 0 && <p className="hall-soft">{t('duels.noneLive')}</p>}
      <ul className="arena-list">
        {board.live.map((d) => (
          <li key={d.battleId} className="arena-row">
            <span className="arena-row-text">
              <b>{t('duels.versus', { host: d.hostName, joiner: d.joinerName })}</b>
            </span>
            <Button
              variant="secondary"
              icon="eye-target"
              busy={watch.busy}
              onClick={() => void watch.run(d.battleId)}
            >
              {t('duels.watch')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

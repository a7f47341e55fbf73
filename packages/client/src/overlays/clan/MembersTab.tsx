import {
  CLAN_RANK_NAMES,
  PARTICIPANT_ACTIONS,
  participantActionCheck,
  pickText,
} from '@heroroad/rules';
import { useTranslation } from 'react-i18next';
import { loadMembers, memberAction } from '../../app/clan/clan';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { useAction } from '../../ui/useAction';
import type { ClanTabProps } from './types';
import { Loading } from './Loading';
import { useLoaded } from './useLoaded';

/** The members by rank; beside each, exactly the steps the rank table lets this player take. */
export function MembersTab({ my, stamp }: ClanTabProps & { stamp: number }) {
  const game = useGame();
  const { t } = useTranslation();
  const me = game.player.getState().player?.id;
  const { value, setValue, failed } = useLoaded(() => loadMembers(game), stamp);
  const act = useAction(async (playerId: number, type: (typeof PARTICIPANT_ACTIONS)[number]) => {
    if (type === 'KICK' && !window.confirm(t('clan.kickConfirm'))) return;
    setValue(await memberAction(game, playerId, type));
  });
  if (!value) return <Loading failed={failed} />;
  return (
    <ul className="clan-list">
      {value.participants.map((p) => (
        <li key={p.playerId} className={`clan-row${p.playerId === me ? ' clan-row-mine' : ''}`}>
          <span className="clan-row-main">
            <b>{p.name}</b>
            <small>
              {pickText(CLAN_RANK_NAMES[p.rank], game.lang)} ·{' '}
              {t('clan.playerLevel', { level: p.level })} ·{' '}
              {t('clan.merit', { n: Math.floor(p.merit) })}
            </small>
          </span>
          {my.rank &&
            p.playerId !== me &&
            PARTICIPANT_ACTIONS.filter(
              (type) => participantActionCheck(my.rank!, type, p.rank).ok,
            ).map((type) => (
              <Button
                key={type}
                variant={type === 'KICK' ? 'danger' : 'secondary'}
                busy={act.busy}
                onClick={() => void act.run(p.playerId, type)}
              >
                {t(`clan.action.${type}`)}
              </Button>
            ))}
        </li>
      ))}
    </ul>
  );
}

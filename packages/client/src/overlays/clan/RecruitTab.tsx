import { useTranslation } from 'react-i18next';
import { invite, loadMembers, loadRecruits, rejectApplicant } from '../../app/clan/clan';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { useAction } from '../../ui/useAction';
import type { ClanTabProps } from './types';
import { Loading } from './Loading';
import { useLoaded } from './useLoaded';

/** Players who asked to join this clan, and players looking for any clan, to take in or refuse. */
export function RecruitTab({ my }: ClanTabProps) {
  const game = useGame();
  const { t } = useTranslation();
  const mayInvite = my.rights.includes('INVITE');
  const members = useLoaded(() => loadMembers(game));
  const recruits = useLoaded(() => loadRecruits(game));
  const take = useAction(async (playerId: number) => {
    members.setValue(await invite(game, playerId));
    recruits.reload();
  });
  const refuse = useAction(async (playerId: number) => {
    await rejectApplicant(game, playerId);
    members.reload();
  });
  if (!mayInvite) return <p className="clan-note">{t('clan.recruit.rankNeeded')}</p>;
  if (!members.value || !recruits.value)
    return <Loading failed={members.failed || recruits.failed} />;
  const applicants = members.value.candidates;
  return (
    <div>
      <section>
        <h3>{t('clan.recruit.applicants')}</h3>
        {applicants.length === 0 && <p className="clan-note">{t('clan.recruit.noApplicants')}</p>}
        <ul className="clan-list">
          {applicants.map((c) => (
            <li key={c.playerId} className="clan-row">
              <span className="clan-row-main">
                <b>{c.name}</b>
                <small>{t('clan.playerLevel', { level: c.level })}</small>
              </span>
              <Button busy={take.busy} onClick={() => void take.run(c.playerId)}>
                {t('clan.accept')}
              </Button>
              <Button
                variant="ghost"
                busy={refuse.busy}
                onClick={() => void refuse.run(c.playerId)}
              >
                {t('clan.decline')}
              </Button>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h3>{t('clan.recruit.lookingForAny')}</h3>
        {recruits.value.length === 0 && <p className="clan-note">{t('clan.recruit.none')}</p>}
        <ul className="clan-list">
          {recruits.value.map((c) => (
            <li key={c.playerId} className="clan-row">
              <span className="clan-row-main">
                <b>{c.name}</b>
                <small>{t('clan.playerLevel', { level: c.level })}</small>
              </span>
              <Button busy={take.busy} onClick={() => void take.run(c.playerId)}>
                {t('clan.invite')}
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

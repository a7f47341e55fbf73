import type { MyClanDto } from '@heroroad/protocol';
import { CLAN_CREATION_PRICE, LEVEL_GATES, TEXT_LIMITS } from '@heroroad/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  acceptInvitation,
  applyToAny,
  createClan,
  declineInvitation,
  loadInvitations,
} from '../../app/clan/clan';
import { amountText } from '../../i18n/words';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { useAction } from '../../ui/useAction';
import { Field } from '../fields';
import { RatingList } from './RatingList';
import { useLoaded } from './useLoaded';

/** Without a clan: where the player stands, founding one, invitations and clans to ask. */
export function NoClan({ my, onChange }: { my: MyClanDto; onChange: (my: MyClanDto) => void }) {
  const game = useGame();
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const invitations = useLoaded(() => loadInvitations(game));
  const create = useAction(async () => onChange(await createClan(game, name)));
  const any = useAction(async () => onChange(await applyToAny(game)));
  const accept = useAction(async (clanId: number) =>
    onChange(await acceptInvitation(game, clanId)),
  );
  const decline = useAction(async (clanId: number) => {
    const me = game.player.getState().player;
    if (!me) return;
    await declineInvitation(game, me.id, clanId);
    invitations.reload();
  });
  if (my.state === 'NOT_ENLIGHTENED') {
    return <p className="clan-note">{t('clan.locked', { level: LEVEL_GATES.clan })}</p>;
  }
  return (
    <div className="clan clan-none">
      {my.state === 'NOT_AVAILABLE' && <p className="clan-note">{t('clan.rejoinWait')}</p>}
      {my.participation === 'REJECTED' && <p className="clan-note">{t('clan.rejected')}</p>}
      {(invitations.value ?? []).length > 0 && (
        <section>
          <h3>{t('clan.invitations')}</h3>
          <ul className="clan-list">
            {invitations.value!.map((c) => (
              <li key={c.id} className="clan-row">
                <span className="clan-row-main">
                  <b>{c.name}</b> · {t('clan.level', { level: c.level })}
                </span>
                <Button busy={accept.busy} onClick={() => void accept.run(c.id)}>
                  {t('clan.accept')}
                </Button>
                <Button variant="ghost" busy={decline.busy} onClick={() => void decline.run(c.id)}>
                  {t('clan.decline')}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section>
        <h3>{t('clan.found')}</h3>
        <form
          className="clan-form"
          onSubmit={(e) => {
            e.preventDefault();
            void create.run();
          }}
        >
          <Field
            label={t('clan.name')}
            value={name}
            onChange={setName}
            maxLength={TEXT_LIMITS.clanName}
            hint={t('clan.price', {
              price: amountText(CLAN_CREATION_PRICE.GOLD, 'GOLD', game.lang),
            })}
          />
          <Button type="submit" busy={create.busy} disabled={name.trim().length === 0}>
            {t('clan.create')}
          </Button>
        </form>
      </section>
      <section>
        <h3>{t('clan.join')}</h3>
        {my.participation === 'WANTS_TO_ANY_CLAN' ? (
          <p className="clan-note">{t('clan.lookingForAny')}</p>
        ) : (
          <Button variant="secondary" busy={any.busy} onClick={() => void any.run()}>
            {t('clan.anyClan')}
          </Button>
        )}
        <RatingList mine={null} appliedTo={my.appliedTo} onApplied={onChange} />
      </section>
    </div>
  );
}

import {
  HALL_FORCE_NAMES,
  HALL_FORCE_PER_LEVEL,
  formatDuration,
  pickText,
  type HallForce,
} from '@heroroad/rules';
import { useTranslation } from 'react-i18next';
import { improveHall, loadGift, loadHall, takeGift } from '../../app/clan/clan';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { useAction } from '../../ui/useAction';
import type { ClanTabProps } from './types';
import { Loading } from './Loading';
import { Price } from './Price';
import { useLoaded } from './useLoaded';

/** The clan's shop: the gear factory's daily gift and the hall of fame's forces bought from the budget. */
export function ShopTab({ my }: ClanTabProps) {
  const game = useGame();
  const { t } = useTranslation();
  const gift = useLoaded(() => loadGift(game));
  const hall = useLoaded(() => loadHall(game));
  const take = useAction(async () => {
    const got = await takeGift(game);
    gift.setValue(got.gift);
    const what = Object.entries(got.amounts)
      .map(([k, v]) => `${Math.floor(v)} ${t(`clan.resource.${k as 'GEARS'}`)}`)
      .join(', ');
    game.ui
      .getState()
      .toast(
        'success',
        t(got.kind === 'GEARS' ? 'clan.gift.gears' : 'clan.gift.resource', { what }),
      );
  });
  const improve = useAction(async (force: HallForce, to: number) =>
    hall.setValue(await improveHall(game, force, to)),
  );
  return (
    <div>
      <section>
        <h3>{t('clan.gift.title')}</h3>
        {!gift.value ? (
          <Loading failed={gift.failed} />
        ) : gift.value.level === 0 ? (
          <p className="clan-note">{t('clan.gift.noFactory')}</p>
        ) : (
          <div className="clan-actions">
            <small>
              {gift.value.ready
                ? t('clan.gift.ready')
                : t('clan.gift.wait', {
                    time: formatDuration(
                      ((gift.value.readyAt ?? 0) - game.now()) / 1000,
                      game.lang,
                    ),
                  })}
            </small>
            <Button disabled={!gift.value.ready} busy={take.busy} onClick={() => void take.run()}>
              {t('clan.gift.take')}
            </Button>
          </div>
        )}
      </section>
      <section>
        <h3>{t('clan.hall.title')}</h3>
        {!hall.value ? (
          <Loading failed={hall.failed} />
        ) : (
          <>
            <p className="clan-note">
              {t('clan.hall.note', {
                level: hall.value.hallLevel,
                pct: HALL_FORCE_PER_LEVEL * 100,
              })}
            </p>
            <ul className="clan-list">
              {hall.value.forces.map((f) => (
                <li key={f.force} className="clan-row">
                  <span className="clan-row-main">
                    <b>
                      {pickText(HALL_FORCE_NAMES[f.force], game.lang)} ·{' '}
                      {t('clan.buildingLevel', { level: f.level, max: hall.value!.hallLevel })}
                    </b>
                    {f.nextPrice && (
                      <small>
                        {t('clan.building.next')}: <Price price={f.nextPrice} />
                      </small>
                    )}
                  </span>
                  {f.nextPrice && my.rights.includes('START_BUILDING') && (
                    <Button
                      busy={improve.busy}
                      onClick={() => void improve.run(f.force, f.level + 1)}
                    >
                      {t('clan.hall.improve')}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}

import type { ClanBuildingsDto } from '@heroroad/protocol';
import { CLAN_BUILDINGS, formatDuration, pickText, type ClanBuildingType } from '@heroroad/rules';
import { useTranslation } from 'react-i18next';
import { loadBuildings, speedUpBuilding, startBuilding } from '../../app/clan/clan';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { useAction } from '../../ui/useAction';
import type { ClanTabProps } from './types';
import { Loading } from './Loading';
import { Price } from './Price';
import { useLoaded } from './useLoaded';
import { amountText } from '../../i18n/words';

/** The five buildings: level, what they give, the next level's price and wait, and the timers. */
export function BuildingsTab({ my, stamp }: ClanTabProps & { stamp: number }) {
  const game = useGame();
  const { t } = useTranslation();
  const { value, setValue, failed } = useLoaded(() => loadBuildings(game), stamp);
  const start = useAction(async (type: ClanBuildingType) =>
    setValue(await startBuilding(game, type)),
  );
  const speed = useAction(async (type: ClanBuildingType) =>
    setValue(await speedUpBuilding(game, type)),
  );
  if (!value) return <Loading failed={failed} />;
  const may = (a: (typeof my.rights)[number]) => my.rights.includes(a);
  return (
    <div>
      <p className="clan-note">
        {t('clan.level', { level: value.level })} · {t('clan.budget.title')}:{' '}
        <Price price={value.clanBudget} />
      </p>
      <ul className="clan-list">
        {value.buildings.map((b: ClanBuildingsDto['buildings'][number]) => (
          <li key={b.type} className="clan-row clan-building">
            <span className="clan-row-main">
              <b>
                {pickText(CLAN_BUILDINGS[b.type].name, game.lang)} ·{' '}
                {t('clan.buildingLevel', { level: b.level, max: b.maxLevel })}
              </b>
              <small>{pickText(CLAN_BUILDINGS[b.type].effect, game.lang)}</small>
              {b.state === 'PROCESSING' && b.endsAt !== null && (
                <small className="clan-timer">
                  {t('clan.building.until', {
                    time: formatDuration((b.endsAt - game.now()) / 1000, game.lang),
                  })}
                </small>
              )}
              {b.state === 'NORMAL' && b.nextPrice && (
                <small>
                  {t('clan.building.next')}: <Price price={b.nextPrice} /> ·{' '}
                  {formatDuration((b.nextDurationMs ?? 0) / 1000, game.lang)}
                </small>
              )}
            </span>
            {b.state === 'NORMAL' && b.nextPrice && may('START_BUILDING') && (
              <Button busy={start.busy} onClick={() => void start.run(b.type)}>
                {t('clan.building.start')}
              </Button>
            )}
            {b.state === 'PROCESSING' && may('COMPLETE_BUILDING') && (
              <Button variant="secondary" busy={speed.busy} onClick={() => void speed.run(b.type)}>
                {t('clan.building.speedUp', {
                  gems: amountText(b.speedUpGems, 'MITHRIL', game.lang),
                })}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

import {
  RAID_DIFFICULTY_DEFS,
  formatDuration,
  pickText,
  type RaidDifficulty,
} from '@heroroad/rules';
import { useTranslation } from 'react-i18next';
import {
  endRaid,
  fightBoss,
  loadRaid,
  loadRaidOptions,
  setRaidDifficulty,
  speedUpRaid,
  startRaid,
} from '../../app/clan/clan';
import { Button } from '../../ui/Button';
import { CurrencyIcon } from '../../ui/CurrencyIcon';
import { useGame } from '../../ui/GameContext';
import { useAction } from '../../ui/useAction';
import type { ClanTabProps } from './types';
import { Loading } from './Loading';
import { useLoaded } from './useLoaded';
import { amountText } from '../../i18n/words';

/** The raid: its state and timers, the difficulty the snow world opens, start, end and speed-up. */
export function RaidTab({ my }: ClanTabProps) {
  const game = useGame();
  const { t } = useTranslation();
  const raid = useLoaded(() => loadRaid(game));
  const options = useLoaded(() => loadRaidOptions(game));
  const choose = useAction(async (d: RaidDifficulty) =>
    options.setValue(await setRaidDifficulty(game, d)),
  );
  const start = useAction(async () => raid.setValue(await startRaid(game)));
  const end = useAction(async () => raid.setValue(await endRaid(game)));
  const reset = useAction(async () => raid.setValue(await endRaid(game, true)));
  const speed = useAction(async () => raid.setValue(await speedUpRaid(game)));
  const fight = useAction(() => fightBoss(game));
  if (!raid.value || !options.value) return <Loading failed={raid.failed || options.failed} />;
  const r = raid.value;
  const lead = my.rights.includes('START_RAID');
  // What the chosen difficulty pays when the boss falls.
  const chosen = options.value.options.find((o) => o.difficulty === options.value!.chosen);
  // A time left keeps its number and unit on one line (no "23 h 59" / "min" break).
  const left = (at: number | null) =>
    formatDuration(((at ?? 0) - game.now()) / 1000, game.lang).replace(/ /g, '\u00a0');
  return (
    <div>
      <p className="clan-note">{t(`clan.raid.state.${r.state}`)}</p>
      {r.state === 'IN_RAID' && (
        <p>
          {t('clan.raid.boss', {
            hp: Math.ceil(r.bossHealth ?? 0),
            max: Math.ceil(r.bossHealthMax ?? 0),
          })}{' '}
          · {t('clan.raid.endsIn', { time: left(r.endsAt) })}
        </p>
      )}
      {r.state === 'IN_RAID' && (
        <div className="clan-actions">
          <meter
            className="clan-boss"
            min={0}
            max={r.bossHealthMax ?? 1}
            value={r.bossHealth ?? 0}
            aria-label={t('clan.raid.boss', {
              hp: Math.ceil(r.bossHealth ?? 0),
              max: Math.ceil(r.bossHealthMax ?? 0),
            })}
          />
          <small>{t('clan.raid.myDamage', { n: Math.round(r.myDamage) })}</small>
          {r.lastFight?.damage != null && (
            <small>
              {t('clan.raid.lastFight', {
                damage: Math.round(r.lastFight.damage),
                gold: Math.round(r.lastFight.gold ?? 0),
              })}
            </small>
          )}
          {r.nextFightAt === null ? (
            <Button busy={fight.busy} onClick={() => void fight.run()}>
              {t('clan.raid.fight')}
            </Button>
          ) : (
            <small>{t('clan.raid.nextFight', { time: left(r.nextFightAt) })}</small>
          )}
        </div>
      )}
      {r.state === 'IN_RAID' && <p className="clan-note">{t('clan.raid.fightNote')}</p>}
      {r.state === 'RAID_WAITING' && <p>{t('clan.raid.nextIn', { time: left(r.availableAt) })}</p>}
      {r.state !== 'RAID_CLOSED' && chosen && (
        <p className="clan-note">
          <CurrencyIcon currency="GOLD_CRYSTAL" size={16} />
          {t('clan.raid.reward', {
            red: amountText(chosen.redCrystals, 'RED_CRYSTAL', game.lang),
            gold: amountText(chosen.goldCrystals, 'GOLD_CRYSTAL', game.lang),
          })}
        </p>
      )}
      {r.state !== 'RAID_CLOSED' && (
        <div className="clan-themes" role="radiogroup" aria-label={t('clan.raid.difficulty')}>
          {options.value.options.map((o) => (
            <button
              key={o.difficulty}
              type="button"
              role="radio"
              aria-checked={options.value!.chosen === o.difficulty}
              className={`chip${options.value!.chosen === o.difficulty ? ' chip-on' : ''}`}
              disabled={!o.open || !my.rights.includes('CHANGE_RAID_DIFFICULTY') || choose.busy}
              title={o.open ? undefined : t('clan.raid.closedDifficulty')}
              onClick={() => void choose.run(o.difficulty)}
            >
              {pickText(RAID_DIFFICULTY_DEFS[o.difficulty].name, game.lang)}
            </button>
          ))}
        </div>
      )}
      {lead && (
        <div className="clan-actions">
          {r.state === 'RAID_AVAILABLE' && (
            <Button busy={start.busy} onClick={() => void start.run()}>
              {t('clan.raid.start')}
            </Button>
          )}
          {r.state === 'IN_RAID' && (
            <Button variant="secondary" busy={end.busy} onClick={() => void end.run()}>
              {t('clan.raid.end')}
            </Button>
          )}
          {r.state === 'IN_RAID' && r.bossHealth === r.bossHealthMax && (
            <Button
              variant="secondary"
              busy={reset.busy}
              title={t('clan.raid.resetNote')}
              onClick={() => void reset.run()}
            >
              {t('clan.raid.reset')}
            </Button>
          )}
          {r.state === 'RAID_WAITING' && (
            <Button variant="secondary" busy={speed.busy} onClick={() => void speed.run()}>
              {t('clan.raid.speedUp', { gems: amountText(r.speedUpGems, 'MITHRIL', game.lang) })}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

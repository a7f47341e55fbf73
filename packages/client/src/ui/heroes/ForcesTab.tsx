import type { CreatureDto, ForcesDto } from '@heroroad/protocol';
import {
  FORCES,
  WARRIOR_CLASS_DEFS,
  errorMessage,
  forceDef,
  formatDuration,
  heroDef,
  isWarriorClass,
  pickText,
  planForceUpgrade,
  remainingMs,
  type WarriorClass,
} from '@heroroad/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { buyHammer, loadForces, speedUp, upgradeForce } from '../../app/progression/forces';
import { Button } from '../Button';
import { useGame } from '../GameContext';
import { useAction, useLoad } from '../useAction';
import { useTicking } from '../useTicking';
import { ForcePicker } from './ForcePicker';
import { RankRising } from './RankRising';
import { SpeedUpButton, TimeLeft } from './SpeedUp';
import { amountText } from '../../i18n/words';

/** A force's name ('Force: Human'), or its class's when it has none. */
function forceName(cls: string, lang: 'RU' | 'EN'): string {
  if (!isWarriorClass(cls)) return cls;
  const force = forceDef(cls);
  return pickText(force ? force.name : WARRIOR_CLASS_DEFS[cls].name, lang);
}

/**
 * The hero page's Forces tab: the forces the hero knows, raising one a level (elixir now, the
 * level when its timer ends), the upgrades under way counting down with their speed-up price,
 * and the magic hammers that let more upgrades run at once.
 */
export function ForcesTab({ hero }: { hero: CreatureDto }) {
  const game = useGame();
  const { t } = useTranslation();
  const player = useStore(game.player, (s) => s.player)!;
  const [forces, setForces] = useState<ForcesDto | null>(null);
  const [pick, setPick] = useState<WarriorClass | ''>('');
  const take = (f: ForcesDto) => {
    setForces(f);
    game.syncClock(f.serverTimeMs);
  };
  const load = useAction(async () => take(await loadForces(game)));
  const raise = useAction(async (cls: WarriorClass) => {
    take(await upgradeForce(game, hero.id, cls));
    setPick('');
  });
  const hurry = useAction(async (timerId: number) => take(await speedUp(game, timerId)));
  const hammer = useAction(async () => take(await buyHammer(game)));
  // Loaded once per hero page; later answers come with each action.
  useLoad(load.run);
  const running = forces?.upgrades ?? [];
  const ranks = forces?.ranks ?? [];
  const now = useTicking(running.length + ranks.length > 0, game.now);
  const due = [...running, ...ranks].some((u) => u.endsAt <= now);
  useLoad(load.run, due);

  const rising = forces && (
    <RankRising
      forces={forces}
      creatureId={hero.id}
      now={now}
      mithril={player.mithril}
      busy={hurry.busy}
      onSpeedUp={(id) => void hurry.run(id)}
    />
  );
  const def = heroDef(hero.identifier);
  if (def?.fixedRank !== undefined) {
    return (
      <div className="hero-tab">
        {rising}
        <h4>{t('forces.title')}</h4>
        <p className="hall-note">{t('forces.fixedRank', { level: def.fixedRank })}</p>
      </div>
    );
  }
  const mine = running.filter((u) => u.creatureId === hero.id);
  const busy = (cls: string) => mine.some((u) => u.warriorClass === cls);
  const unlearned = FORCES.filter(
    (f) => !hero.forcesV2.some((k) => k.warriorClass === f.warriorClass),
  );
  const free = forces?.hammerDto.current ?? 0;

  const raiseButton = (cls: WarriorClass) => {
    if (busy(cls)) return null;
    const plan = planForceUpgrade(hero, cls);
    if (!plan.ok) return <span className="hall-soft">{errorMessage(plan.code, game.lang)}</span>;
    return (
      <Button
        icon="upgrade"
        busy={raise.busy}
        disabled={free === 0 || player.elixir < plan.value.elixir}
        onClick={() => void raise.run(cls)}
      >
        {t('forces.raise', {
          level: plan.value.toLevel,
          elixir: amountText(plan.value.elixir, 'ELIXIR', game.lang),
          time: formatDuration(plan.value.seconds, game.lang),
        })}
      </Button>
    );
  };

  return (
    <div className="hero-tab">
      {rising}
      <h4>{t('forces.title')}</h4>
      {forces && (
        <p className="hall-soft" data-testid="hammers">
          {t('forces.hammers', { current: forces.hammerDto.current, max: forces.hammerDto.max })}
        </p>
      )}
      {running.length > 0 && (
        <ul className="hall-list" aria-label={t('forces.underWay')}>
          {running.map((u) => {
            const left = remainingMs(u.endsAt, now);
            const who = player.creatures.find((c) => c.id === u.creatureId)?.name ?? '';
            return (
              <li key={u.timerId} data-testid="force-timer">
                <span>
                  <b>{forceName(u.warriorClass, game.lang)}</b> →{' '}
                  {t('hall.forceLevel', { level: u.toLevel })}
                  <span className="hall-soft">
                    {' '}
                    {who} · <TimeLeft ms={left} />
                  </span>
                </span>
                <SpeedUpButton
                  leftMs={left}
                  mithril={player.mithril}
                  busy={hurry.busy}
                  onClick={() => void hurry.run(u.timerId)}
                />
              </li>
            );
          })}
        </ul>
      )}
      {forces && free === 0 && (
        <p className="hall-note">{errorMessage('FORCE_UPGRADES_BUSY', game.lang)}</p>
      )}
      {forces && forces.nextHammerPrice !== null && (
        <Button
          variant="secondary"
          icon="hammer-drop"
          busy={hammer.busy}
          disabled={player.mithril < forces.nextHammerPrice}
          onClick={() => void hammer.run()}
        >
          {t('forces.buyHammer', {
            price: amountText(forces.nextHammerPrice, 'MITHRIL', game.lang),
          })}
        </Button>
      )}

      <h4>{t('forces.known')}</h4>
      {hero.forcesV2.length === 0 && <p className="hall-soft">{t('forces.none')}</p>}
      <ul className="hall-list">
        {hero.forcesV2.map((f) => (
          <li key={f.warriorClass}>
            <span>
              {forceName(f.warriorClass, game.lang)}{' '}
              <span className="hall-soft">{t('hall.forceLevel', { level: f.level })}</span>
            </span>
            {isWarriorClass(f.warriorClass) && raiseButton(f.warriorClass)}
          </li>
        ))}
      </ul>

      <h4>{t('forces.learn')}</h4>
      <ForcePicker forces={unlearned} value={pick} onChange={setPick} lang={game.lang} />
      {pick !== '' && <div className="hall-row">{raiseButton(pick)}</div>}
    </div>
  );
}

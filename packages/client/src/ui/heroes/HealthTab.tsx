import type { CreatureDto } from '@heroroad/protocol';
import { abbreviateNumber, formatDuration } from '@heroroad/rules';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { healthOptions, restoreHealth } from '../../app/heroes';
import { reportFailure } from '../../app/report';
import { Button } from '../Button';
import { useGame } from '../GameContext';
import { useAction } from '../useAction';
import { Meter } from './Meter';

type Options = Awaited<ReturnType<typeof healthOptions>>;

/**
 * Health: each hero's wounds, how long until it has rested back to full, and an instant restore
 * for gold or for emeralds (SPEC §7 health options and restore).
 */
export function HealthTab({ creatures }: { creatures: readonly CreatureDto[] }) {
  const game = useGame();
  const { t } = useTranslation();
  const player = useStore(game.player, (s) => s.player);
  const [options, setOptions] = useState<Options | null>(null);
  const restore = useAction((id: number, currency: 'GOLD' | 'MITHRIL') =>
    restoreHealth(game, id, currency),
  );
  useEffect(() => {
    let live = true;
    healthOptions(game).then(
      (o) => live && setOptions(o),
      (error: unknown) => reportFailure(game, error),
    );
    return () => {
      live = false;
    };
  }, [game, player]);
  if (!options) return <span className="spinner" role="status" aria-label={t('common.busy')} />;
  return (
    <ul className="hall-list health-list">
      {creatures.map((c) => {
        const o = options.find((x) => x.creatureId === c.id);
        const hp = c.skills.find((s) => s.skillType === 'HEALTH');
        const whole = !o || o.missingShare <= 0;
        return (
          <li key={c.id}>
            <div className="health-who">
              <b>{c.name}</b>
              <Meter
                label={t('stats.health')}
                value={`${abbreviateNumber(hp?.valueCurrent ?? 0)} / ${abbreviateNumber(hp?.valueTotal ?? 0)}`}
                fraction={(hp?.valueCurrent ?? 0) / (hp?.valueTotal || 1)}
                color="#4caf50"
              />
              <span className="hall-soft">
                {whole
                  ? t('hall.healthy')
                  : t('hall.restsIn', { time: formatDuration(o.waitSeconds, game.lang) })}
              </span>
            </div>
            {!whole && (
              <div className="health-buy">
                <Button
                  busy={restore.busy}
                  disabled={(player?.gold ?? 0) < o.gold}
                  onClick={() => void restore.run(c.id, 'GOLD')}
                >
                  {t('hall.restoreGold', { cost: abbreviateNumber(Math.ceil(o.gold)) })}
                </Button>
                <Button
                  variant="secondary"
                  busy={restore.busy}
                  disabled={(player?.mithril ?? 0) < o.emeralds}
                  onClick={() => void restore.run(c.id, 'MITHRIL')}
                >
                  {t('hall.restoreGems', { cost: o.emeralds })}
                </Button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

import type { CreatureDto } from '@heroroad/protocol';
import {
  abbreviateNumber,
  artifactStats,
  formatDuration,
  isArtifactEffect,
  itemDef,
  itemGrowsWithLevel,
  itemUpgradePlan,
  itemValue,
  remainingMs,
  statNumber,
} from '@heroroad/rules';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import {
  loadSmithy,
  reforge,
  reforgePreview,
  speedUpArtifact,
  upgradeArtifact,
  type SmithyState,
} from '../../app/progression/smithy';
import { Button } from '../Button';
import { useGame } from '../GameContext';
import { useAction, useLoad } from '../useAction';
import { useTicking } from '../useTicking';
import { SpeedUpButton, TimeLeft } from './SpeedUp';
import { ArtifactLine } from './HeroTab';
import { itemEffect } from '../../i18n/words';
import { amountText } from '../../i18n/words';

const STAT_KEYS = { ATTACK: 'attack', DEFENCE: 'defence', HEALTH: 'health' } as const;

/**
 * What the next smithy level buys: the artifact's bonus before → after and, when the hero wears
 * it, each stat of the hero it moves, before → after.
 */
function upgradeGain(
  hero: CreatureDto,
  item: { artifactId: string; level: number; worn: boolean },
  t: TFunction,
): string[] {
  const def = itemDef(item.artifactId);
  if (!def) return [];
  const lines = [
    t('smithy.gain', {
      level: item.level + 1,
      before: itemEffect(item.artifactId, item.level, t),
      after: itemEffect(item.artifactId, item.level + 1, t),
    }),
  ];
  if (!item.worn || !isArtifactEffect(def.effectType)) return lines;
  const was = artifactStats(def.effectType, itemValue(def, item.level));
  const will = artifactStats(def.effectType, itemValue(def, item.level + 1));
  for (const [type, key] of Object.entries(STAT_KEYS)) {
    const delta = will[key] - was[key];
    if (delta <= 0) continue;
    const now = hero.skills.find((k) => k.skillType === type)?.valueTotal ?? 0;
    lines.push(
      t('smithy.heroGain', {
        name: hero.name,
        stat: t(`stats.${key}`),
        before: statNumber(now),
        after: statNumber(now + delta),
      }),
    );
  }
  return lines;
}

type Preview = Awaited<ReturnType<typeof reforgePreview>> & { itemId: number };

/**
 * The smithy: every artifact (worn by this hero or in the backpack) raised a level for crystals
 * over a timer, the upgrades counting down with their speed-up price, and the forge, which melts
 * a backpack artifact into this hero for a quarter of its power after a preview.
 */
export function SmithyTab({ hero }: { hero: CreatureDto }) {
  const game = useGame();
  const { t } = useTranslation();
  const player = useStore(game.player, (s) => s.player)!;
  const [state, setState] = useState<SmithyState | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const take = (s: SmithyState) => {
    setState(s);
    game.syncClock(s.smithy.serverTimeMs);
  };
  const load = useAction(async () => take(await loadSmithy(game)));
  const raise = useAction(async (itemId: number) => take(await upgradeArtifact(game, itemId)));
  const hurry = useAction(async (timerId: number) => take(await speedUpArtifact(game, timerId)));
  const look = useAction(async (itemId: number) =>
    setPreview({ ...(await reforgePreview(game, itemId, hero.id)), itemId }),
  );
  const melt = useAction(async (itemId: number) => {
    take(await reforge(game, itemId, hero.id));
    setPreview(null);
  });
  useLoad(load.run);
  const running = state?.smithy.upgrades ?? [];
  const now = useTicking(running.length > 0, game.now);
  const due = running.some((u) => u.endsAt <= now);
  useLoad(load.run, due);
  if (!state) {
    return load.busy ? (
      <p className="hall-soft">{t('smithy.loading')}</p>
    ) : (
      <Button variant="secondary" onClick={() => void load.run()}>
        {t('smithy.retry')}
      </Button>
    );
  }

  const items = [
    ...hero.artifacts.map((a) => ({
      id: a.id,
      artifactId: a.artifactId,
      level: a.level,
      worn: true,
    })),
    ...state.backpack.artifacts.map((a) => ({ ...a, worn: false })),
  ];
  const row = (item: (typeof items)[number]) => {
    const timer = running.find((u) => u.itemId === item.id);
    if (timer) {
      const left = remainingMs(timer.endsAt, now);
      return (
        <li key={item.id} data-testid="artifact-timer">
          <span>
            <ArtifactLine artifactId={item.artifactId} level={item.level} />
            <span className="hall-soft">
              {' '}
              → {timer.toLevel} · <TimeLeft ms={left} />
            </span>
          </span>
          <SpeedUpButton
            leftMs={left}
            mithril={player.mithril}
            busy={hurry.busy}
            onClick={() => void hurry.run(timer.timerId)}
          />
        </li>
      );
    }
    const plan = itemUpgradePlan(item.level);
    const def = itemDef(item.artifactId);
    const meltable = !item.worn && isArtifactEffect(def?.effectType ?? '');
    const grows = def !== undefined && itemGrowsWithLevel(def);
    return (
      <li key={item.id}>
        <span>
          <ArtifactLine artifactId={item.artifactId} level={item.level} />
          {grows ? (
            upgradeGain(hero, item, t).map((line) => (
              <span key={line} className="hall-soft" data-testid="smithy-gain">
                {line}
              </span>
            ))
          ) : (
            <span className="hall-soft">{t('smithy.noGrowth')}</span>
          )}
        </span>
        <span className="hall-actions">
          {grows && (
            <Button
              icon="upgrade"
              busy={raise.busy}
              disabled={player.crystal < plan.crystal || player.gold < plan.gold}
              onClick={() => void raise.run(item.id)}
            >
              {t('smithy.upgrade', {
                crystal: amountText(plan.crystal, 'CRYSTAL', game.lang),
                gold: amountText(plan.gold, 'GOLD', game.lang),
                time: formatDuration(plan.seconds, game.lang),
              })}
            </Button>
          )}
          {meltable && (
            <Button
              variant="secondary"
              icon="anvil"
              busy={look.busy}
              onClick={() => void look.run(item.id)}
            >
              {t('smithy.reforge')}
            </Button>
          )}
        </span>
      </li>
    );
  };

  return (
    <div className="hero-tab">
      <h4>{t('smithy.title')}</h4>
      <p className="hall-soft">{t('smithy.hint', { name: hero.name })}</p>
      {items.length === 0 && <p className="hall-soft">{t('hall.bagEmpty')}</p>}
      <ul className="hall-list">{items.map(row)}</ul>
      {preview && (
        <div className="hall-note" role="dialog" aria-label={t('smithy.previewTitle')}>
          <p>
            {t('smithy.preview', {
              name: hero.name,
              attack: abbreviateNumber(preview.gained.attack),
              defence: abbreviateNumber(preview.gained.defence),
              health: abbreviateNumber(preview.gained.health),
              before: abbreviateNumber(preview.weightBefore),
              after: abbreviateNumber(preview.weightAfter),
            })}
          </p>
          <Button icon="anvil" busy={melt.busy} onClick={() => void melt.run(preview.itemId)}>
            {t('smithy.confirm')}
          </Button>
          <Button variant="ghost" onClick={() => setPreview(null)}>
            {t('smithy.cancel')}
          </Button>
        </div>
      )}
    </div>
  );
}

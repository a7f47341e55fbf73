import { SNOW_DIFFICULTY_DEFS, isWorldContext, worldOfContext } from '@heroroad/rules';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { loadSnowState } from '../../app/worlds';
import { useGame } from '../GameContext';
import { Icon } from '../Icon';

/** The lowest level any snow world difficulty opens at. */
const SNOW_FROM_LEVEL = Math.min(...Object.values(SNOW_DIFFICULTY_DEFS).map((d) => d.minLevel));

/**
 * The way to the snow world beside the road; inside the snow world or a portal's realm, the
 * steps left (asked again after every walk, since the server counts them).
 */
export function WorldChip() {
  const game = useGame();
  const { t } = useTranslation();
  const contextId = useStore(game.player, (s) => s.player?.contextId ?? 0);
  const coordinate = useStore(game.player, (s) => s.player?.coordinate ?? 0);
  const level = useStore(game.player, (s) => s.player?.level ?? 0);
  const inWorld = isWorldContext(contextId);
  const [steps, setSteps] = useState<number | null>(null);
  useEffect(() => {
    if (!inWorld) return;
    let live = true;
    loadSnowState(game).then(
      (s) => live && setSteps(s.stepsLeft),
      () => live && setSteps(null),
    );
    return () => {
      live = false;
    };
  }, [game, inWorld, contextId, coordinate]);
  if (!inWorld && level < SNOW_FROM_LEVEL) return null;
  const snow = worldOfContext(contextId).kind === 'SNOW' || !inWorld;
  const label = inWorld ? t('worlds.steps', { steps: steps ?? '…' }) : t('worlds.snow.title');
  return (
    <button
      type="button"
      className={inWorld ? 'road-chip road-chip-world' : 'road-chip'}
      onClick={() => game.ui.getState().open('snowWorld')}
    >
      <Icon name={snow ? 'snowflake-1' : 'magic-portal'} size={22} />
      <span>{label}</span>
    </button>
  );
}

import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { GameServices } from '../../app/ports';
import { useGame } from '../GameContext';

export const ROAD_HINTS = [
  'choose_hero',
  'first_battle',
  'restore_health',
  'level_up',
  'walk_on',
] as const;
export type RoadHint = (typeof ROAD_HINTS)[number];

/** Where the hints put away are kept: the browser's storage. */
type HintPorts = Pick<GameServices, 'storage'>;

/** The hints this player put away or followed, kept in the browser so they stay away. */
export function putAwayHints(game: HintPorts, playerId: number): readonly string[] {
  const stored = game.storage.get('putAwayHints');
  return stored?.playerId === playerId ? stored.hints : [];
}

function putAway(game: HintPorts, playerId: number, hints: readonly string[]): void {
  const known = putAwayHints(game, playerId);
  const fresh = hints.filter((h) => !known.includes(h));
  if (fresh.length > 0) game.storage.set('putAwayHints', { playerId, hints: [...known, ...fresh] });
}

/**
 * The road hint to show now: the first the server lists that the player has neither put away
 * nor already followed. A hint the server stops listing was followed (the squad won, healed,
 * levelled up…): it is put away too, so a later answer never brings the same advice back.
 */
export function useRoadHint(): { hint: RoadHint; dismiss: () => void } | null {
  const game = useGame();
  const educations = useStore(game.road, (s) => s.educations);
  const playerId = useStore(game.player, (s) => s.player?.id ?? 0);
  const [, bump] = useState(0);
  useEffect(
    () =>
      game.road.subscribe((s, prev) => {
        if (s.educations === prev.educations || playerId === 0) return;
        const followed = prev.educations.filter((e) => !s.educations.includes(e));
        putAway(game, playerId, followed);
      }),
    [game, playerId],
  );
  const away = putAwayHints(game, playerId);
  const key = educations.find((e) => !away.includes(e));
  const hint = ROAD_HINTS.find((k) => k === key);
  if (!hint) return null;
  return {
    hint,
    dismiss: () => {
      putAway(game, playerId, [hint]);
      bump((n) => n + 1);
    },
  };
}

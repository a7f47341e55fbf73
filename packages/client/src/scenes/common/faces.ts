import type { SceneContext } from '../Scene';

/**
 * A hero's face: the generated portrait seeded by the hero's identifier, so Dobrynya looks the
 * same at character selection, on the road, in battle and in the heroes' hall.
 */
export function heroFace(ctx: Pick<SceneContext, 'portrait'>, identifier: string) {
  return ctx.portrait(`hero:${identifier}`).catch(() => null);
}

/**
 * The seed of the face the header shows for the player: the hero they chose at character
 * selection (their first hero), so the header shows a face from their squad, not a random one;
 * a player with no hero yet keeps a face of their own.
 */
export function playerFaceSeed(player: {
  readonly id: number;
  readonly creatures: readonly { readonly id: number; readonly identifier: string }[];
}): string {
  const chosen = player.creatures.reduce<(typeof player.creatures)[number] | null>(
    (first, c) => (first === null || c.id < first.id ? c : first),
    null,
  );
  return chosen ? `hero:${chosen.identifier}` : `player-${player.id}`;
}

import type { SceneContext } from '../Scene';

/**
 * A hero's face: the generated portrait seeded by the hero's identifier, so Dobrynya looks the
 * same at character selection, on the road, in battle and in the heroes' hall.
 */
export function heroFace(ctx: Pick<SceneContext, 'portrait'>, identifier: string) {
  return ctx.portrait(`hero:${identifier}`).catch(() => null);
}

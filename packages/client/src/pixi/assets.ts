import { PRELOAD_SCENES, type SceneKey } from '../model/scenes';
import { firstSceneFiles } from './firstSceneFiles';
import { loadFonts } from './fonts';
import { loadCanvas } from './loadCanvas';

/**
 * What the canvas loads: the first scenes before its first frame (their code comes with Pixi in
 * the canvas chunk), the fonts after it.
 */
export const CANVAS_ASSETS = {
  fonts: loadFonts,
  firstSceneFiles,
  firstScenes: (): Partial<Record<SceneKey, Promise<unknown>>> =>
    Object.fromEntries(
      PRELOAD_SCENES.map((key) => [
        key,
        loadCanvas().then((canvas): Promise<unknown> => canvas.SCENE_REGISTRY[key].load()),
      ]),
    ),
};

import { PRELOAD_SCENES } from '../model/scenes';
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
  firstScenes: () =>
    PRELOAD_SCENES.map((key) =>
      loadCanvas().then((canvas): Promise<unknown> => canvas.SCENE_REGISTRY[key]()),
    ),
};

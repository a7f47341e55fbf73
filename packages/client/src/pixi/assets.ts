import { PRELOAD_SCENES } from '../model/scenes';
import { loadFonts } from './fonts';
import { loadCanvas } from './loadCanvas';

/**
 * What start-up loads for the canvas before its first scene: the fonts and the first scenes,
 * whose code comes with Pixi in the canvas chunk.
 */
export const CANVAS_ASSETS = {
  fonts: loadFonts,
  firstScenes: () =>
    PRELOAD_SCENES.map((key) =>
      loadCanvas().then((canvas): Promise<unknown> => canvas.SCENE_REGISTRY[key]()),
    ),
};

import { PRELOAD_SCENES, SCENE_REGISTRY } from '../scenes/registry';
import { loadFonts } from './fonts';

/** What start-up loads for the canvas before its first scene: the fonts and the first scenes. */
export const CANVAS_ASSETS = {
  fonts: loadFonts,
  firstScenes: () => PRELOAD_SCENES.map((key) => SCENE_REGISTRY[key]()),
};

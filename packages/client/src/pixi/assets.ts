import type { GameAssets } from '../app/ports';
import type { PreloadScene } from '../model/scenes';
import { askFirstScene } from './firstSceneFiles';
import { loadFonts } from './fonts';
import { loadCanvas } from './loadCanvas';

/**
 * What the canvas loads for a start likely to show `scene` first (`firstSceneAhead`): that
 * scene's code before the first frame (it comes with Pixi in the canvas chunk), the fonts after
 * it. The scene and its files are asked for on the first call and kept.
 */
export function canvasAssets(scene: PreloadScene): GameAssets {
  let scenes: ReturnType<GameAssets['firstScenes']> | null = null;
  let files: Promise<void>[] | null = null;
  return {
    fonts: loadFonts,
    firstScenes: () =>
      (scenes ??= {
        [scene]: loadCanvas().then((canvas): Promise<unknown> =>
          canvas.SCENE_REGISTRY[scene].load(),
        ),
      }),
    firstSceneFiles: () => (files ??= askFirstScene(scene)),
  };
}

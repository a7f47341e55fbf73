import type { SceneKey } from '../model/scenes';
import { retryImport } from './retryImport';
import type { GameServices } from './ports';

/** Runs while its scene is current: listens to the scene's events and calls the server. */
export type Controller = (game: GameServices) => () => void;

/**
 * Each game scene's controller, in its own chunk beside the scene's code. Scenes only draw and
 * report taps; their controller turns taps into calls (scenes never call the server).
 */
const CONTROLLERS: Partial<Record<SceneKey, () => Promise<Controller>>> = {
  road: () => import('./road/controller').then((m) => m.roadController),
  battle: () => import('./battle/controller').then((m) => m.battleController),
};

/** Attaches the current scene's controller and detaches the previous one. */
export class SceneControllers {
  private detach: (() => void) | null = null;
  private current: SceneKey | null = null;

  constructor(private readonly game: GameServices) {}

  enter(key: SceneKey): void {
    if (key === this.current) return;
    this.current = key;
    this.detach?.();
    this.detach = null;
    const load = CONTROLLERS[key];
    if (!load) return;
    void retryImport(load).then((controller) => {
      if (this.current !== key || this.detach) return;
      this.detach = controller(this.game);
    });
  }
}

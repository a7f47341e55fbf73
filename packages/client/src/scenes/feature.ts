import type { SceneKey, SceneParams, SceneRequest } from '../model/scenes';
import type { MenuEntry } from '../ui/menu/entry';
import type { Scene, SceneContext } from './Scene';

export type SceneClass<K extends SceneKey> = new (ctx: SceneContext) => Scene<SceneParams[K]>;

/**
 * What every scene registers, once, in its folder's `feature.ts`; `registry.ts` collects the
 * folders for the canvas.
 */
export interface SceneFeature<K extends SceneKey> {
  /**
   * The scene's class. A game scene's is a dynamic import, so its code is its own chunk fetched
   * when first shown; only the canvas's own scenes (boot, load, boot fix, the cloud loaders)
   * hold their class at hand.
   */
  readonly load: () => Promise<SceneClass<K>>;
}

/** A folder's registrations, keyed by scene (a key not in `SCENE_KEYS` does not compile). */
export type SceneFeatures = { readonly [K in SceneKey]?: SceneFeature<K> };

/** Every scene's registration: the canvas's registry, complete for every key. */
export type SceneRegistry = { readonly [K in SceneKey]: SceneFeature<K> };

/** A scene's button on the road's menu bar (ui/menu), and the change it asks for. */
export type SceneMenuEntry<K extends SceneKey> = MenuEntry & {
  readonly opens: Extract<SceneRequest, { key: K }>;
};

/** A folder's menu buttons, keyed by scene, in its `menu.ts`. */
export type SceneMenus = { readonly [K in SceneKey]?: SceneMenuEntry<K> };

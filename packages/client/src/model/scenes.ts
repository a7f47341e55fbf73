/** Every scene of SPEC §2. */
export const SCENE_KEYS = [
  'boot',
  'load',
  'characterSelection',
  'road',
  'battle',
  'creature',
  'arena',
  'clan',
  'music',
  'bootFix',
  'loadBattle',
  'loadClan',
  'loadCreature',
] as const;
export type SceneKey = (typeof SCENE_KEYS)[number];

/** The scenes shown while the game loads, before its first real scene. */
export const LOADING_SCENES: readonly SceneKey[] = ['boot', 'load'];

/**
 * The scenes whose code the page fetches while the loading bar runs, one of them for a start
 * (`firstSceneAhead`): the page's build writes each one's files apart (client
 * `build/firstScenePreload.ts`).
 */
export const PRELOAD_SCENES = ['characterSelection', 'road'] as const;
export type PreloadScene = (typeof PRELOAD_SCENES)[number];

/**
 * The first scene whose code a start fetches ahead, from the last game scene this browser showed:
 * none, a new visitor, whose first scene is the welcome; the welcome again for one who left it;
 * else the road (a battle, a hall or the arena lead back to it). A wrong guess costs only time:
 * the scene shown first fetches its own code.
 */
export function firstSceneAhead(lastShown: SceneKey | undefined): PreloadScene {
  return lastShown === undefined || lastShown === 'characterSelection'
    ? 'characterSelection'
    : 'road';
}

/** What each scene is started with. */
export interface SceneParams {
  boot: undefined;
  load: undefined;
  characterSelection: undefined;
  road: undefined;
  battle: { readonly battleId: number | null };
  creature: { readonly creatureId?: number };
  arena: undefined;
  clan: undefined;
  music: undefined;
  bootFix: { readonly failed: SceneKey };
  loadBattle: undefined;
  loadClan: undefined;
  loadCreature: undefined;
}

/** How a scene change looks: a 350 ms fade to black, the cloud loading screen, or a cut. */
export type Transition = 'fade' | 'clouds' | 'none';

/** Scenes reached through the cloud loading screen, and the load scene each shows. */
export const CLOUD_LOADERS: Partial<Record<SceneKey, SceneKey>> = {
  battle: 'loadBattle',
  clan: 'loadClan',
  creature: 'loadCreature',
};

/** A scene change request: the key, its parameters and how it looks. */
export type SceneRequest = {
  [K in SceneKey]: { key: K; params: SceneParams[K]; transition?: Transition };
}[SceneKey];

/** What shows the scenes (the canvas's scene manager), as the game's services see it. */
export interface SceneHost {
  readonly currentKey: SceneKey | null;
  go(request: SceneRequest): Promise<void>;
}

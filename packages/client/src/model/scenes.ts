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

/** Scene code worth fetching while the loading bar runs (the likely first scenes). */
export const PRELOAD_SCENES: readonly SceneKey[] = ['characterSelection', 'road'];

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

import type { Lang } from '@heroroad/rules';
import type { OverlayId } from '../overlays/ids';
import type { SceneKey, SceneParams, Transition } from '../scenes/keys';
import { EventBus } from './bus';

/** A scene change request: the key, its parameters and how it looks. */
export type SceneRequest = {
  [K in SceneKey]: { key: K; params: SceneParams[K]; transition?: Transition };
}[SceneKey];

/**
 * Everything React and the canvas say to each other. React never reaches into a scene and a
 * scene never imports a component: both sides only emit and listen here.
 */
export interface GameEvents {
  /** Ask the scene manager for another scene (menu buttons, flows). */
  'scene:go': SceneRequest;
  /** The canvas is up and showing its boot frame. */
  'scenes:attached': undefined;
  /** A scene became current (after its transition began to reveal it). */
  'scene:changed': { key: SceneKey };
  /** A scene change finished: the scene is fully shown, no transition running. */
  'scene:settled': { key: SceneKey };
  /** A scene's first frame was drawn. */
  'scene:frame': { key: SceneKey; atMs: number };
  /** A scene's code failed to arrive and is being fetched again. */
  'scene:retry': { key: SceneKey; attempt: number };
  /** Load progress p in 0…100 (the bar shows 10 + 0.9p). */
  'load:progress': { percent: number };
  /** A scene asks React to open an overlay (e.g. tapping the portrait opens the account). */
  'ui:overlay': { id: OverlayId };
  /** While an overlay is open the canvas ignores input. */
  'canvas:blocked': { blocked: boolean };
  /** The language changed: scenes rebuild their texts. */
  'lang:changed': { lang: Lang };
  /** The player (or its absence) changed: scenes showing player data refresh. */
  'player:changed': { playerId: number | null };
  /** Play a short interface sound. */
  'sound:effect': { name: SoundEffect };
}

export type SoundEffect = 'click' | 'open' | 'close' | 'success' | 'error' | 'whoosh';

export type GameBus = EventBus<GameEvents>;

export const createGameBus = (): GameBus => new EventBus<GameEvents>();

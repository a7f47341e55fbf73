import type { Lang } from '@heroroad/rules';
import type { OverlayId } from '../model/overlays';
import type { SceneKey, SceneRequest } from '../model/scenes';
import { EventBus } from './bus';

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
  /** A language's faces arrived: scenes redraw the texts they drew in the fallback face. */
  'fonts:loaded': { lang: Lang };
  /** The player (or its absence) changed: scenes showing player data refresh. */
  'player:changed': { playerId: number | null };
  /** Play a short interface sound. */
  'sound:effect': { name: SoundEffect };
  /** Road: the camera's centre moved; `span` is the view's height in road units. */
  'road:camera': { coordinate: number; span: number };
  /** Road: the squad walked onto a new whole coordinate. */
  'road:walked': { coordinate: number };
  /** Road: the squad reached the end of its walk. */
  'road:arrived': { coordinate: number };
  /** Road: the player tapped a place, or the empty road (null). */
  'road:tap': { placeId: number | null };
  /** Road: a flow asks the squad to walk to a coordinate (before acting on a place). */
  'road:walkTo': { coordinate: number };
  /** Road: walk one place further up (1) or back down (-1) the road (the arrow keys). */
  'road:step': { direction: 1 | -1 };
  /** Road: the road changed under the squad (turn, portal, way back): stand there at once. */
  'road:jump': { coordinate: number };
  /** Character selection: the starter hero the player is looking at. */
  'hero:preview': { heroId: string };
  /** Heroes' hall: the hero shown (a tap on a token in the scene, a row in the panel). */
  'creature:select': { creatureId: number };
  /** Battle: the player tapped a creature. */
  'battle:tap': { creatureId: number };
  /** Battle: the scene has shown every move it was given. */
  'battle:idle': { seq: number };
}

export type SoundEffect =
  | 'help_voice'
  | 'nun_blessing'
  | 'click'
  | 'open'
  | 'close'
  | 'success'
  | 'error'
  | 'whoosh'
  | 'step'
  | 'coin'
  | 'hit_small'
  | 'hit_medium'
  | 'hit_big'
  | 'block'
  | 'freeze'
  | 'fire'
  | 'poison'
  | 'heal'
  | 'death'
  | 'resurrection'
  | 'level_up'
  | 'chest'
  | 'victory'
  | 'defeat';

export type GameBus = EventBus<GameEvents>;

export const createGameBus = (): GameBus => new EventBus<GameEvents>();

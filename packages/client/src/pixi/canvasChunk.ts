// What the canvas chunk offers the rest of the game (loaded through `loadCanvas`).
export { GameCanvas } from './GameCanvas';
export { SCENE_REGISTRY } from '../scenes/registry';

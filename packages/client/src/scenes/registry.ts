import { BootFixScene } from './bootFix/BootFixScene';
import { BootScene } from './boot/BootScene';
import type { SceneKey, SceneParams } from '../model/scenes';
import { LoadScene } from './load/LoadScene';
import { CloudLoadScene } from './load/CloudLoadScene';
import type { Scene, SceneContext } from './Scene';

export type SceneClass<K extends SceneKey> = new (ctx: SceneContext) => Scene<SceneParams[K]>;

/** How to get each scene's class; game scenes arrive as their own chunks when first needed. */
export type SceneRegistry = { readonly [K in SceneKey]: () => Promise<SceneClass<K>> };

/**
 * Every scene of SPEC §2. Boot, load, boot fix and the cloud load screens ship with the first
 * chunk because they must show while other code is still arriving; the rest load on demand.
 * To add a scene: add its key to keys.ts (with its parameters) and its loader here.
 */
export const SCENE_REGISTRY: SceneRegistry = {
  boot: async () => BootScene,
  load: async () => LoadScene,
  bootFix: async () => BootFixScene,
  loadBattle: async () => CloudLoadScene.for('battle'),
  loadClan: async () => CloudLoadScene.for('clan'),
  loadCreature: async () => CloudLoadScene.for('creature'),
  characterSelection: () =>
    import('./characterSelection/CharacterSelectionScene').then((m) => m.CharacterSelectionScene),
  road: () => import('./road/RoadScene').then((m) => m.RoadScene),
  battle: () => import('./battle/BattleScene').then((m) => m.BattleScene),
  creature: () => import('./creature/CreatureScene').then((m) => m.CreatureScene),
  arena: () => import('./arena/ArenaScene').then((m) => m.ArenaScene),
  clan: () => import('./clan/ClanScene').then((m) => m.ClanScene),
  music: () => import('./music/MusicScene').then((m) => m.MusicScene),
};

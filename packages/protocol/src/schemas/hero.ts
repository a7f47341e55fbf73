import { Type } from 'typebox';
import { ConsumableStock } from './common.js';
import { Artifact } from './creature.js';
import { Player } from './player.js';

export const Backpack = Type.Object({
  /** Artifacts lying in the backpack, as a hero wears them (rules `CreatureArtifact`). */
  artifacts: Type.Array(Artifact),
  consumables: Type.Array(ConsumableStock),
});

export const PlayerWithBackpack = Type.Object({ player: Player, backpack: Backpack });

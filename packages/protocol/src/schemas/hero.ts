import { Type } from 'typebox';
import { Player } from './player.js';

export const BackpackArtifact = Type.Object({
  id: Type.Integer(),
  artifactId: Type.String(),
  effectType: Type.String(),
  atlasKey: Type.String(),
  level: Type.Integer(),
  value: Type.Number(),
});

export const Backpack = Type.Object({
  artifacts: Type.Array(BackpackArtifact),
  consumables: Type.Array(Type.Object({ consumableId: Type.String(), count: Type.Integer() })),
});

export const PlayerWithBackpack = Type.Object({ player: Player, backpack: Backpack });

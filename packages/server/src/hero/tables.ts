import type { Generated } from 'kysely';

export interface CreatureTable {
  id: Generated<number>;
  player_id: number;
  identifier: string;
  combative: number;
  order_index: number;
  data: string;
  health_at: number;
  version: number;
  created_at: number;
}

export interface ArtifactItemTable {
  id: Generated<number>;
  player_id: number;
  artifact_id: string;
  level: number;
  creature_id: number | null;
  created_at: number;
}

export interface ConsumableStockTable {
  player_id: number;
  consumable_id: string;
  count: number;
}

/** Heroes, artifacts and consumables. */
export interface HeroTables {
  creature: CreatureTable;
  artifact_item: ArtifactItemTable;
  consumable_stock: ConsumableStockTable;
}

declare module '../db/schema.js' {
  interface Database extends HeroTables {}
}

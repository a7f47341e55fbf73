import { itemDef, itemValue, type ConsumableStock, type CreatureArtifact } from '@heroroad/rules';
import { sql } from 'kysely';
import { inOrder } from '../db/in-order.js';
import type { Executor } from '../db/tx.js';

/**
 * The kernel's `bag` port: artifacts lying in the backpack (not worn) and the consumables the
 * player carries.
 */
export class Bag {
  constructor(
    private readonly db: Executor,
    private readonly playerId: number,
    private readonly now: number,
  ) {}

  async artifacts(): Promise<CreatureArtifact[]> {
    const rows = await this.db
      .selectFrom('artifact_item')
      .select(['id', 'artifact_id', 'level'])
      .where('player_id', '=', this.playerId)
      .where('creature_id', 'is', null)
      .execute();
    return inOrder(rows, ['id', 'desc']).flatMap((r) => {
      const def = itemDef(r.artifact_id);
      if (!def) return [];
      return [
        {
          id: r.id,
          artifactId: r.artifact_id,
          effectType: def.effectType,
          atlasKey: def.atlasKey,
          level: r.level,
          value: itemValue(def, r.level),
        },
      ];
    });
  }

  async addArtifact(artifactId: string, level: number): Promise<number> {
    const row = await this.db
      .insertInto('artifact_item')
      .values({
        player_id: this.playerId,
        artifact_id: artifactId,
        level,
        creature_id: null,
        created_at: this.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async artifact(itemId: number) {
    return this.db
      .selectFrom('artifact_item')
      .selectAll()
      .where('player_id', '=', this.playerId)
      .where('id', '=', itemId)
      .executeTakeFirst();
  }

  /** Puts an artifact on a hero (or back in the backpack with null); false if it moved meanwhile. */
  async setWearer(itemId: number, from: number | null, to: number | null): Promise<boolean> {
    const r = await this.db
      .updateTable('artifact_item')
      .set({ creature_id: to })
      .where('player_id', '=', this.playerId)
      .where('id', '=', itemId)
      .where('creature_id', from === null ? 'is' : '=', from)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Sets an artifact's level (an upgrade's timer ended), worn or not. */
  async setLevel(itemId: number, level: number): Promise<boolean> {
    const r = await this.db
      .updateTable('artifact_item')
      .set({ level })
      .where('player_id', '=', this.playerId)
      .where('id', '=', itemId)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Takes an artifact out of the backpack for good (reforged); false if it is worn or gone. */
  async destroy(itemId: number): Promise<boolean> {
    const r = await this.db
      .deleteFrom('artifact_item')
      .where('player_id', '=', this.playerId)
      .where('id', '=', itemId)
      .where('creature_id', 'is', null)
      .executeTakeFirst();
    return Number(r.numDeletedRows) === 1;
  }

  async consumables(): Promise<ConsumableStock[]> {
    const rows = await this.db
      .selectFrom('consumable_stock')
      .select(['consumable_id', 'count'])
      .where('player_id', '=', this.playerId)
      .where('count', '>', 0)
      .execute();
    return inOrder(rows, 'consumable_id').map((r) => ({
      consumableId: r.consumable_id,
      count: r.count,
    }));
  }

  async addConsumable(consumableId: string, count: number): Promise<void> {
    await this.db
      .insertInto('consumable_stock')
      .values({ player_id: this.playerId, consumable_id: consumableId, count })
      .onConflict((oc) =>
        oc
          .columns(['player_id', 'consumable_id'])
          .doUpdateSet({ count: sql`consumable_stock.count + ${count}` }),
      )
      .execute();
  }

  /** Takes `count` if there are that many; false (and nothing taken) otherwise. */
  async takeConsumable(consumableId: string, count: number): Promise<boolean> {
    const r = await this.db
      .updateTable('consumable_stock')
      .set((eb) => ({ count: eb('count', '-', count) }))
      .where('player_id', '=', this.playerId)
      .where('consumable_id', '=', consumableId)
      .where('count', '>=', count)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }
}

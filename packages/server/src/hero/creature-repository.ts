import { regenerate, type Creature } from '@heroroad/rules';
import { reusable } from '../db/reusable.js';
import type { Executor } from '../db/tx.js';

/** Every player answer and every change to heroes lists them: kept compiled. */
const listOf = reusable(
  (db, playerId: number) =>
    db
      .selectFrom('creature')
      .select(['data', 'combative', 'order_index', 'health_at', 'version'])
      .where('player_id', '=', playerId)
      .orderBy('order_index')
      .orderBy('id'),
  [-101],
);

/** A hero as stored, with its health regenerated up to `now`. */
export interface StoredCreature {
  readonly creature: Creature;
  readonly combative: boolean;
  readonly order: number;
  readonly version: number;
}

function parse(
  row: { data: string; combative: number; order_index: number; health_at: number; version: number },
  now: number,
): StoredCreature {
  const stored = JSON.parse(row.data) as Creature;
  const creature = regenerate(
    { ...stored, combative: row.combative === 1, order: row.order_index },
    (now - row.health_at) / 1000,
  );
  return { creature, combative: row.combative === 1, order: row.order_index, version: row.version };
}

/** The player's heroes. Health is stored with the time it was true and regenerates on read. */
export class CreatureRepository {
  constructor(private readonly db: Executor) {}

  async list(playerId: number, now: number): Promise<StoredCreature[]> {
    return (await listOf(this.db, playerId)).rows.map((r) => parse(r, now));
  }

  async get(playerId: number, id: number, now: number): Promise<StoredCreature | undefined> {
    const row = await this.db
      .selectFrom('creature')
      .select(['data', 'combative', 'order_index', 'health_at', 'version'])
      .where('player_id', '=', playerId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? parse(row, now) : undefined;
  }

  async count(playerId: number): Promise<number> {
    const row = await this.db
      .selectFrom('creature')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('player_id', '=', playerId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Reserves an id for a new hero (ids come from the table's sequence). */
  async insert(playerId: number, build: (id: number) => Creature, now: number): Promise<Creature> {
    const placeholder = await this.db
      .insertInto('creature')
      .values({
        player_id: playerId,
        identifier: '',
        combative: 0,
        order_index: 0,
        data: '{}',
        health_at: now,
        version: 0,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const creature = build(placeholder.id);
    await this.save(creature, now);
    return creature;
  }

  /** Writes a hero; its health is taken as true at `now`. */
  async save(c: Creature, now: number): Promise<void> {
    await this.db
      .updateTable('creature')
      .set((eb) => ({
        identifier: c.identifier,
        combative: c.combative ? 1 : 0,
        order_index: c.order,
        data: JSON.stringify(c),
        health_at: now,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', c.id)
      .execute();
  }
}

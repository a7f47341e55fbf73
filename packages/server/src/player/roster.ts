import { regenerate, squadBattleStair, type Creature } from '@heroroad/rules';
import { inOrder } from '../db/in-order.js';
import { reusable } from '../db/reusable.js';
import type { Executor } from '../db/tx.js';

/** Every player answer and every change to heroes lists them: kept compiled. */
const listOf = reusable(
  (db, playerId: number) =>
    db
      .selectFrom('creature')
      .select(['id', 'data', 'combative', 'order_index', 'health_at', 'version'])
      .where('player_id', '=', playerId),
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

// The player's heroes. Health is stored with the time it was true and regenerates on read.

async function listHeroes(db: Executor, playerId: number, now: number): Promise<StoredCreature[]> {
  return inOrder((await listOf(db, playerId)).rows, 'order_index', 'id').map((r) => parse(r, now));
}

/** Reserves an id for a new hero (ids come from the table's sequence). */
async function insertHero(
  db: Executor,
  playerId: number,
  build: (id: number) => Creature,
  now: number,
): Promise<Creature> {
  const reserved = await db
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
  const creature = build(reserved.id);
  await saveHero(db, creature, now);
  return creature;
}

/** Writes a hero; its health is taken as true at `now`. */
async function saveHero(db: Executor, c: Creature, now: number): Promise<void> {
  await db
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

/** The heroes that fight, in order (combative ones). */
export function squadOf(creatures: readonly Creature[]): Creature[] {
  return creatures.filter((c) => c.combative).sort((a, b) => a.order - b.order || a.id - b.id);
}

/** SPEC §3 battleStair: the squad's strength, refreshed whenever the squad changes. */
function battleStairOf(creatures: readonly Creature[]): number {
  return squadBattleStair(squadOf(creatures));
}

/** What a domain may read of another player's heroes (an arena opponent's squad). */
export interface HeroesReader {
  all(): Promise<Creature[]>;
  squad(): Promise<Creature[]>;
  find(id: number): Promise<Creature | undefined>;
}

/**
 * The kernel's `heroes` port: the player's heroes, health regenerated to the change's time,
 * loaded once per change (or per view: readers asking at the same moment share the one read).
 * Saving refreshes the squad's strength (the battle stair) on the row.
 */
export class Heroes implements HeroesReader {
  private loaded: Promise<Creature[]> | null = null;

  constructor(
    private readonly db: Executor,
    private readonly playerId: number,
    private readonly now: number,
    /** Writes the battle stair; null for a read-only view. */
    private readonly setBattleStair: ((stair: number) => Promise<unknown>) | null,
  ) {}

  all(): Promise<Creature[]> {
    this.loaded ??= listHeroes(this.db, this.playerId, this.now).then((list) =>
      list.map((s) => s.creature),
    );
    return this.loaded;
  }

  async squad(): Promise<Creature[]> {
    return squadOf(await this.all());
  }

  async find(id: number): Promise<Creature | undefined> {
    return (await this.all()).find((c) => c.id === id);
  }

  /** A new hero; `build` gets the id it will have. */
  async insert(build: (id: number) => Creature): Promise<Creature> {
    const hero = await insertHero(this.db, this.playerId, build, this.now);
    this.loaded = Promise.resolve([...(await this.all()), hero]);
    return hero;
  }

  /** Writes heroes and refreshes the squad's strength. */
  async save(changed: readonly Creature[]): Promise<void> {
    const all = await this.writeAll(changed);
    if (!this.setBattleStair) throw new Error('heroes are read-only outside a change');
    await this.setBattleStair(battleStairOf(all));
  }

  /** Writes heroes whose change leaves the squad's strength as it was (their order). */
  async reorder(changed: readonly Creature[]): Promise<void> {
    await this.writeAll(changed);
  }

  private async writeAll(changed: readonly Creature[]): Promise<Creature[]> {
    if (!this.setBattleStair) throw new Error('heroes are read-only outside a change');
    const byId = new Map((await this.all()).map((c) => [c.id, c]));
    for (const c of changed) {
      await saveHero(this.db, c, this.now);
      byId.set(c.id, c);
    }
    const all = [...byId.values()];
    this.loaded = Promise.resolve(all);
    return all;
  }
}

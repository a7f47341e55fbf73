import { AppError } from '../core/errors.js';
import { inOrder } from '../db/in-order.js';
import { reusable } from '../db/reusable.js';
import type { Executor } from '../db/tx.js';

/** Every player answer carries the markers: kept compiled. */
const markersOf = reusable(
  (db, playerId: number) =>
    db
      .selectFrom('player_marker')
      .select(['marker', 'created_at'])
      .where('player_id', '=', playerId),
  [-101],
);

/** Story markers a player may hold at most. */
const MAX_MARKERS = 200;

/** The kernel's `markers` port: the story flags a player has set, oldest first. */
export class Markers {
  constructor(
    private readonly db: Executor,
    private readonly playerId: number,
    private readonly now: number,
  ) {}

  async list(): Promise<string[]> {
    const rows = (await markersOf(this.db, this.playerId)).rows;
    return inOrder(rows, 'created_at', 'marker').map((r) => r.marker);
  }

  /** Adds the markers not yet set, within MAX_MARKERS (MARKER_LIMIT past it). */
  async add(markers: readonly string[]): Promise<void> {
    const have = new Set(await this.list());
    const fresh = [...new Set(markers)].filter((m) => !have.has(m));
    if (have.size + fresh.length > MAX_MARKERS) throw new AppError('MARKER_LIMIT');
    if (fresh.length === 0) return;
    await this.db
      .insertInto('player_marker')
      .values(fresh.map((marker) => ({ player_id: this.playerId, marker, created_at: this.now })))
      .execute();
  }

  /** Sets one marker the game itself gives (a watched story scene); setting it again is a no-op. */
  async ensure(marker: string): Promise<void> {
    await this.db
      .insertInto('player_marker')
      .values({ player_id: this.playerId, marker, created_at: this.now })
      .onConflict((oc) => oc.columns(['player_id', 'marker']).doNothing())
      .execute();
  }

  async remove(marker: string): Promise<void> {
    await this.db
      .deleteFrom('player_marker')
      .where('player_id', '=', this.playerId)
      .where('marker', '=', marker)
      .execute();
  }
}

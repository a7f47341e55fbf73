import type { RatingType } from '@heroroad/protocol';
import type { AuthContext } from '../core/auth-context.js';
import type { Clock } from '../core/clock.js';
import type { Engine } from '../db/engine.js';
import type { Executor } from '../db/tx.js';
import type { BusLog } from '../realtime/bus.js';
import { between, count, everyNth, idsIn, keyAt, sizes, tail, type Window } from './keyset.js';
import { compareKeys, type RatingOrder, type SortKey } from './order.js';
import type { OrderedRating, RankedRow } from './provider.js';

/** How a rating's order is sampled; the service's defaults are `SAMPLE_DEFAULTS`. */
export interface SampleOptions {
  /** Rows between two kept keys: a page or a place walks at most about this many. */
  readonly step: number;
  /** Below this many rows a rating keeps its exact queries (a walk is short anyway). */
  readonly minRows: number;
  /**
   * A sample older than this is taken again (in the background) at the next request, which still
   * reads through it; one older than twice this is not read through any more.
   */
  readonly maxAgeMs: number;
}

/**
 * A thousand rows a step: a thousand keys per million rows, and a page or a place walks about a
 * thousand index entries (an answer took 0.6-1.2 ms on SQLite, 2-3 ms on PostgreSQL at a million
 * rows). Under 20,000 rows the exact queries stay cheap (a fiftieth of a million-row walk) and
 * exact. Thirty seconds rather than the totals' ten: taking a sample of a million rows costs
 * SQLite's request thread 130-290 ms in short steps (ARCHITECTURE.md "Ratings at a million"),
 * about 1% of it per rating read all the time at thirty seconds and 3% at ten; a place far down
 * that lags the players passing it by half a minute rather than ten seconds is the price.
 */
export const SAMPLE_DEFAULTS: SampleOptions = { step: 1000, minRows: 20_000, maxAgeMs: 30_000 };

/** Every `step`-th key of one rating's order: `keys[i]` stood at 0-based place `(i + 1) * step`. */
export interface Sample {
  readonly keys: readonly SortKey[];
  readonly takenAt: number;
}

/** Lets the event loop serve what waits between two steps of a build (SQLite runs on it). */
const breathe = () => new Promise<void>((done) => setImmediate(done));

/**
 * Samples of the large ratings' orders, kept per instance, so that a page at any offset and a
 * player's place both start from the nearest kept key and walk at most about `step` index
 * entries, where `OFFSET` and a count of the rows ahead walk as many as the place.
 *
 * On SQLite, whose connection is synchronous, a sample is taken in steps of a few short
 * statements (the key `step` rows after the last one), the event loop served between two, so the
 * connection is never held for longer than one step (0.15-0.35 ms of CPU at a million rows). On
 * PostgreSQL it is one statement (every `step`-th row numbered in one walk of the index), which
 * runs beside the event loop and under one snapshot. One build per rating at a time: the first
 * request that finds the sample missing or old starts it, and none waits for it; they read
 * through the old sample meanwhile, or exactly.
 *
 * The price: until the next sample, a place far down a large rating is off by the number of rows
 * that moved past the kept keys before it since they were taken (on SQLite the steps of one build
 * follow each other rather than share one instant, which adds the moves made during the build),
 * and a page far down starts as far from its offset. Pages within the first `step` places, and
 * the places of everyone ahead of the first kept key, are always exact: they count from the top.
 */
export class RatingSamples {
  private readonly samples = new Map<RatingType, Sample>();
  private readonly building = new Map<RatingType, Promise<void>>();
  private stopped = false;

  constructor(
    private readonly db: Executor,
    private readonly engine: Engine,
    private readonly clock: Clock,
    private readonly log: BusLog,
    readonly options: SampleOptions = SAMPLE_DEFAULTS,
  ) {}

  /** Ends the builds under way at their next step (the database is about to close). */
  stop(): void {
    this.stopped = true;
  }

  /**
   * The sample to read `type` through now, or null (read it exactly). Starts taking a new one when
   * it is missing or older than `maxAgeMs`; the request goes on with the old one unless that is
   * older than twice as much (a rating nobody read for a while).
   */
  current(type: RatingType, rating: OrderedRating): Sample | null {
    const known = this.samples.get(type);
    const age = known ? this.clock() - known.takenAt : Infinity;
    if (age >= this.options.maxAgeMs && !this.building.has(type) && !this.stopped) {
      const build = this.take(type, rating.order)
        .catch((error: unknown) => {
          // A build cut short by the server closing is no news; the exact queries stand in.
          if (!this.stopped) this.log.warn({ err: error, type }, 'rating sample failed');
        })
        .finally(() => this.building.delete(type));
      this.building.set(type, build);
    }
    return known && age < 2 * this.options.maxAgeMs ? known : null;
  }

  /** Resolves when the build of `type` under way (if any) has ended. */
  async settled(type: RatingType): Promise<void> {
    await this.building.get(type);
  }

  private async take(type: RatingType, order: RatingOrder): Promise<void> {
    const takenAt = this.clock();
    const keys =
      this.engine === 'postgres'
        ? await everyNth(this.db, order, this.options.step)
        : await this.walk(order);
    if (keys) this.samples.set(type, { keys, takenAt });
  }

  /** The keys step by step, the event loop served between two; null when stopped meanwhile. */
  private async walk(order: RatingOrder): Promise<SortKey[] | null> {
    const keys: SortKey[] = [];
    let at: SortKey | null = null;
    for (;;) {
      if (this.stopped) return null;
      const next = await this.keyAfter(order, at, this.options.step);
      if (!next) return keys;
      keys.push(next);
      at = next;
      await breathe();
    }
  }

  /**
   * The key `offset` rows after `start` (0: start itself; null start: the first row). Each stretch
   * is asked for its row at the offset left first: the stretch that holds it is walked once, and
   * only a stretch that ends before it is counted (up to the offset, which it holds fewer than).
   */
  private async keyAfter(
    order: RatingOrder,
    start: SortKey | null,
    offset: number,
  ): Promise<SortKey | null> {
    const stretches = tail(order, start);
    let rest = offset;
    for (const [i, stretch] of stretches.entries()) {
      const key = await keyAt(this.db, order, stretch, rest);
      if (key || i === stretches.length - 1) return key;
      rest -= (await sizes(this.db, order, [stretch], rest))[0]!;
    }
    return null;
  }

  /**
   * Where `limit` rows after the first `skip` from `start` lie, stretch by stretch. The sizes of
   * every stretch but the last (which runs to the end of the rating) are counted first, each up
   * to `skip + limit` at most.
   */
  private async windows(
    order: RatingOrder,
    start: SortKey | null,
    skip: number,
    limit: number,
  ): Promise<Window[]> {
    const stretches = tail(order, start);
    const counted = await sizes(this.db, order, stretches.slice(0, -1), skip + limit);
    const out: Window[] = [];
    let rest = limit;
    for (const [i, stretch] of stretches.entries()) {
      const size = counted[i] ?? Infinity;
      if (skip >= size) {
        skip -= size;
        continue;
      }
      const take = Math.min(rest, size - skip);
      out.push({ stretch, offset: skip, limit: take });
      rest -= take;
      skip = 0;
      if (rest === 0) break;
    }
    return out;
  }

  /** The kept key at or before `place` (0-based), with its own place; null key: the top. */
  private startFor(sample: Sample, place: number): { key: SortKey | null; at: number } {
    const i = Math.min(Math.floor(place / this.options.step), sample.keys.length);
    return { key: i === 0 ? null : sample.keys[i - 1]!, at: i * this.options.step };
  }

  /** A page of places `from` … `from + count - 1` (0-based), read from the nearest kept key. */
  async page(
    rating: OrderedRating,
    sample: Sample,
    from: number,
    count: number,
  ): Promise<RankedRow[]> {
    const start = this.startFor(sample, from);
    const windows = await this.windows(rating.order, start.key, from - start.at, count);
    if (windows.length === 0) return [];
    return rating.rows(this.db, idsIn(rating.order, windows));
  }

  /** The player's row and 1-based place: the last kept key not after them, and the rows between. */
  async place(
    rating: OrderedRating,
    sample: Sample,
    playerId: number,
    auth: AuthContext,
  ): Promise<{ row: RankedRow; place: number } | null> {
    const mine = await rating.mine(this.db, playerId, auth);
    if (!mine) return null;
    const order = rating.order;
    // The number of kept keys not after the player's: binary search over the ordered keys.
    let lo = 0;
    let hi = sample.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compareKeys(order, sample.keys[mid]!, mine.key) <= 0) lo = mid + 1;
      else hi = mid;
    }
    const start = lo === 0 ? null : sample.keys[lo - 1]!;
    const before = await count(this.db, order, between(order, start, mine.key));
    return { row: mine.row, place: lo * this.options.step + before + 1 };
  }
}

import {
  RATING_PAGE_SIZE,
  type RatingDto,
  type RatingPositionDto,
  type RatingType,
} from '@heroroad/protocol';
import type { AuthContext } from '../core/auth-context.js';
import { AppError } from '../core/errors.js';
import type { Kernel } from '../kernel.js';
import type { OnlinePlayers } from './online.js';
import type { RankedRow, RatingProvider, RatingQuery } from './provider.js';
import { RatingSamples, SAMPLE_DEFAULTS, type SampleOptions } from './sample.js';

const position = (row: RankedRow, place: number): RatingPositionDto => ({
  positionNumber: place,
  id: row.id,
  name: row.name,
  level: row.level,
  value: row.value,
});

/** How long an unfiltered rating's total is remembered: it moves slowly, and counting is O(n). */
const TOTAL_TTL_MS = 10_000;

/**
 * SPEC §7 Rating: a page of any registered rating type. Each domain registers the types it
 * owns; a type nobody registered (clanLevel before the clan domain joins) answers not found.
 * A large rating whose provider describes its order is read through a sample of it
 * (`sample.ts`) when no name filter narrows it.
 */
export class RatingService {
  private readonly providers = new Map<RatingType, RatingProvider>();
  private readonly totals = new Map<string, { value: number; until: number }>();
  readonly samples: RatingSamples;

  constructor(
    private readonly kernel: Kernel,
    private readonly online: OnlinePlayers,
    sampling: SampleOptions = SAMPLE_DEFAULTS,
  ) {
    this.samples = new RatingSamples(
      kernel.db.kysely,
      kernel.db.engine,
      kernel.clock,
      kernel.log,
      sampling,
    );
    kernel.onStop(() => this.samples.stop());
  }

  register(provider: RatingProvider): void {
    if (this.providers.has(provider.type))
      throw new Error(`rating type ${provider.type} registered twice`);
    this.providers.set(provider.type, provider);
  }

  registered(): RatingType[] {
    return [...this.providers.keys()];
  }

  /**
   * The rating's total; without a filter remembered 10 s per instance (keyed by the viewer's
   * language too, which picks the event of eventPosition).
   */
  private async total(provider: RatingProvider, q: RatingQuery): Promise<number> {
    if (q.filter) return provider.total(this.kernel.db.kysely, q);
    const key = `${provider.type}:${q.auth.lang}`;
    const now = this.kernel.clock();
    const known = this.totals.get(key);
    if (known && known.until > now) return known.value;
    const value = await provider.total(this.kernel.db.kysely, q);
    this.totals.set(key, { value, until: now + TOTAL_TTL_MS });
    return value;
  }

  /**
   * The sample to read an unfiltered large rating through (null for the exact queries), and the
   * rating's total when it had to be known first (null: counted beside the page).
   */
  private async sampleFor(provider: RatingProvider, q: RatingQuery) {
    const rating = provider.ordered;
    if (!rating || q.filter) return { sample: null, total: null };
    const total = await this.total(provider, q);
    const sample =
      total < this.samples.options.minRows ? null : this.samples.current(provider.type, rating);
    return { sample: sample && { rating, sample }, total };
  }

  async byType(
    auth: AuthContext,
    type: RatingType,
    query: { filter?: string; from?: number; to?: number },
  ): Promise<RatingDto> {
    const provider = this.providers.get(type);
    if (!provider) throw new AppError('NOT_FOUND', 404);
    const from = query.from ?? 0;
    const to = query.to ?? from + RATING_PAGE_SIZE - 1;
    if (to < from || to - from >= RATING_PAGE_SIZE) throw new AppError('RATING_RANGE_INVALID');
    const filter = query.filter?.trim().toLowerCase() || null;
    const q = { from, count: to - from + 1, filter, auth };
    const db = this.kernel.db.kysely;
    const { sample, total } = await this.sampleFor(provider, q);
    const [playersTotal, rows, mine, playersOnline] = await Promise.all([
      total ?? this.total(provider, q),
      sample
        ? this.samples.page(sample.rating, sample.sample, from, q.count)
        : provider.page(db, q),
      sample
        ? this.samples.place(sample.rating, sample.sample, auth.playerId, auth)
        : provider.position(db, auth.playerId, auth),
      this.online.count(),
    ]);
    return {
      type,
      playersTotal,
      playersOnline,
      myPosition: mine ? position(mine.row, mine.place) : null,
      positions: rows.map((r, i) => position(r, from + i + 1)),
    };
  }
}

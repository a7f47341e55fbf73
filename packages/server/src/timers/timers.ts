import type { Selectable } from 'kysely';
import { remainingMs, speedUpPrice } from '@heroroad/rules';
import { AppError } from '../core/errors.js';
import { inOrder } from '../db/in-order.js';
import { reusable } from '../db/reusable.js';
import type { Executor } from '../db/tx.js';
import { ledgerKey } from '../economy/keys.js';
import type { TimerTable } from './tables.js';

/** A wait as a domain sees it; `payload` is what the domain stored when it started it. */
export interface StoredTimer {
  readonly id: number;
  readonly kind: string;
  readonly subject: string;
  readonly payload: unknown;
  readonly startedAt: number;
  readonly endsAt: number;
}

export type CompletedBy = 'natural' | 'speed-up';

/** Applies a finished wait inside the change that completed it (raises the force…). */
export type TimerHandler<C> = (ctx: C, timer: StoredTimer, by: CompletedBy) => Promise<void>;

/** The handlers each domain registers for its kinds of timer, one per kind. */
export class TimerHandlers<C> {
  private readonly byKind = new Map<string, TimerHandler<C>>();

  on(kind: string, handler: TimerHandler<C>): void {
    if (this.byKind.has(kind)) throw new Error(`timer kind "${kind}" has a handler already`);
    this.byKind.set(kind, handler);
  }

  get(kind: string): TimerHandler<C> {
    const h = this.byKind.get(kind);
    if (!h) throw new Error(`no handler for timer kind "${kind}"`);
    return h;
  }
}

/** What a speed-up did: the emeralds it cost (0 when the wait had already ended). */
export interface SpeedUp {
  readonly timer: StoredTimer;
  readonly price: number;
  /** False when another request (or the clock) completed it first: nothing was charged. */
  readonly applied: boolean;
}

type Row = Selectable<TimerTable>;

/**
 * A player's waits that have ended but are not completed yet, the earliest end first. Every change
 * of a player asks (PlayerKernel), so the query is kept compiled.
 */
const dueOf = reusable(
  (db, playerId: number, now: number) =>
    db
      .selectFrom('timer')
      .selectAll()
      .where('player_id', '=', playerId)
      .where('completed_at', 'is', null)
      .where('ends_at', '<=', now),
  [-101, -102],
);

/** `dueOf`'s rows, the earliest end first (sorted here: see `inOrder`). */
export async function dueTimers(db: Executor, playerId: number, now: number): Promise<Row[]> {
  return inOrder((await dueOf(db, playerId, now)).rows, 'ends_at', 'id');
}

/** Rounds of settling: a completed wait may start the next, itself already over (a rank chain). */
const SETTLE_ROUNDS = 64;

function stored(r: Row): StoredTimer {
  return {
    id: Number(r.id),
    kind: r.kind,
    subject: r.subject,
    payload: JSON.parse(r.payload) as unknown,
    startedAt: Number(r.started_at),
    endsAt: Number(r.ends_at),
  };
}

/**
 * The kernel's `timers` port: one player's waits inside that player's locked change. A wait
 * completes exactly once: the update that sets `completed_at` is conditional on it being unset,
 * and the kind's handler runs in the same transaction only when that update took the row, so a
 * read on another instance, a second read here or a speed-up racing the clock cannot apply it
 * twice.
 */
export class Timers<C> {
  constructor(
    private readonly db: Executor,
    private readonly playerId: number,
    private readonly now: number,
    private readonly handlers: TimerHandlers<C>,
    private readonly ctx: () => C,
    /** Takes emeralds for a speed-up under its key (throws the shortage). */
    private readonly pay: (emeralds: number, key: ReturnType<typeof ledgerKey>) => Promise<unknown>,
  ) {}

  /**
   * Starts a wait of `ms` from `startedAt` (now, or when the wait before it ended); one running
   * wait per kind and subject.
   */
  async start(
    kind: string,
    subject: string,
    ms: number,
    payload: unknown,
    startedAt: number = this.now,
  ): Promise<StoredTimer> {
    const busy = await this.db
      .selectFrom('timer')
      .select('id')
      .where('player_id', '=', this.playerId)
      .where('kind', '=', kind)
      .where('subject', '=', subject)
      .where('completed_at', 'is', null)
      .executeTakeFirst();
    if (busy) throw new AppError('TIMER_ALREADY_RUNNING', 409);
    const row = await this.db
      .insertInto('timer')
      .values({
        player_id: this.playerId,
        kind,
        subject,
        payload: JSON.stringify(payload ?? null),
        started_at: startedAt,
        ends_at: startedAt + Math.max(0, Math.round(ms)),
        completed_at: null,
        completed_by: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return stored(row);
  }

  /**
   * Completes every wait whose end has come, in the order they ended, and those they started
   * that have ended too (a player away for long finds every rank paid for); answers those this
   * call completed.
   */
  async settle(): Promise<StoredTimer[]> {
    const done: StoredTimer[] = [];
    for (let round = 0; round < SETTLE_ROUNDS; round++) {
      const due = await dueTimers(this.db, this.playerId, this.now);
      if (due.length === 0) break;
      for (const r of due) {
        const t = stored(r);
        if (await this.complete(t, 'natural')) done.push(t);
      }
    }
    return done;
  }

  /** The running waits (call `settle` first to drop those already due), oldest first. */
  async running(kind?: string): Promise<StoredTimer[]> {
    let q = this.db
      .selectFrom('timer')
      .selectAll()
      .where('player_id', '=', this.playerId)
      .where('completed_at', 'is', null);
    if (kind !== undefined) q = q.where('kind', '=', kind);
    return inOrder(await q.execute(), 'ends_at', 'id').map(stored);
  }

  /**
   * Ends a wait now for emeralds at the price of its time left (`speedUpPrice`). The wait is
   * completed first, conditionally, and paid under a key naming the timer, so two speed-ups, or
   * a speed-up and the clock, charge and apply at most once; a wait already over costs nothing.
   */
  async speedUp(timerId: number): Promise<SpeedUp> {
    const r = await this.db
      .selectFrom('timer')
      .selectAll()
      .where('player_id', '=', this.playerId)
      .where('id', '=', timerId)
      .executeTakeFirst();
    if (!r) throw new AppError('TIMER_NOT_FOUND', 404);
    const t = stored(r);
    if (r.completed_at !== null) return { timer: t, price: 0, applied: false };
    const price = speedUpPrice(remainingMs(t.endsAt, this.now));
    const by: CompletedBy = price > 0 ? 'speed-up' : 'natural';
    if (!(await this.complete(t, by, price))) return { timer: t, price: 0, applied: false };
    return { timer: t, price, applied: true };
  }

  private async complete(t: StoredTimer, by: CompletedBy, price = 0): Promise<boolean> {
    const taken = await this.db
      .updateTable('timer')
      .set({ completed_at: this.now, completed_by: by })
      .where('id', '=', t.id)
      .where('completed_at', 'is', null)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) return false;
    if (price > 0) await this.pay(price, ledgerKey('speed-up', this.playerId, t.id));
    await this.handlers.get(t.kind)(this.ctx(), t, by);
    return true;
  }
}

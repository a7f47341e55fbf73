import type { Transaction } from 'kysely';
import type { Clock } from '../core/clock.js';
import { AppError } from '../core/errors.js';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { lockPlayers, retryConflicts, type Executor } from '../db/tx.js';
import { balanceColumns, type Balances } from '../economy/balances.js';
import { Wallet, type OperationListener } from '../economy/wallet.js';
import { Bag } from './bag.js';
import { Heroes, type HeroesReader } from './roster.js';
import { dueTimers, TimerHandlers, Timers } from '../timers/timers.js';
import { Markers } from './markers.js';
import { Progress } from './progress.js';
import * as playerRepo from './repository.js';
import type { PlayerPatch, PlayerRow } from './repository.js';

/**
 * One player, locked for one change: the row and a port for each kind of player data another
 * domain may touch. Domains keep their own tables (battles, places…) and write them through
 * `trx`; the player's money, bag, heroes, road progress and markers change only through the
 * ports, so no domain builds another domain's repository.
 */
export interface PlayerUnit {
  readonly id: number;
  /** The player's row as it stands now in this change (after the patches made so far). */
  readonly row: PlayerRow;
  /** One clock reading for the whole change. */
  readonly now: number;
  /** The change's transaction, for the calling domain's own repositories. */
  readonly trx: Transaction<Database>;
  /** Writes player columns (updated_at included) and answers the new row. */
  patch(patch: PlayerPatch): Promise<PlayerRow>;
  readonly wallet: Wallet;
  readonly bag: Bag;
  readonly heroes: Heroes;
  readonly progress: Progress;
  readonly markers: Markers;
  /** The player's waits (upgrades, boosters): started, settled, sped up for emeralds. */
  readonly timers: Timers<PlayerUnit>;
  /** Runs once the change has committed (pushes to the player's clients); dropped on failure. */
  afterCommit(fn: () => void): void;
}

/**
 * A player's data read outside any change: no lock, nothing written. Heroes and markers are read
 * once per view, however many readers ask (the parts of one player answer share a view).
 */
export interface PlayerView {
  readonly heroes: HeroesReader;
  readonly bag: Pick<Bag, 'artifacts' | 'consumables'>;
  readonly markers: Pick<Markers, 'list'>;
}

/**
 * Other players a change writes to (a duel's challenger put into the battle): their rows are
 * locked together with the acting player's, all in ascending id order, so two changes touching
 * the same two players wait for each other instead of deadlocking.
 */
export interface ChangeLocks {
  readonly alsoLock?: readonly number[];
}

/** Told after commit when a change moved the player's money. */
export type BalanceListener = (player: PlayerRow, balances: Balances) => void;

/**
 * The player kernel: the only way into a player's data from another domain. `withPlayer` runs
 * one change in one transaction with the player's row locked (`SELECT … FOR NO KEY UPDATE` on
 * PostgreSQL; SQLite's single connection runs one transaction at a time), so gold, heroes,
 * places and battles of one player change one request at a time and a failure leaves nothing
 * half-written.
 */
export class PlayerKernel {
  private readonly balanceListeners: BalanceListener[] = [];
  private readonly operationListeners: OperationListener[] = [];
  /** What completes each kind of timer; domains register theirs when their module is built. */
  readonly timerHandlers = new TimerHandlers<PlayerUnit>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** The economy's notifier seam: balances are pushed after the change that moved them. */
  onBalances(listener: BalanceListener): void {
    this.balanceListeners.push(listener);
  }

  /**
   * Each operation the ledger records is told to `listener` inside the change's transaction (the
   * story counts the player's deeds for the tasks): what it writes lands or fails with the money.
   */
  onOperation(listener: OperationListener): void {
    this.operationListeners.push(listener);
  }

  /**
   * One change of one player. On PostgreSQL a change aborted as a deadlock victim or by a
   * serialization failure runs again whole (`retryConflicts`): `fn` must keep its ledger keys
   * the same across attempts, which every caller does by naming its operation.
   */
  withPlayer<T>(
    playerId: number,
    fn: (unit: PlayerUnit) => Promise<T>,
    options: ChangeLocks = {},
  ): Promise<T> {
    return retryConflicts(() => this.attempt(playerId, fn, options.alsoLock ?? []));
  }

  private async attempt<T>(
    playerId: number,
    fn: (unit: PlayerUnit) => Promise<T>,
    alsoLock: readonly number[],
  ): Promise<T> {
    const after: (() => void)[] = [];
    const result = await this.db.kysely.transaction().execute(async (trx) => {
      await lockPlayers(trx, this.db.engine, [playerId, ...alsoLock]);
      let row = await playerRepo.findById(trx, playerId);
      if (!row) throw new AppError('UNAUTHORIZED');
      const now = this.clock();
      const patch = async (p: PlayerPatch) => {
        const updated = await playerRepo.update(trx, playerId, { ...p, updated_at: now });
        if (!updated) throw new AppError('UNAUTHORIZED');
        row = updated;
        return updated;
      };
      let balances: Balances | null = null;
      const unit: PlayerUnit = {
        id: playerId,
        get row() {
          return row!;
        },
        now,
        trx,
        patch,
        wallet: new Wallet(
          trx,
          playerId,
          now,
          (b) => {
            row = { ...row!, ...balanceColumns(b) };
            balances = b;
          },
          this.operationListeners,
        ),
        bag: new Bag(trx, playerId, now),
        heroes: new Heroes(trx, playerId, now, (stair) => patch({ battle_stair: stair })),
        progress: new Progress(() => row!, patch),
        markers: new Markers(trx, playerId, now),
        timers: new Timers<PlayerUnit>(
          trx,
          playerId,
          now,
          this.timerHandlers,
          () => unit,
          (emeralds, key) => unit.wallet.spend({ MITHRIL: emeralds }, { reason: 'speed-up', key }),
        ),
        afterCommit: (fn) => after.push(fn),
      };
      // A wait that has ended completes before the change reads the player (a force level
      // learnt while away fights in the next battle), once: see Timers.
      await unit.timers.settle();
      const value = await fn(unit);
      if (balances) {
        const [player, moved] = [row, balances];
        for (const listener of this.balanceListeners) after.push(() => listener(player, moved));
      }
      return value;
    });
    for (const fn of after) fn();
    return result;
  }

  /**
   * Completes the player's waits that have ended, when there are any: a look without the lock,
   * then a change only if one is due (reads such as the player's info take no lock).
   */
  async settle(playerId: number): Promise<void> {
    const due = await dueTimers(this.db.kysely, playerId, this.clock());
    if (due.length > 0) await this.withPlayer(playerId, async () => undefined);
  }

  /** A player by id or by nickname key (operators name players either way); no lock. */
  find(by: { readonly id: number } | { readonly nameKey: string }): Promise<PlayerRow | undefined> {
    const db = this.db.kysely;
    return 'id' in by ? playerRepo.findById(db, by.id) : playerRepo.findByNameKey(db, by.nameKey);
  }

  /**
   * The player's bag for a change that needs no lock: taking is conditional on the count and
   * adding is one increment, so a battle command may use it beside its own conditional write.
   */
  bag(playerId: number, db: Executor): Bag {
    return new Bag(db, playerId, this.clock());
  }

  /**
   * Puts another player into a battle inside the caller's change (a duel taken up): one
   * conditional write, refused (false) when that player is already in a battle. The caller must
   * not hold a change that player could be waiting on (duels: a player with an open challenge
   * cannot take up another's).
   */
  async enterBattle(playerId: number, battleId: number, db: Executor): Promise<boolean> {
    const r = await db
      .updateTable('player')
      .set({ battle_id: battleId, updated_at: this.clock() })
      .where('id', '=', playerId)
      .where('battle_id', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Reads a player's heroes, bag and markers outside a change (`db` inside another one). */
  view(playerId: number, db: Executor = this.db.kysely): PlayerView {
    const now = this.clock();
    const markers = new Markers(db, playerId, now);
    let marked: Promise<string[]> | null = null;
    return {
      heroes: new Heroes(db, playerId, now, null),
      bag: new Bag(db, playerId, now),
      markers: { list: () => (marked ??= markers.list()) },
    };
  }
}

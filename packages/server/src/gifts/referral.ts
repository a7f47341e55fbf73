import type { PlayerDto, ReferralStatusDto } from '@heroroad/protocol';
import {
  REFERRAL,
  REFERRAL_MAX_PERCENT,
  REFERRAL_STEPS,
  referralSharePercent,
  parseReferralCode,
  referralCode,
  referralEnabled,
  referralShares,
} from '@heroroad/rules';
import { AppError } from '../core/errors.js';
import type { Db } from '../db/database.js';
import type { Executor } from '../db/tx.js';
import { ledgerKey } from '../economy/keys.js';
import type { BusLog } from '../realtime/bus.js';
import type { PaymentRow } from '../bank/repository.js';
import type { PlayerService } from '../player/service.js';
import type { PlayerKernel, PlayerUnit } from '../player/unit.js';

const KIND_FIELD = { start: 'startBonus', ref: 'refBonus', clan: 'refClanBonus' } as const;
type Kind = keyof typeof KIND_FIELD;

/**
 * The referral program. A newcomer is bound to the code they came with once, at registration;
 * the referrer's shares of each purchase are written in the buyer's change (the referrer's row
 * is not touched there, so no two players are ever locked together) and wait, keyed by the
 * payment, until the referrer takes them in a change of their own.
 */
export class ReferralService {
  constructor(
    private readonly db: Db,
    private readonly kernel: PlayerKernel,
    private readonly players: PlayerService,
    private readonly log: BusLog,
    /** PUBLIC_URL, or null when it is not set (links then follow the request's host). */
    private readonly publicUrl: string | null,
  ) {}

  /**
   * Binds a newly registered player to the player `code` names. A code that names no one, the
   * player themself or someone who joined later, or a platform without referral, binds nothing
   * (registration goes on); a player already bound stays with the first.
   */
  async bind(playerId: number, code: string | undefined): Promise<boolean> {
    if (!code?.trim()) return false;
    const referrerId = parseReferralCode(code);
    return this.kernel.withPlayer(playerId, async (unit) => {
      const referrer =
        referrerId === null ? undefined : await this.players.findRow(referrerId, unit.trx);
      const refusal = !referrer
        ? 'unknown code'
        : referrer.id === unit.id
          ? 'own code'
          : referrer.created_at > unit.row.created_at
            ? 'referrer joined later'
            : !referralEnabled(unit.row.user_source) || !referralEnabled(referrer.user_source)
              ? 'referral disabled on the platform'
              : null;
      if (refusal || !referrer) {
        this.log.info({ playerId, code, refusal }, 'referral code not bound');
        return false;
      }
      const bound = await unit.trx
        .insertInto('referral_link')
        .values({ player_id: unit.id, referrer_id: referrer.id, created_at: unit.now })
        .onConflict((oc) => oc.column('player_id').doNothing())
        .executeTakeFirst();
      if (Number(bound.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
      await this.accrue(unit.trx, {
        player: unit.id,
        kind: 'start',
        amount: REFERRAL.startBonus,
        key: `start:${unit.id}`,
        friend: referrer.id,
        payment: null,
        now: unit.now,
      });
      return true;
    });
  }

  private async accrue(
    db: Executor,
    b: {
      player: number;
      kind: Kind;
      amount: number;
      key: string;
      friend: number;
      payment: number | null;
      now: number;
    },
  ): Promise<void> {
    if (b.amount <= 0) return;
    await db
      .insertInto('referral_bonus')
      .values({
        player_id: b.player,
        kind: b.kind,
        amount: b.amount,
        source_key: b.key,
        friend_id: b.friend,
        payment_id: b.payment,
        created_at: b.now,
        taken_at: null,
        cancelled_at: null,
      })
      .onConflict((oc) => oc.column('source_key').doNothing())
      .execute();
  }

  /**
   * The referrer's shares of a purchase just granted, in the buyer's change: once per payment
   * (the shares' keys name it), from live payments only — a test grant pays no one else.
   */
  async onPurchase(unit: PlayerUnit, payment: PaymentRow, bought: number): Promise<void> {
    if (payment.test) return;
    const link = await unit.trx
      .selectFrom('referral_link')
      .innerJoin('player', 'player.id', 'referral_link.referrer_id')
      .select(['referral_link.referrer_id', 'player.clan_id'])
      .where('referral_link.player_id', '=', unit.id)
      .executeTakeFirst();
    if (!link) return;
    const sameClan = link.clan_id !== null && link.clan_id === unit.row.clan_id;
    const others = await this.payingFriends(unit.trx, Number(link.referrer_id), unit.id);
    const shares = referralShares(bought, sameClan, others + 1);
    const base = {
      player: Number(link.referrer_id),
      friend: unit.id,
      payment: Number(payment.id),
      now: unit.now,
    };
    await this.accrue(unit.trx, {
      ...base,
      kind: 'ref',
      amount: shares.ref,
      key: `ref:payment:${payment.id}`,
    });
    await this.accrue(unit.trx, {
      ...base,
      kind: 'clan',
      amount: shares.clan,
      key: `clan:payment:${payment.id}`,
    });
  }

  /** Friends whose purchases earned the referrer a share not cancelled, but for `except`. */
  private async payingFriends(db: Executor, referrer: number, except?: number): Promise<number> {
    let q = db
      .selectFrom('referral_bonus')
      .select((eb) => eb.fn.count<number>('friend_id').distinct().as('n'))
      .where('player_id', '=', referrer)
      .where('kind', '=', 'ref')
      .where('cancelled_at', 'is', null);
    if (except !== undefined) q = q.where('friend_id', '!=', except);
    return Number((await q.executeTakeFirstOrThrow()).n);
  }

  /** A refunded purchase's shares, when not taken yet, are cancelled. */
  async onRefund(db: Executor, paymentId: number, now: number): Promise<void> {
    await db
      .updateTable('referral_bonus')
      .set({ cancelled_at: now })
      .where('payment_id', '=', paymentId)
      .where('taken_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .execute();
  }

  /** Player info `referralBonus`: what waits to be taken, by kind. */
  async pending(playerId: number, db: Executor = this.db.kysely) {
    const rows = await db
      .selectFrom('referral_bonus')
      .select(['kind', (eb) => eb.fn.sum<number>('amount').as('amount')])
      .where('player_id', '=', playerId)
      .where('taken_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .groupBy('kind')
      .execute();
    const out = { startBonus: 0, refClanBonus: 0, refBonus: 0 };
    for (const r of rows) out[KIND_FIELD[r.kind as Kind]] += Number(r.amount);
    return out;
  }

  /**
   * `origin` is the address the player reached the game at (scheme and host of the request),
   * used for the link when PUBLIC_URL is not set.
   */
  async status(playerId: number, origin = 'http://localhost:8080'): Promise<ReferralStatusDto> {
    const row = await this.players.row(playerId);
    const enabled = referralEnabled(row.user_source);
    const code = enabled ? referralCode(playerId) : null;
    const db = this.db.kysely;
    const friends = await db
      .selectFrom('referral_link')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('referrer_id', '=', playerId)
      .executeTakeFirstOrThrow();
    const paying = await this.payingFriends(db, playerId);
    const taken = await db
      .selectFrom('referral_bonus')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.val(0)).as('n'))
      .where('player_id', '=', playerId)
      .where('taken_at', 'is not', null)
      .executeTakeFirstOrThrow();
    return {
      enabled,
      code,
      link: code && `${(this.publicUrl ?? origin).replace(/\/+$/, '')}/?ref=${code}`,
      friends: Number(friends.n),
      payingFriends: paying,
      sharePercent: referralSharePercent(Math.max(1, paying)),
      steps: [...REFERRAL_STEPS],
      maxPercent: REFERRAL_MAX_PERCENT,
      clanPercent: REFERRAL.clanPercent,
      startBonus: REFERRAL.startBonus,
      bonus: await this.pending(playerId),
      taken: Number(taken.n),
    };
  }

  /** Takes every bonus waiting, granted once under a key naming the last of them. */
  async take(playerId: number): Promise<{ taken: number; player: PlayerDto }> {
    const taken = await this.kernel.withPlayer(playerId, async (unit) => {
      // One conditional update claims what waits: a share cancelled meanwhile is not claimed.
      const rows = await unit.trx
        .updateTable('referral_bonus')
        .set({ taken_at: unit.now })
        .where('player_id', '=', unit.id)
        .where('taken_at', 'is', null)
        .where('cancelled_at', 'is', null)
        .returning(['id', 'amount'])
        .execute();
      const sum = rows.reduce((a, r) => a + r.amount, 0);
      if (sum <= 0) throw new AppError('REFERRAL_NOTHING_TO_TAKE', 409);
      const ids = rows.map((r) => Number(r.id));
      await unit.wallet.grant(
        { MITHRIL: sum },
        { reason: 'referral', key: ledgerKey('referral', unit.id, 'take', Math.max(...ids)) },
      );
      return sum;
    });
    return { taken, player: await this.players.current(playerId) };
  }
}

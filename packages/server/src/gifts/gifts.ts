import type { GiftDto, GiftInboxDto, PlayerDto } from '@heroroad/protocol';
import {
  DAY_MS,
  GIFT_INBOX_DAYS,
  GIFT_INBOX_SIZE,
  findGift,
  giftRefusal,
  type Amounts,
} from '@heroroad/rules';
import { sql } from 'kysely';
import type { Clock } from '../core/clock.js';
import { AppError } from '../core/errors.js';
import type { Db } from '../db/database.js';
import { reusable } from '../db/reusable.js';
import type { Executor } from '../db/tx.js';
import { ledgerKey } from '../economy/keys.js';
import type { Notifier } from '../realtime/notifier.js';
import type { PlayerService } from '../player/service.js';
import type { Blacklist } from '../social/mail/blacklist.js';
import type { PlayerKernel } from '../player/unit.js';

/** What a gift row is read as: the gift with both players' names. */
function giftQuery(db: Executor) {
  return db
    .selectFrom('gift')
    .innerJoin('player as s', 's.id', 'gift.sender_id')
    .innerJoin('player as r', 'r.id', 'gift.receiver_id')
    .select([
      'gift.id',
      'gift.gift_id',
      'gift.sender_id',
      's.name as sender_name',
      'gift.receiver_id',
      'r.name as receiver_name',
      'gift.reward',
      'gift.created_at',
      'gift.accepted_at',
    ]);
}

type GiftRead = Awaited<ReturnType<ReturnType<typeof giftQuery>['executeTakeFirstOrThrow']>>;

function toDto(g: GiftRead): GiftDto {
  return {
    id: Number(g.id),
    giftId: g.gift_id,
    senderId: Number(g.sender_id),
    senderName: g.sender_name,
    receiverId: Number(g.receiver_id),
    receiverName: g.receiver_name,
    reward: JSON.parse(g.reward) as Record<string, number>,
    createdAt: Number(g.created_at),
    acceptedAt: g.accepted_at === null ? null : Number(g.accepted_at),
  };
}

/** Every player answer carries the gift news: kept compiled. */
const giftNewsOf = reusable(
  (db, playerId: number) =>
    db
      .selectFrom('gift')
      .select([
        sql<number>`coalesce(sum(case when seen_at is null then 1 else 0 end), 0)`.as('news'),
        sql<number>`count(*)`.as('waiting'),
      ])
      .where('receiver_id', '=', playerId)
      .where('accepted_at', 'is', null),
  [-101],
);

/**
 * Gifts between players (from level 15): the sender pays and the gift row is written in one
 * change of the sender, keyed by the sender's request key; the receiver accepts in a change of
 * their own, which grants the reward once under the gift's key.
 */
export class GiftService {
  constructor(
    private readonly db: Db,
    private readonly kernel: PlayerKernel,
    private readonly players: PlayerService,
    private readonly clock: Clock,
    private readonly notify: Pick<Notifier, 'personal'>,
    private readonly blacklist: Pick<Blacklist, 'isBlocked'>,
  ) {}

  /** `haveNewGift` and `giftNews` of the player: waiting gifts, and gifts not yet seen. */
  async news(playerId: number, db: Executor = this.db.kysely) {
    const [row] = (await giftNewsOf(db, playerId)).rows;
    if (!row) throw new Error('an aggregate answers one row');
    return { haveNewGift: Number(row.waiting) > 0, giftNews: Number(row.news) };
  }

  async inbox(playerId: number): Promise<GiftInboxDto> {
    const since = this.clock() - GIFT_INBOX_DAYS * DAY_MS;
    const rows = await giftQuery(this.db.kysely)
      .where('gift.receiver_id', '=', playerId)
      .where((eb) =>
        eb.or([eb('gift.accepted_at', 'is', null), eb('gift.accepted_at', '>', since)]),
      )
      .orderBy(sql`case when gift.accepted_at is null then 0 else 1 end`)
      .orderBy('gift.id', 'desc')
      .limit(GIFT_INBOX_SIZE)
      .execute();
    return { gifts: rows.map(toDto), ...(await this.news(playerId)) };
  }

  async seen(playerId: number): Promise<PlayerDto> {
    await this.db.kysely
      .updateTable('gift')
      .set({ seen_at: this.clock() })
      .where('receiver_id', '=', playerId)
      .where('seen_at', 'is', null)
      .execute();
    return this.players.current(playerId);
  }

  async send(
    senderId: number,
    input: { receiverId: number; giftId: string; key: string },
  ): Promise<{ gift: GiftDto; player: PlayerDto }> {
    const def = findGift(input.giftId);
    // A player who blocked the sender (mail and whispers) takes no gifts from them either; read
    // before the change, whose transaction holds the connection on SQLite.
    const blocked = await this.blacklist.isBlocked(input.receiverId, senderId);
    const gift = await this.kernel.withPlayer(senderId, async (unit) => {
      const refusal = giftRefusal({ id: unit.id, level: unit.row.level }, input.receiverId);
      if (refusal) throw new AppError(refusal, refusal === 'GIFT_LEVEL' ? 403 : 400);
      if (!def) throw new AppError('GIFT_UNKNOWN', 404);
      const earlier = await giftQuery(unit.trx)
        .where('gift.sender_id', '=', unit.id)
        .where('gift.request_key', '=', input.key)
        .executeTakeFirst();
      if (earlier) {
        // The same sending asked again answers the first; the key used for another is refused.
        if (Number(earlier.receiver_id) !== input.receiverId || earlier.gift_id !== def.id)
          throw new AppError('LEDGER_KEY_REUSED');
        return { dto: toDto(earlier), uuid: null };
      }
      const receiver = await this.players.findRow(input.receiverId, unit.trx);
      if (!receiver) throw new AppError('RECEIVER_UNKNOWN', 404);
      if (blocked) throw new AppError('GIFT_BLOCKED', 403);
      await unit.wallet.spend(def.price, {
        reason: `gift:${def.id}`,
        key: ledgerKey('gift', unit.id, input.key),
        shortage: 'NOT_ENOUGH_FUNDS',
      });
      const { id } = await unit.trx
        .insertInto('gift')
        .values({
          sender_id: unit.id,
          receiver_id: receiver.id,
          gift_id: def.id,
          price: JSON.stringify(def.price),
          reward: JSON.stringify(def.reward),
          request_key: input.key,
          created_at: unit.now,
          seen_at: null,
          accepted_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const dto = toDto(
        await giftQuery(unit.trx).where('gift.id', '=', Number(id)).executeTakeFirstOrThrow(),
      );
      return { dto, uuid: receiver.client_uuid };
    });
    if (gift.uuid) this.notify.personal(gift.uuid, 'GIFT_RECEIVED', gift.dto);
    return { gift: gift.dto, player: await this.players.current(senderId) };
  }

  async accept(playerId: number, giftId: number): Promise<{ gift: GiftDto; player: PlayerDto }> {
    const gift = await this.kernel.withPlayer(playerId, async (unit) => {
      const row = await unit.trx
        .selectFrom('gift')
        .select(['id', 'reward', 'accepted_at'])
        .where('id', '=', giftId)
        .where('receiver_id', '=', unit.id)
        .executeTakeFirst();
      if (!row) throw new AppError('GIFT_NOT_FOUND', 404);
      const taken = await unit.trx
        .updateTable('gift')
        .set((eb) => ({
          accepted_at: unit.now,
          seen_at: eb.fn.coalesce('seen_at', eb.val(unit.now)),
        }))
        .where('id', '=', giftId)
        .where('accepted_at', 'is', null)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) throw new AppError('GIFT_ALREADY_ACCEPTED', 409);
      await unit.wallet.grant(JSON.parse(row.reward) as Amounts, {
        reason: 'gift:accept',
        key: ledgerKey('gift', giftId, 'accept'),
      });
      return toDto(
        await giftQuery(unit.trx).where('gift.id', '=', giftId).executeTakeFirstOrThrow(),
      );
    });
    return { gift, player: await this.players.current(playerId) };
  }
}

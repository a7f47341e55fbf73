import {
  CHAT_PAGE_SIZE,
  MAIL_MIN_INTERVAL_MS,
  SUPPORT_PARTNER_ID,
  type BlockedPlayerDto,
  type MailDialogDto,
  type MailMessageDto,
  type MailPageDto,
  type SupportDialogDto,
} from '@heroroad/protocol';
import { TEXT_LIMITS, validateText, type Lang } from '@heroroad/rules';
import { pageWindow } from '../paging.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../core/clock.js';
import type { ActionPace } from '../pace.js';
import { AppError, unwrap } from '../../core/errors.js';
import * as playerRepo from '../../player/repository.js';
import type { PlayerRow } from '../../player/repository.js';
import type { Notifier } from '../../realtime/notifier.js';
import type { AuthContext } from '../../core/auth-context.js';
import type { Executor } from '../../db/tx.js';
import type { Blacklist } from './blacklist.js';
import * as mailRepo from './repository.js';
import { dialogKey, type MailRow } from './repository.js';

const SUPPORT = SUPPORT_PARTNER_ID;
const SUPPORT_NAME: Record<Lang, string> = { RU: 'Поддержка', EN: 'Support' };
const ROOM_LIST_LIMIT = 200;

function toMailDto(row: MailRow): MailMessageDto {
  return {
    id: row.id,
    fromId: row.from_id,
    toId: row.from_id === row.a_id ? row.b_id : row.a_id,
    authorId: row.author_id,
    authorName: row.author_name,
    text: row.text,
    time: row.created_at,
    support: row.support === 1,
  };
}

/**
 * Private mail between players and the support dialog (SPEC §7 Mail). Each dialog has a row per
 * side with its unread count and read mark; the staff's side of every support dialog is side 0,
 * shared by all moderators.
 */

export class MailService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly blacklist: Blacklist,
    private readonly notify: Notifier,
    private readonly clock: Clock,
    private readonly pace: ActionPace,
  ) {}

  private async player(id: number): Promise<PlayerRow> {
    const row = await playerRepo.findById(this.db, id);
    if (!row) throw new AppError('PLAYER_NOT_FOUND', 404);
    return row;
  }

  async list(auth: AuthContext): Promise<MailDialogDto[]> {
    const rows = await mailRepo.dialogs(this.db, auth.playerId, ROOM_LIST_LIMIT);
    const partners = rows.map((r) => r.partner_id).filter((id) => id !== SUPPORT);
    const blocked = await this.blacklist.blockedAmong(auth.playerId, partners);
    return rows.map((r) => ({
      partnerId: r.partner_id,
      partnerName: r.partner_id === SUPPORT ? SUPPORT_NAME[auth.lang] : (r.partner_name ?? ''),
      partnerLevel: r.partner_level ?? 0,
      lastMessage: toMailDto(r.message),
      unread: r.unread,
      partnerReadId: r.partner_read_id ?? 0,
      blocked: blocked.has(r.partner_id),
    }));
  }

  /** A page of the dialog with `partner`; reading it clears its unread count. */
  dialog(auth: AuthContext, partner: number, from?: number, to?: number): Promise<MailPageDto> {
    return this.read(auth.playerId, partner, (x, y) => this.pageOf(x, y, from, to));
  }

  latest(auth: AuthContext, partner: number, afterId: number): Promise<MailPageDto> {
    return this.read(auth.playerId, partner, (x, y) => this.afterOf(x, y, afterId));
  }

  supportList(): Promise<SupportDialogDto[]> {
    return mailRepo.dialogs(this.db, SUPPORT, ROOM_LIST_LIMIT).then((rows) =>
      rows.map((r) => ({
        playerId: r.partner_id,
        playerName: r.partner_name ?? '',
        lastMessage: toMailDto(r.message),
        unread: r.unread,
      })),
    );
  }

  supportDialog(playerId: number, from?: number, to?: number): Promise<MailPageDto> {
    return this.read(SUPPORT, playerId, (x, y) => this.pageOf(x, y, from, to));
  }

  supportLatest(playerId: number, afterId: number): Promise<MailPageDto> {
    return this.read(SUPPORT, playerId, (x, y) => this.afterOf(x, y, afterId));
  }

  /**
   * Writes to a player, or to support with `support` (or partner 0). Guests may write only to
   * support; a player who blacklisted the sender does not take the message.
   */
  async send(
    auth: AuthContext,
    partner: number,
    support: boolean,
    input: string,
  ): Promise<MailMessageDto> {
    const text = unwrap(validateText(input, TEXT_LIMITS.mailMessage));
    const me = await this.player(auth.playerId);
    if (support || partner === SUPPORT) {
      await this.paced(me.id);
      return this.deliver(me, me.id, SUPPORT, null, text);
    }
    if (partner === me.id) throw new AppError('MESSAGE_TO_SELF');
    if (auth.accessLevel === 'TRIAL') throw new AppError('MAIL_REGISTER_FIRST');
    const receiver = await this.player(partner);
    if (await this.blacklist.isBlocked(receiver.id, me.id)) throw new AppError('BLACKLISTED');
    await this.paced(me.id);
    return this.deliver(me, me.id, receiver.id, receiver, text);
  }

  /** One letter per MAIL_MIN_INTERVAL_MS, claimed atomically (letters sent at once: one goes). */
  private async paced(playerId: number): Promise<void> {
    if (!(await this.pace.claim(playerId, 'mail', this.clock(), MAIL_MIN_INTERVAL_MS))) {
      throw new AppError('LETTER_TOO_FAST', 429);
    }
  }

  /** A moderator answers a player's support dialog as the staff. */
  async supportSend(auth: AuthContext, playerId: number, input: string): Promise<MailMessageDto> {
    const text = unwrap(validateText(input, TEXT_LIMITS.mailMessage));
    const moderator = await this.player(auth.playerId);
    const customer = await this.player(playerId);
    return this.deliver(moderator, SUPPORT, customer.id, customer, text);
  }

  async block(auth: AuthContext, id: number): Promise<{ playerId: number; blocked: boolean }> {
    if (id === auth.playerId) throw new AppError('BLOCK_SELF');
    await this.player(id);
    await this.blacklist.block(auth.playerId, id);
    return { playerId: id, blocked: true };
  }

  async unblock(auth: AuthContext, id: number): Promise<{ playerId: number; blocked: boolean }> {
    await this.blacklist.unblock(auth.playerId, id);
    return { playerId: id, blocked: false };
  }

  blocked(auth: AuthContext): Promise<BlockedPlayerDto[]> {
    return this.blacklist.list(auth.playerId);
  }

  /**
   * Stores a message from side `fromId` to side `toId` with both dialog rows and the receiver's
   * new-mail flag in one transaction, then pushes MAIL_MESSAGE to a receiving player.
   */
  private async deliver(
    author: PlayerRow,
    fromId: number,
    toId: number,
    receiver: PlayerRow | null,
    text: string,
  ): Promise<MailMessageDto> {
    const supportDialog = fromId === SUPPORT || toId === SUPPORT;
    const { a, b } = dialogKey(fromId, toId);
    const row = await mailRepo.transaction(this.db, async (trx) => {
      const message = await mailRepo.insert(trx, {
        a_id: a,
        b_id: b,
        from_id: fromId,
        author_id: author.id,
        author_name: author.name,
        support: supportDialog ? 1 : 0,
        text,
        created_at: this.clock(),
      });
      // Both sides, then both players' flags, in ascending player order: two letters crossing
      // between the same players take their row locks in the same order and never deadlock.
      for (const id of [fromId, toId].sort((x, y) => x - y)) {
        const partnerId = id === fromId ? toId : fromId;
        await mailRepo.touchSide(trx, { playerId: id, partnerId }, message, id === toId);
      }
      for (const id of [fromId, toId].sort((x, y) => x - y)) {
        if (id === SUPPORT) continue;
        if (id === toId) await playerRepo.setNewMail(trx, toId, true);
        else await this.syncNewMailFlag(trx, fromId);
      }
      return message;
    });
    const dto = toMailDto(row);
    if (receiver) this.notify.personal(receiver.client_uuid, 'MAIL_MESSAGE', dto);
    return dto;
  }

  /** Loads a page, then marks the reader's side read and tells the reader's other clients. */
  private async read(
    reader: number,
    partner: number,
    load: (x: number, y: number) => Promise<{ messages: MailMessageDto[]; more: boolean }>,
  ): Promise<MailPageDto> {
    const page = await load(reader, partner);
    const partnerReadId = await mailRepo.readMark(this.db, partner, reader);
    const readId = await mailRepo.transaction(this.db, async (trx) => {
      const mark = await mailRepo.markRead(trx, reader, partner);
      if (mark !== null && reader !== SUPPORT) await this.syncNewMailFlag(trx, reader);
      return mark;
    });
    if (readId !== null && reader !== SUPPORT) {
      const me = await playerRepo.findById(this.db, reader);
      if (me) this.notify.personal(me.client_uuid, 'MAIL_READ', { partnerId: partner, readId });
    }
    return { ...page, partnerReadId };
  }

  private async pageOf(x: number, y: number, from?: number, to?: number) {
    const { offset, size } = pageWindow(from, to);
    if (size === 0) return { messages: [], more: false };
    const rows = await mailRepo.page(this.db, x, y, offset, size + 1);
    return { messages: rows.slice(0, size).reverse().map(toMailDto), more: rows.length > size };
  }

  private async afterOf(x: number, y: number, afterId: number) {
    const rows = await mailRepo.after(this.db, x, y, afterId, CHAT_PAGE_SIZE + 1);
    return {
      messages: rows.slice(0, CHAT_PAGE_SIZE).reverse().map(toMailDto),
      more: rows.length > CHAT_PAGE_SIZE,
    };
  }

  /** Keeps the player's new-mail flag true exactly while some dialog has unread messages. */
  private async syncNewMailFlag(trx: Executor, playerId: number): Promise<void> {
    await playerRepo.setNewMail(trx, playerId, await mailRepo.hasUnread(trx, playerId));
  }
}

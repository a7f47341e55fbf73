import {
  CHAT_MIN_INTERVAL_MS,
  CHAT_PAGE_SIZE,
  CHAT_ROOMS,
  type ChatMessageDto,
  type ChatPageDto,
  type ChatRoom,
  type ChatRoomStateDto,
  type ChatSeenDto,
} from '@heroroad/protocol';
import {
  TEXT_LIMITS,
  banNotice,
  roleOf,
  hasModeratorAccess,
  levelGateOpen,
  validateText,
  type AccessLevel,
} from '@heroroad/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../core/clock.js';
import { AppError, unwrap } from '../../core/errors.js';
import type { Blacklist } from '../mail/blacklist.js';
import { pageWindow } from '../paging.js';
import * as playerRepo from '../../player/repository.js';
import type { PlayerRow } from '../../player/repository.js';
import type { Notifier } from '../../realtime/notifier.js';
import type { AuthContext } from '../../core/auth-context.js';
import type { SocialBans } from '../../moderation/bans.js';
import type { ActionPace } from '../pace.js';
import * as chatRepo from './repository.js';
import type { ChatRow, RoomScope } from './repository.js';

function toChatDto(row: ChatRow): ChatMessageDto {
  return {
    id: row.id,
    room: row.room as ChatRoom,
    time: row.created_at,
    clanId: row.clan_id,
    toId: row.to_id,
    toName: row.to_name,
    authorId: row.author_id,
    authorName: row.author_name,
    authorLevel: row.author_level,
    authorRole: row.author_role as ChatMessageDto['authorRole'],
    text: row.text,
  };
}

/** Chat rooms MAIN, CLAN and PRIVAT (SPEC §7 Chat). */
export class ChatService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly bans: SocialBans,
    private readonly blacklist: Blacklist,
    private readonly notify: Notifier,
    private readonly clock: Clock,
    private readonly pace: ActionPace,
  ) {}

  private async me(auth: AuthContext): Promise<PlayerRow> {
    const row = await playerRepo.findById(this.db, auth.playerId);
    if (!row) throw new AppError('UNAUTHORIZED');
    return row;
  }

  private scopeOf(me: PlayerRow, room: ChatRoom): RoomScope {
    if (room === 'MAIN') return { room };
    if (room === 'PRIVAT') return { room, playerId: me.id };
    if (me.clan_id === null) throw new AppError('CHAT_CLAN_REQUIRED');
    return { room, clanId: me.clan_id };
  }

  async rooms(auth: AuthContext): Promise<ChatRoomStateDto[]> {
    const me = await this.me(auth);
    const seen = await chatRepo.seen(this.db, me.id);
    return Promise.all(
      CHAT_ROOMS.map(async (room) => {
        const available = room !== 'CLAN' || me.clan_id !== null;
        const lastId = available
          ? await chatRepo.newestId(this.db, this.scopeOf(me, room), me.id)
          : 0;
        const seenId = seen.get(room) ?? 0;
        return { room, available, lastId, seenId, unread: lastId > seenId };
      }),
    );
  }

  async list(auth: AuthContext, room: ChatRoom, from?: number, to?: number): Promise<ChatPageDto> {
    const scope = room === 'MAIN' ? { room } : this.scopeOf(await this.me(auth), room);
    const { offset, size } = pageWindow(from, to);
    if (size === 0) return { messages: [], more: false };
    const rows = await chatRepo.page(this.db, scope, offset, size + 1);
    return { messages: rows.slice(0, size).reverse().map(toChatDto), more: rows.length > size };
  }

  async latest(auth: AuthContext, room: ChatRoom, afterId: number): Promise<ChatPageDto> {
    const scope = room === 'MAIN' ? { room } : this.scopeOf(await this.me(auth), room);
    const rows = await chatRepo.after(this.db, scope, afterId, CHAT_PAGE_SIZE + 1);
    return {
      messages: rows.slice(0, CHAT_PAGE_SIZE).reverse().map(toChatDto),
      more: rows.length > CHAT_PAGE_SIZE,
    };
  }

  /** Level 10, no chat ban, 1..1000 characters (SPEC §5, §8); the room gets CHAT_MESSAGE. */
  async send(
    auth: AuthContext,
    room: ChatRoom,
    input: string,
    toId?: number,
  ): Promise<ChatMessageDto> {
    const me = await this.me(auth);
    const access = me.access_level as AccessLevel;
    if (!levelGateOpen('chat', me.level) && !hasModeratorAccess(access)) {
      throw new AppError('CHAT_LEVEL_REQUIRED');
    }
    const ban = await this.bans.active('CHAT', me.id);
    if (ban) throw new AppError('CHAT_BANNED', undefined, (lang) => banNotice(ban, lang));
    const scope = this.scopeOf(me, room);
    const text = unwrap(validateText(input, TEXT_LIMITS.chatMessage));
    let to: PlayerRow | null = null;
    if (room === 'PRIVAT') {
      if (toId === undefined) throw new AppError('CHAT_RECIPIENT_REQUIRED');
      if (toId === me.id) throw new AppError('MESSAGE_TO_SELF');
      to = (await playerRepo.findById(this.db, toId)) ?? null;
      if (!to) throw new AppError('PLAYER_NOT_FOUND', 404);
      if (await this.blacklist.isBlocked(to.id, me.id)) throw new AppError('BLACKLISTED');
    }
    const now = this.clock();
    // One claim, not a read then a write: of messages sent at once, one goes through.
    if (!(await this.pace.claim(me.id, 'chat', now, CHAT_MIN_INTERVAL_MS)))
      throw new AppError('CHAT_TOO_FAST', 429);
    const row = await chatRepo.insert(this.db, {
      room,
      clan_id: scope.room === 'CLAN' ? scope.clanId : null,
      author_id: me.id,
      author_name: me.name,
      author_level: me.level,
      author_role: roleOf({
        accessLevel: access,
        registered: me.password_hash !== null,
        goodPoints: me.good_points,
        evilPoints: me.evil_points,
      }),
      to_id: to?.id ?? null,
      to_name: to?.name ?? null,
      text,
      created_at: now,
      deleted_at: null,
      deleted_by: null,
    });
    const message = toChatDto(row);
    if (scope.room === 'MAIN') this.notify.broadcast('CHAT_MESSAGE', message);
    else if (scope.room === 'CLAN') this.notify.clan(scope.clanId, 'CHAT_MESSAGE', message);
    else {
      this.notify.personal(to!.client_uuid, 'CHAT_MESSAGE', message);
      this.notify.personal(me.client_uuid, 'CHAT_MESSAGE', message);
    }
    return message;
  }

  /** A moderator removes a message; whoever could see it gets CHAT_MESSAGE_DELETE. */
  async remove(auth: AuthContext, room: ChatRoom, id: number): Promise<void> {
    const row = await chatRepo.find(this.db, id);
    if (!row || row.room !== room) throw new AppError('NOT_FOUND');
    if (!(await chatRepo.softDelete(this.db, id, auth.playerId, this.clock()))) {
      throw new AppError('NOT_FOUND');
    }
    const payload = { id, room, clanId: row.clan_id };
    if (room === 'MAIN') this.notify.broadcast('CHAT_MESSAGE_DELETE', payload);
    else if (room === 'CLAN' && row.clan_id !== null) {
      this.notify.clan(row.clan_id, 'CHAT_MESSAGE_DELETE', payload);
    } else {
      for (const playerId of [row.author_id, row.to_id]) {
        const player = playerId === null ? undefined : await playerRepo.findById(this.db, playerId);
        if (player) this.notify.personal(player.client_uuid, 'CHAT_MESSAGE_DELETE', payload);
      }
    }
  }

  /**
   * Marks a room read up to `lastId` (never past its newest message, never backwards) and tells
   * every client of the player, so an unused room closes everywhere.
   */
  async seen(auth: AuthContext, room: ChatRoom, lastId: number): Promise<ChatSeenDto> {
    const me = await this.me(auth);
    const scope = this.scopeOf(me, room);
    const newest = await chatRepo.newestId(this.db, scope, 0);
    const stored = await chatRepo.markSeen(
      this.db,
      me.id,
      room,
      Math.min(lastId, newest),
      this.clock(),
    );
    const seen = { room, lastId: stored };
    this.notify.personal(me.client_uuid, 'CHAT_SEEN', seen);
    return seen;
  }
}

import {
  FORUM_SEARCH_MIN,
  FORUM_TAG_LIMITS,
  type ForumCommentDto,
  type ForumTheme,
  type ForumTopicDto,
  type ForumTopicPageDto,
  type ForumTopicViewDto,
} from '@heroroad/protocol';
import {
  TEXT_LIMITS,
  hasModeratorAccess,
  levelGateOpen,
  textLength,
  validateText,
  type AccessLevel,
} from '@heroroad/rules';
import type { SocialBans } from '../../moderation/bans.js';
import { pageWindow } from '../paging.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../core/clock.js';
import { AppError, unwrap } from '../../core/errors.js';
import * as playerRepo from '../../player/repository.js';
import type { PlayerRow } from '../../player/repository.js';
import type { AuthContext } from '../../core/auth-context.js';
import * as forumRepo from './repository.js';
import type { CommentRow, TopicRow, Visibility } from './repository.js';

/**
 * How the forum learns clan membership. Clans are their own domain: until it supplies ranks, a
 * member is a player whose clan_id is set, and every member may open clan topics.
 */
export interface ClanMembership {
  mayOpenClanTopic(player: PlayerRow): Promise<boolean>;
}

export const memberByClanId: ClanMembership = {
  mayOpenClanTopic: async (player) => player.clan_id !== null,
};

export interface NewTopic {
  readonly title: string;
  readonly text: string;
  readonly theme: ForumTheme;
  readonly tags?: readonly string[];
  readonly clan?: boolean;
  readonly guest?: boolean;
}

/** Who reads: a guest (no session or a trial account) or a player with a clan and a level. */
interface Reader extends Visibility {
  readonly moderator: boolean;
}

const TAG_SHAPE = /^[\p{L}\p{N}_-]+$/u;
const TAG_CLOUD_SIZE = 30;

/** Lower-case, '#'-less, unique tags within the limits (SPEC §2: forum tags). */
function normaliseTags(input: readonly string[] = []): string[] {
  const tags = [...new Set(input.map((t) => t.trim().replace(/^#/, '').toLocaleLowerCase()))];
  if (tags.length > FORUM_TAG_LIMITS.perTopic) throw new AppError('FORUM_TOO_MANY_TAGS');
  for (const tag of tags) {
    if (textLength(tag) > FORUM_TAG_LIMITS.length || !TAG_SHAPE.test(tag)) {
      throw new AppError('FORUM_TAG_INVALID');
    }
  }
  return tags;
}

function toComment(row: CommentRow): ForumCommentDto {
  return {
    id: row.id,
    topicId: row.topic_id,
    authorId: row.author_id,
    authorName: row.author_name,
    text: row.text,
    time: row.created_at,
  };
}

/** The forum of SPEC §2, §5 and §6: public and clan topics, comments, tags, search, pins. */
export class ForumService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly bans: SocialBans,
    private readonly clans: ClanMembership,
    private readonly clock: Clock,
  ) {}

  private async reader(auth: AuthContext | null): Promise<Reader> {
    if (!auth || auth.accessLevel === 'TRIAL')
      return { guest: true, clanId: null, moderator: false };
    const row = await playerRepo.findById(this.db, auth.playerId);
    return {
      guest: false,
      clanId: row?.clan_id ?? null,
      moderator: hasModeratorAccess(auth.accessLevel),
    };
  }

  private canRead(reader: Reader, topic: TopicRow): boolean {
    if (topic.clan_id !== null) return topic.clan_id === reader.clanId || reader.moderator;
    return !reader.guest || topic.guest === 1;
  }

  private async withTags(rows: TopicRow[]): Promise<ForumTopicDto[]> {
    const tags = await forumRepo.tagsOf(
      this.db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      theme: r.theme as ForumTheme,
      tags: tags.get(r.id) ?? [],
      pinned: r.pinned === 1,
      clanId: r.clan_id,
      guest: r.guest === 1,
      authorId: r.author_id,
      authorName: r.author_name,
      createdAt: r.created_at,
      lastActivityAt: r.last_activity_at,
      commentCount: r.comment_count,
      text: r.text,
    }));
  }

  private async page(rows: TopicRow[], size: number): Promise<ForumTopicPageDto> {
    const topics = await this.withTags(rows.slice(0, size));
    return {
      topics: topics.map(({ text: _text, ...summary }) => summary),
      more: rows.length > size,
    };
  }

  async topics(
    auth: AuthContext | null,
    q: { theme?: ForumTheme; tag?: string; clan?: boolean; from?: number; to?: number },
  ): Promise<ForumTopicPageDto> {
    const reader = await this.reader(auth);
    if (q.clan && reader.clanId === null) throw new AppError('FORUM_CLAN_REQUIRED');
    const { offset, size } = pageWindow(q.from, q.to);
    if (size === 0) return { topics: [], more: false };
    const filter = {
      ...(q.theme ? { theme: q.theme } : {}),
      ...(q.tag ? { tag: q.tag.trim().replace(/^#/, '').toLocaleLowerCase() } : {}),
      ...(q.clan && reader.clanId !== null ? { clanId: reader.clanId } : {}),
    };
    return this.page(await forumRepo.list(this.db, filter, reader.guest, offset, size + 1), size);
  }

  async search(
    auth: AuthContext | null,
    q: { q: string; from?: number; to?: number },
  ): Promise<ForumTopicPageDto> {
    const needle = q.q.trim().toLocaleLowerCase();
    if (textLength(needle) < FORUM_SEARCH_MIN) throw new AppError('SEARCH_TOO_SHORT');
    const reader = await this.reader(auth);
    const { offset, size } = pageWindow(q.from, q.to);
    if (size === 0) return { topics: [], more: false };
    return this.page(await forumRepo.search(this.db, reader, needle, offset, size + 1), size);
  }

  async tags(auth: AuthContext | null): Promise<{ tag: string; count: number }[]> {
    return forumRepo.tagCounts(this.db, await this.reader(auth), TAG_CLOUD_SIZE);
  }

  /** A topic and a page of its comments; a topic the reader may not see is simply not found. */
  async topic(
    auth: AuthContext | null,
    id: number,
    from?: number,
    to?: number,
  ): Promise<ForumTopicViewDto> {
    const reader = await this.reader(auth);
    const row = await forumRepo.findTopic(this.db, id);
    if (!row || !this.canRead(reader, row)) throw new AppError('NOT_FOUND');
    const [topic] = await this.withTags([row]);
    const { offset, size } = pageWindow(from, to);
    const rows = size === 0 ? [] : await forumRepo.comments(this.db, id, offset, size + 1);
    return {
      topic: topic!,
      comments: rows.slice(0, size).map(toComment),
      more: rows.length > size,
    };
  }

  /** Level 10 and no forum block for any writing (SPEC §5); staff write at any level. */
  private async writer(auth: AuthContext): Promise<PlayerRow> {
    const me = await playerRepo.findById(this.db, auth.playerId);
    if (!me) throw new AppError('UNAUTHORIZED');
    if (!levelGateOpen('forum', me.level) && !hasModeratorAccess(me.access_level as AccessLevel)) {
      throw new AppError('FORUM_LEVEL_REQUIRED');
    }
    if (await this.bans.active('FORUM', me.id)) throw new AppError('FORUM_BLOCKED');
    return me;
  }

  async create(auth: AuthContext, input: NewTopic): Promise<ForumTopicDto> {
    const me = await this.writer(auth);
    const title = input.title.trim().replace(/\s+/g, ' ');
    if (title.length === 0) throw new AppError('FORUM_TITLE_EMPTY');
    if (textLength(title) > TEXT_LIMITS.topicTitle) throw new AppError('FORUM_TITLE_TOO_LONG');
    const text = unwrap(validateText(input.text, TEXT_LIMITS.topic));
    const tags = normaliseTags(input.tags);
    if (input.clan && !(await this.clans.mayOpenClanTopic(me))) {
      throw new AppError('FORUM_CLAN_REQUIRED');
    }
    const clanId = input.clan ? me.clan_id : null;
    const now = this.clock();
    const row = await forumRepo.transaction(this.db, (trx) =>
      forumRepo.insertTopic(
        trx,
        {
          title,
          text,
          search_text: `${title}\n${text}`.toLocaleLowerCase(),
          theme: input.theme,
          clan_id: clanId,
          guest: clanId === null && input.guest !== false ? 1 : 0,
          pinned: 0,
          author_id: me.id,
          author_name: me.name,
          comment_count: 0,
          created_at: now,
          last_activity_at: now,
          deleted_at: null,
          deleted_by: null,
        },
        tags,
      ),
    );
    const [topic] = await this.withTags([row]);
    return topic!;
  }

  async comment(auth: AuthContext, topicId: number, input: string): Promise<ForumCommentDto> {
    const me = await this.writer(auth);
    const topic = await forumRepo.findTopic(this.db, topicId);
    const reader = {
      guest: false,
      clanId: me.clan_id,
      moderator: hasModeratorAccess(auth.accessLevel),
    };
    if (!topic || !this.canRead(reader, topic)) throw new AppError('NOT_FOUND');
    const text = unwrap(validateText(input, TEXT_LIMITS.comment));
    const row = await forumRepo.transaction(this.db, (trx) =>
      forumRepo.insertComment(trx, {
        topic_id: topicId,
        author_id: me.id,
        author_name: me.name,
        text,
        created_at: this.clock(),
        deleted_at: null,
        deleted_by: null,
      }),
    );
    return toComment(row);
  }

  async setPinned(id: number, pinned: boolean): Promise<void> {
    if (!(await forumRepo.setPinned(this.db, id, pinned))) throw new AppError('NOT_FOUND');
  }

  async deleteTopic(auth: AuthContext, id: number): Promise<void> {
    const topic = await forumRepo.findTopic(this.db, id);
    if (!topic) throw new AppError('NOT_FOUND');
    if (topic.author_id !== auth.playerId && !hasModeratorAccess(auth.accessLevel)) {
      throw new AppError('FORUM_NOT_AUTHOR');
    }
    if (!(await forumRepo.deleteTopic(this.db, id, auth.playerId, this.clock()))) {
      throw new AppError('NOT_FOUND');
    }
  }

  async deleteComment(auth: AuthContext, id: number): Promise<void> {
    const comment = await forumRepo.findComment(this.db, id);
    if (!comment) throw new AppError('NOT_FOUND');
    if (comment.author_id !== auth.playerId && !hasModeratorAccess(auth.accessLevel)) {
      throw new AppError('FORUM_NOT_AUTHOR');
    }
    if (!(await forumRepo.deleteComment(this.db, comment, auth.playerId, this.clock()))) {
      throw new AppError('NOT_FOUND');
    }
  }
}

import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Executor } from '../../db/tx.js';
import type { ForumCommentTable, ForumTopicTable } from './tables.js';

export type TopicRow = Selectable<ForumTopicTable>;
export type CommentRow = Selectable<ForumCommentTable>;

/**
 * Which topics a reader may see. Guests see public topics marked for guests; players see every
 * public topic and, with `clanId`, their clan's private ones.
 */
export interface Visibility {
  readonly guest: boolean;
  readonly clanId: number | null;
}

export interface TopicFilter {
  readonly theme?: string;
  readonly tag?: string;
  /** Only this clan's private topics (else only public ones). */
  readonly clanId?: number;
}

/** A LIKE pattern matching `text` anywhere, with % _ and \ taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function transaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(work);
}

function topics(db: Executor) {
  return db.selectFrom('forum_topic').where('deleted_at', 'is', null);
}

function visible(db: Executor, v: Visibility) {
  return topics(db).where((eb) => {
    const open = v.guest
      ? eb.and([eb('clan_id', 'is', null), eb('guest', '=', 1)])
      : eb('clan_id', 'is', null);
    return v.clanId === null ? open : eb.or([open, eb('clan_id', '=', v.clanId)]);
  });
}

export async function insertTopic(
  trx: Executor,
  row: Insertable<ForumTopicTable>,
  tags: readonly string[],
): Promise<TopicRow> {
  const topic = await trx
    .insertInto('forum_topic')
    .values(row)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (tags.length > 0) {
    await trx
      .insertInto('forum_topic_tag')
      .values(tags.map((tag) => ({ topic_id: topic.id, tag })))
      .execute();
  }
  return topic;
}

export async function tagsOf(
  db: Executor,
  topicIds: readonly number[],
): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>(topicIds.map((id) => [id, []]));
  if (topicIds.length === 0) return out;
  const rows = await db
    .selectFrom('forum_topic_tag')
    .select(['topic_id', 'tag'])
    .where('topic_id', 'in', [...topicIds])
    .orderBy('tag')
    .execute();
  for (const r of rows) out.get(r.topic_id)?.push(r.tag);
  return out;
}

/** Pinned first, then by latest activity. */
export function list(
  db: Executor,
  filter: TopicFilter,
  guest: boolean,
  offset: number,
  limit: number,
): Promise<TopicRow[]> {
  let q = topics(db).selectAll();
  q =
    filter.clanId === undefined
      ? q.where('clan_id', 'is', null)
      : q.where('clan_id', '=', filter.clanId);
  if (guest) q = q.where('guest', '=', 1);
  if (filter.theme) q = q.where('theme', '=', filter.theme);
  if (filter.tag) {
    const tag = filter.tag;
    q = q.where('id', 'in', (eb) =>
      eb.selectFrom('forum_topic_tag').select('topic_id').where('tag', '=', tag),
    );
  }
  return q
    .orderBy('pinned', 'desc')
    .orderBy('last_activity_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** Topics whose lower-cased title or text contains `needle`, or tagged exactly with it. */
export function search(
  db: Executor,
  v: Visibility,
  needle: string,
  offset: number,
  limit: number,
): Promise<TopicRow[]> {
  const pattern = containsPattern(needle);
  return visible(db, v)
    .selectAll()
    .where((eb) =>
      eb.or([
        sql<boolean>`search_text like ${pattern} escape '\\'`,
        eb(
          'id',
          'in',
          eb.selectFrom('forum_topic_tag').select('topic_id').where('tag', '=', needle),
        ),
      ]),
    )
    .orderBy('last_activity_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function tagCounts(
  db: Executor,
  v: Visibility,
  limit: number,
): Promise<{ tag: string; count: number }[]> {
  const rows = await db
    .selectFrom('forum_topic_tag as t')
    .select((eb) => ['t.tag', eb.fn.countAll<number>().as('count')])
    .where('t.topic_id', 'in', visible(db, v).select('id'))
    .groupBy('t.tag')
    .orderBy('count', 'desc')
    .orderBy('t.tag')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ tag: r.tag, count: Number(r.count) }));
}

export function findTopic(db: Executor, id: number): Promise<TopicRow | undefined> {
  return topics(db).selectAll().where('id', '=', id).executeTakeFirst();
}

/** Oldest first, skipping `offset`. */
export function comments(
  db: Executor,
  topicId: number,
  offset: number,
  limit: number,
): Promise<CommentRow[]> {
  return db
    .selectFrom('forum_comment')
    .selectAll()
    .where('topic_id', '=', topicId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function findComment(db: Executor, id: number): Promise<CommentRow | undefined> {
  return db
    .selectFrom('forum_comment')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function insertComment(
  trx: Executor,
  row: Insertable<ForumCommentTable>,
): Promise<CommentRow> {
  const comment = await trx
    .insertInto('forum_comment')
    .values(row)
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('forum_topic')
    .set((eb) => ({
      comment_count: eb('comment_count', '+', 1),
      last_activity_at: row.created_at,
    }))
    .where('id', '=', row.topic_id)
    .execute();
  return comment;
}

export async function setPinned(db: Executor, id: number, pinned: boolean): Promise<boolean> {
  const r = await db
    .updateTable('forum_topic')
    .set({ pinned: pinned ? 1 : 0 })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function deleteTopic(
  db: Executor,
  id: number,
  by: number,
  now: number,
): Promise<boolean> {
  const r = await db
    .updateTable('forum_topic')
    .set({ deleted_at: now, deleted_by: by })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Removes a comment and takes it off its topic's count, together. */
export function deleteComment(
  db: Kysely<Database>,
  comment: CommentRow,
  by: number,
  now: number,
): Promise<boolean> {
  return transaction(db, async (trx) => {
    const r = await trx
      .updateTable('forum_comment')
      .set({ deleted_at: now, deleted_by: by })
      .where('id', '=', comment.id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) return false;
    await trx
      .updateTable('forum_topic')
      .set((eb) => ({ comment_count: eb('comment_count', '-', 1) }))
      .where('id', '=', comment.topic_id)
      .execute();
    return true;
  });
}

/** A topic by its id, unless removed (a report names it). */
export function liveTopicById(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('forum_topic')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** A comment by its id, unless removed (a report names it). */
export function liveCommentById(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('forum_comment')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { retryConflicts, type Executor } from '../../db/tx.js';
import type { MailMessageTable } from './tables.js';

export type MailRow = Selectable<MailMessageTable>;

/** The two sides of a dialog in key order; side 0 is the support staff. */
export function dialogKey(x: number, y: number): { a: number; b: number } {
  return x < y ? { a: x, b: y } : { a: y, b: x };
}

export interface DialogRow {
  readonly partner_id: number;
  readonly unread: number;
  readonly partner_name: string | null;
  readonly partner_level: number | null;
  readonly partner_read_id: number | null;
  readonly message: MailRow;
}

/** One transaction, run again whole if PostgreSQL picked it as a deadlock's victim. */
export function transaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return retryConflicts(() => db.transaction().execute(work));
}

export function insert(trx: Executor, row: Insertable<MailMessageTable>): Promise<MailRow> {
  return trx.insertInto('mail_message').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Records a message on one side of its dialog; the reader's side counts it unread. */
export async function touchSide(
  trx: Executor,
  side: { playerId: number; partnerId: number },
  message: MailRow,
  unread: boolean,
): Promise<void> {
  await trx
    .insertInto('mail_dialog')
    .values({
      player_id: side.playerId,
      partner_id: side.partnerId,
      last_message_id: message.id,
      last_at: message.created_at,
      unread: unread ? 1 : 0,
      read_id: unread ? 0 : message.id,
    })
    .onConflict((oc) =>
      oc.columns(['player_id', 'partner_id']).doUpdateSet((eb) => ({
        last_message_id: message.id,
        last_at: message.created_at,
        unread: unread ? eb('mail_dialog.unread', '+', 1) : 0,
        read_id: unread ? eb.ref('mail_dialog.read_id') : message.id,
      })),
    )
    .execute();
}

/** Marks one side read up to its last message; answers the read mark, or null if unchanged. */
export async function markRead(
  trx: Executor,
  playerId: number,
  partnerId: number,
): Promise<number | null> {
  const row = await trx
    .updateTable('mail_dialog')
    .set((eb) => ({ unread: 0, read_id: eb.ref('last_message_id') }))
    .where('player_id', '=', playerId)
    .where('partner_id', '=', partnerId)
    .where((eb) => eb.or([eb('unread', '>', 0), eb('read_id', '<', eb.ref('last_message_id'))]))
    .returning('read_id')
    .executeTakeFirst();
  return row?.read_id ?? null;
}

/** Whether some dialog of the player's has unread messages. */
export async function hasUnread(trx: Executor, playerId: number): Promise<boolean> {
  const unread = await trx
    .selectFrom('mail_dialog')
    .select('partner_id')
    .where('player_id', '=', playerId)
    .where('unread', '>', 0)
    .limit(1)
    .executeTakeFirst();
  return unread !== undefined;
}

/** A side's dialogs, newest first, with the partner and the partner's read mark. */
export async function dialogs(db: Executor, playerId: number, limit: number): Promise<DialogRow[]> {
  const rows = await db
    .selectFrom('mail_dialog as d')
    .innerJoin('mail_message as m', 'm.id', 'd.last_message_id')
    .leftJoin('player as p', 'p.id', 'd.partner_id')
    .leftJoin('mail_dialog as o', (join) =>
      join.onRef('o.player_id', '=', 'd.partner_id').onRef('o.partner_id', '=', 'd.player_id'),
    )
    .selectAll('m')
    .select([
      'd.partner_id',
      'd.unread',
      'p.name as partner_name',
      'p.level as partner_level',
      'o.read_id as partner_read_id',
    ])
    .where('d.player_id', '=', playerId)
    .orderBy('d.last_at', 'desc')
    .orderBy('d.last_message_id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    partner_id: r.partner_id,
    unread: r.unread,
    partner_name: r.partner_name,
    partner_level: r.partner_level,
    partner_read_id: r.partner_read_id,
    message: {
      id: r.id,
      a_id: r.a_id,
      b_id: r.b_id,
      from_id: r.from_id,
      author_id: r.author_id,
      author_name: r.author_name,
      support: r.support,
      text: r.text,
      created_at: r.created_at,
    },
  }));
}

/** How far `playerId` has read the dialog with `partnerId`. */
export async function readMark(db: Executor, playerId: number, partnerId: number): Promise<number> {
  const row = await db
    .selectFrom('mail_dialog')
    .select('read_id')
    .where('player_id', '=', playerId)
    .where('partner_id', '=', partnerId)
    .executeTakeFirst();
  return row?.read_id ?? 0;
}

/** The letters between two players, newest first. */
function dialogLetters(db: Executor, x: number, y: number) {
  const { a, b } = dialogKey(x, y);
  return db
    .selectFrom('mail_message')
    .selectAll()
    .where('a_id', '=', a)
    .where('b_id', '=', b)
    .orderBy('id', 'desc');
}

/** Newest first, skipping `offset`. */
export function page(
  db: Executor,
  x: number,
  y: number,
  offset: number,
  limit: number,
): Promise<MailRow[]> {
  return dialogLetters(db, x, y).limit(limit).offset(offset).execute();
}

/** Newest first, only ids above `afterId`. */
export function after(
  db: Executor,
  x: number,
  y: number,
  afterId: number,
  limit: number,
): Promise<MailRow[]> {
  return dialogLetters(db, x, y).where('id', '>', afterId).limit(limit).execute();
}

/** The letters a player sent before `before`, newest first (the staff's player log). */
export function lettersSentBefore(
  db: Kysely<Database>,
  playerId: number,
  before: number,
  limit: number,
) {
  return db
    .selectFrom('mail_message')
    .select(['id', 'a_id', 'b_id', 'support', 'text', 'created_at'])
    .where('from_id', '=', playerId)
    .where('created_at', '<', before)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

/** One letter by its id (a report names it). */
export function letterById(db: Kysely<Database>, id: number) {
  return db.selectFrom('mail_message').selectAll().where('id', '=', id).executeTakeFirst();
}

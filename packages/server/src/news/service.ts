import type { Lang } from '@heroroad/rules';
import type { NewsListDto, SupportTicketDto } from '@heroroad/protocol';
import type { Selectable } from 'kysely';
import type { Clock } from '../core/clock.js';
import { AppError } from '../core/errors.js';
import type { Executor } from '../db/tx.js';
import type { NotificationService } from '../player/notifications.js';
import type { SupportTicketTable } from './tables.js';

/** How many news items the news page shows. */
const LATEST = 10;
/** Unanswered requests a player may have open at once: more waits for an answer first. */
const OPEN_TICKETS = 5;

type NewsInput = { titleRu: string; titleEn: string; bodyRu: string; bodyEn: string };

const ticketDto = (r: Selectable<SupportTicketTable>): SupportTicketDto => ({
  id: Number(r.id),
  playerId: Number(r.player_id),
  subject: r.subject,
  text: r.text,
  createdAt: Number(r.created_at),
  answer: r.answer,
  answeredAt: r.answered_at === null ? null : Number(r.answered_at),
});

/** News with an unseen marker (SPEC §7), and the support desk whose tickets staff answer. */
export class NewsService {
  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
    private readonly notifications: NotificationService,
  ) {}

  async last(playerId: number, lang: Lang): Promise<NewsListDto> {
    const [rows, seen] = await Promise.all([
      this.db.selectFrom('news').selectAll().orderBy('id', 'desc').limit(LATEST).execute(),
      this.db.selectFrom('news_seen').select('news_id').where('player_id', '=', playerId).executeTakeFirst(),
    ]); // prettier-ignore
    const newest = rows[0] ? Number(rows[0].id) : 0;
    return {
      news: rows.map((r) => ({
        id: Number(r.id),
        title: lang === 'RU' ? r.title_ru : r.title_en,
        body: lang === 'RU' ? r.body_ru : r.body_en,
        publishedAt: Number(r.published_at),
      })),
      unseen: newest > Number(seen?.news_id ?? 0),
    };
  }

  /** Everything published so far counts as seen. */
  async reset(playerId: number): Promise<void> {
    const newest = await this.db
      .selectFrom('news')
      .select((eb) => eb.fn.max<number>('id').as('id'))
      .executeTakeFirst();
    const id = Number(newest?.id ?? 0);
    await this.db
      .insertInto('news_seen')
      .values({ player_id: playerId, news_id: id })
      .onConflict((oc) => oc.column('player_id').doUpdateSet({ news_id: id }))
      .execute();
  }

  async publish(input: NewsInput, lang: Lang) {
    const row = await this.db
      .insertInto('news')
      .values({ title_ru: input.titleRu, title_en: input.titleEn, body_ru: input.bodyRu, body_en: input.bodyEn, published_at: this.clock() })
      .returningAll()
      .executeTakeFirstOrThrow(); // prettier-ignore
    return {
      id: Number(row.id),
      title: lang === 'RU' ? row.title_ru : row.title_en,
      body: lang === 'RU' ? row.body_ru : row.body_en,
      publishedAt: Number(row.published_at),
    };
  }

  async file(playerId: number, subject: string, text: string): Promise<SupportTicketDto> {
    const open = await this.db
      .selectFrom('support_ticket')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('player_id', '=', playerId)
      .where('answer', 'is', null)
      .executeTakeFirst();
    if (Number(open?.n ?? 0) >= OPEN_TICKETS) throw new AppError('SUPPORT_TOO_MANY', 429);
    const row = await this.db
      .insertInto('support_ticket')
      .values({ player_id: playerId, subject: subject.trim(), text: text.trim(), created_at: this.clock(), answer: null, answered_by: null, answered_at: null })
      .returningAll()
      .executeTakeFirstOrThrow(); // prettier-ignore
    return ticketDto(row);
  }

  async mine(playerId: number): Promise<SupportTicketDto[]> {
    const rows = await this.db.selectFrom('support_ticket').selectAll()
      .where('player_id', '=', playerId).orderBy('id', 'desc').limit(50).execute(); // prettier-ignore
    return rows.map(ticketDto);
  }

  async open(): Promise<SupportTicketDto[]> {
    const rows = await this.db.selectFrom('support_ticket').selectAll()
      .where('answer', 'is', null).orderBy('id', 'asc').limit(100).execute(); // prettier-ignore
    return rows.map(ticketDto);
  }

  /** Staff answer once; the player finds it in their tickets and a notification says so. */
  async answer(ticketId: number, staffId: number, answer: string): Promise<SupportTicketDto> {
    const row = await this.db
      .updateTable('support_ticket')
      .set({ answer: answer.trim(), answered_by: staffId, answered_at: this.clock() })
      .where('id', '=', ticketId)
      .where('answer', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (!row) {
      const exists = await this.db.selectFrom('support_ticket').select('id').where('id', '=', ticketId).executeTakeFirst();
      throw exists ? new AppError('CONFLICT', 409) : new AppError('NOT_FOUND', 404);
    } // prettier-ignore
    await this.notifications.add(Number(row.player_id), 'SUPPORT_ANSWER', row.subject);
    return ticketDto(row);
  }
}

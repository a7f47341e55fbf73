import { Type } from 'typebox';
import { endpoint } from '../endpoint.js';
import { Ok } from '../schemas/common.js';
import { NewsItem, NewsList, SupportTicket } from '../schemas/news.js';

const tags = ['news'];
const Text = (max: number) => Type.String({ minLength: 1, maxLength: max });
const TicketParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** News (SPEC §7 news/get/last and its reset) and the support desk. */
export const news = {
  last: endpoint({
    method: 'GET',
    url: '/api/news/get/last',
    access: 'TRIAL',
    summary: 'The latest news in the caller’s language, and whether some are unseen',
    tags,
    response: NewsList,
  }),
  reset: endpoint({
    method: 'POST',
    url: '/api/news/reset',
    access: 'TRIAL',
    summary: 'Marks every news item seen (clears the unseen marker)',
    tags,
    response: Ok,
  }),
  publish: endpoint({
    method: 'POST',
    url: '/api/news/publish',
    access: 'ADMIN',
    summary: 'Publishes news in both languages',
    tags,
    body: Type.Object({
      titleRu: Text(120),
      titleEn: Text(120),
      bodyRu: Text(4000),
      bodyEn: Text(4000),
    }),
    response: NewsItem,
  }),
  ticketCreate: endpoint({
    method: 'POST',
    url: '/api/support/ticket/create',
    access: 'TRIAL',
    summary: 'Files a request to support; staff answer it later',
    tags,
    body: Type.Object({ subject: Text(120), text: Text(2000) }),
    response: SupportTicket,
    ratePerMinute: 10,
  }),
  ticketsMine: endpoint({
    method: 'GET',
    url: '/api/support/ticket/list',
    access: 'TRIAL',
    summary: 'The caller’s requests to support with their answers, newest first',
    tags,
    response: Type.Array(SupportTicket),
  }),
  ticketsOpen: endpoint({
    method: 'GET',
    url: '/api/support/ticket/open',
    access: 'MODERATOR',
    summary: 'Requests waiting for an answer, oldest first',
    tags,
    response: Type.Array(SupportTicket),
  }),
  ticketAnswer: endpoint({
    method: 'POST',
    url: '/api/support/ticket/:id/answer',
    access: 'MODERATOR',
    summary: 'Answers a request; the player is notified',
    tags,
    params: TicketParams,
    body: Type.Object({ answer: Text(2000) }),
    response: SupportTicket,
  }),
};

import { api } from '@heroroad/protocol';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/route.js';
import { bodyText } from '../paging.js';
import type { ChatService } from './service.js';

export function chatRoutes(app: FastifyInstance, chat: ChatService): void {
  const c = api.chat;
  route(app, c.rooms, ({ auth }) => chat.rooms(auth));
  route(app, c.list, ({ auth, params, query }) =>
    chat.list(auth, params.room, query.from, query.to),
  );
  route(app, c.latest, ({ auth, params, query }) => chat.latest(auth, params.room, query.afterId));
  route(app, c.send, ({ auth, params, query, body }) =>
    chat.send(auth, params.room, bodyText(body), query.to),
  );
  route(app, c.deleteMessage, async ({ auth, params }) => {
    await chat.remove(auth, params.room, params.id);
    return { ok: true } as const;
  });
  route(app, c.seen, ({ auth, params, body }) => chat.seen(auth, params.room, body.lastId));
}

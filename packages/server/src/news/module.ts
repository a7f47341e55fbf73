import { api } from '@heroroad/protocol';
import { domainModule } from '../core/module.js';
import { route } from '../core/route.js';
import type { NotificationService } from '../player/notifications.js';
import { newsMigrations } from './migrations.js';
import { NewsService } from './service.js';

/** News with the unseen marker, and the support desk (tickets staff answer). */
export const newsModule = domainModule<{ notifications: NotificationService }>()({
  name: 'news',
  migrations: newsMigrations,
  services: (k, { notifications }) => ({
    news: new NewsService(k.db.kysely, k.clock, notifications),
  }),
  routes: (app, { news }) => {
    const n = api.news;
    route(app, n.last, ({ auth }) => news.last(auth.playerId, auth.lang));
    route(app, n.reset, async ({ auth }) => {
      await news.reset(auth.playerId);
      return { ok: true } as const;
    });
    route(app, n.publish, ({ auth, body }) => news.publish(body, auth.lang));
    route(app, n.ticketCreate, ({ auth, body }) =>
      news.file(auth.playerId, body.subject, body.text),
    );
    route(app, n.ticketsMine, ({ auth }) => news.mine(auth.playerId));
    route(app, n.ticketsOpen, () => news.open());
    route(app, n.ticketAnswer, ({ auth, params, body }) =>
      news.answer(params.id, auth.playerId, body.answer),
    );
  },
});

/** The tables this domain adds to the database. */
export type { NewsTables } from './tables.js';

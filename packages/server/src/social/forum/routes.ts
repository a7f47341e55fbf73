import { api } from '@heroroad/protocol';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/route.js';
import type { ForumService } from './service.js';

const ok = { ok: true } as const;

export function forumRoutes(app: FastifyInstance, forum: ForumService): void {
  const f = api.forum;
  route(app, f.topics, ({ auth, query }) => forum.topics(auth, query));
  route(app, f.search, ({ auth, query }) => forum.search(auth, query));
  route(app, f.tags, ({ auth }) => forum.tags(auth));
  route(app, f.topic, ({ auth, params, query }) =>
    forum.topic(auth, params.id, query.from, query.to),
  );
  route(app, f.create, ({ auth, body }) => forum.create(auth, body));
  route(app, f.comment, ({ auth, params, body }) => forum.comment(auth, params.id, body.text));
  route(app, f.pin, async ({ params }) => {
    await forum.setPinned(params.id, true);
    return ok;
  });
  route(app, f.unpin, async ({ params }) => {
    await forum.setPinned(params.id, false);
    return ok;
  });
  route(app, f.deleteTopic, async ({ auth, params }) => {
    await forum.deleteTopic(auth, params.id);
    return ok;
  });
  route(app, f.deleteComment, async ({ auth, params }) => {
    await forum.deleteComment(auth, params.id);
    return ok;
  });
}

import { api } from '@heroroad/protocol';
import type { FastifyInstance } from 'fastify';
import { bodyText } from '../paging.js';
import { route } from '../../core/route.js';
import type { MailService } from './service.js';

export function mailRoutes(app: FastifyInstance, mail: MailService): void {
  const m = api.mail;
  route(app, m.list, ({ auth }) => mail.list(auth));
  route(app, m.dialogList, ({ auth, params, query }) =>
    mail.dialog(auth, params.partner, query.from, query.to),
  );
  route(app, m.dialogLatest, ({ auth, params, query }) =>
    mail.latest(auth, params.partner, query.afterId),
  );
  route(app, m.send, ({ auth, params, query, body }) =>
    mail.send(auth, params.partner, query.support === true, bodyText(body)),
  );
  route(app, m.block, ({ auth, params }) => mail.block(auth, params.id));
  route(app, m.unblock, ({ auth, params }) => mail.unblock(auth, params.id));
  route(app, m.blocked, ({ auth }) => mail.blocked(auth));
  route(app, m.supportList, () => mail.supportList());
  route(app, m.supportDialogList, ({ params, query }) =>
    mail.supportDialog(params.playerId, query.from, query.to),
  );
  route(app, m.supportDialogLatest, ({ params, query }) =>
    mail.supportLatest(params.playerId, query.afterId),
  );
  route(app, m.supportSend, ({ auth, params, body }) =>
    mail.supportSend(auth, params.playerId, bodyText(body)),
  );
}

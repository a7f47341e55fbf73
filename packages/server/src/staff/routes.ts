import { api } from '@heroroad/protocol';
import type { FastifyInstance } from 'fastify';
import { route } from '../core/route.js';
import type { PlayerHistory } from './history.js';
import type { StaffPanel } from './panel.js';
import type { Reports } from './reports.js';
import type { StaffViews } from './views.js';
import { watchStaff } from './watch.js';
import type { AuditLog } from '../moderation/audit.js';

export function staffRoutes(
  app: FastifyInstance,
  s: {
    staffPanel: StaffPanel;
    staffViews: StaffViews;
    playerHistory: PlayerHistory;
    reports: Reports;
    audit: AuditLog;
  },
): void {
  const e = api.staff;
  const { staffPanel: panel, staffViews: views, playerHistory: history, reports, audit } = s;
  route(app, e.search, ({ query }) => panel.search(query.q));
  route(app, e.card, ({ params }) => panel.card(params.id));
  route(app, e.ban, ({ auth, body }) => panel.ban(auth, body));
  route(app, e.unban, async ({ auth, body }) => ({
    lifted: await panel.unban(auth, body.playerId, body.scope, body.reason),
  }));
  route(app, e.setAccess, ({ auth, params, body }) =>
    panel.setAccess(auth, params.id, body.level, body.reason),
  );
  route(app, e.audit, ({ query }) => panel.auditRows(query));
  route(app, e.reports, ({ query }) => reports.list(query.state));
  route(app, e.reportTake, ({ auth, params }) => reports.take(auth, params.id));
  route(app, e.reportResolve, ({ auth, params, body }) =>
    reports.resolve(auth, params.id, body.action, body.ban),
  );
  route(app, e.reportCreate, async ({ auth, body }) => {
    await reports.create(auth, body);
    return { ok: true } as const;
  });
  route(app, e.viewEnter, ({ auth, params, req }) =>
    views.enter(auth, params.id, {
      userAgent: req.headers['user-agent']?.slice(0, 300) ?? null,
      ip: req.ip,
    }),
  );
  route(app, e.viewExit, async ({ auth }) => {
    await views.exit(auth);
    return { ok: true } as const;
  });
  route(app, e.playerLog, async ({ params, query }) => {
    await panel.target(params.id);
    return history.log(params.id, query.before);
  });
  route(app, e.playerPayments, async ({ params }) => {
    await panel.target(params.id);
    return history.payments(params.id);
  });
  // The panel's own calls audit themselves; the hook adds the view's calls and other staff calls.
  const audited = [e.ban, e.unban, e.setAccess, e.reportResolve, e.viewEnter, e.viewExit];
  watchStaff(app, audit, new Set(audited.map((x) => x.url)));
}

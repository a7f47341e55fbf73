import { api, changesState, type Endpoint } from '@heroroad/protocol';
import { hasModeratorAccess } from '@heroroad/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staffActor, type AuditLog } from '../moderation/audit.js';

/**
 * Staff actions other domains answer (a chat line or forum post removed, a topic pinned, a
 * support answer, news), audited once they succeed. The panel's own calls audit themselves, in
 * the transaction of their change.
 */
const STAFF_CALLS: ReadonlyArray<readonly [Endpoint, string]> = [
  [api.chat.deleteMessage, 'chat.delete'],
  [api.forum.deleteTopic, 'forum.topic.delete'],
  [api.forum.deleteComment, 'forum.comment.delete'],
  [api.forum.pin, 'forum.topic.pin'],
  [api.forum.unpin, 'forum.topic.unpin'],
  [api.mail.supportSend, 'support.mail'],
  [api.news.ticketAnswer, 'support.answer'],
  [api.news.publish, 'news.publish'],
  [api.clan.adminSetName, 'clan.name.set'],
];
const key = (method: string, url: string) => `${method} ${url}`;
const ACTIONS = new Map(STAFF_CALLS.map(([e, action]) => [key(e.method, e.url), action]));

function paramsOf(req: FastifyRequest): Record<string, unknown> {
  return (req.params ?? {}) as Record<string, unknown>;
}

/**
 * Adds the audit rows no single service writes: every change made through a login-as session
 * (marked as a view), and staff actions answered by other domains' routes.
 */
export function watchStaff(app: FastifyInstance, audit: AuditLog, ownUrls: ReadonlySet<string>) {
  // Before the answer leaves (not after), so whoever got the answer finds the row written.
  app.addHook('onSend', async (req, reply, payload) => {
    // The change itself has committed: a row that cannot be written is logged, not answered.
    await record(req, reply.statusCode).catch((error: unknown) =>
      req.log.error({ err: error }, 'staff audit row not written'),
    );
    return payload;
  });

  async function record(req: FastifyRequest, status: number): Promise<void> {
    const auth = req.auth;
    const url = req.routeOptions.url;
    if (!auth || !url || ownUrls.has(url) || status >= 400) return;
    if (!changesState({ method: req.method as Endpoint['method'] })) return;
    const params = paramsOf(req);
    if (auth.viewerId !== null) {
      await audit.write({
        actor: staffActor(auth.viewerId),
        action: 'view.call',
        playerId: auth.playerId,
        details: { method: req.method, url, params, status },
        reason: 'login as',
        inView: true,
      });
      return;
    }
    const action = ACTIONS.get(key(req.method, url));
    if (!action || !hasModeratorAccess(auth.accessLevel)) return;
    const target = typeof params.playerId === 'number' ? params.playerId : null;
    await audit.write({
      actor: staffActor(auth.playerId),
      action,
      playerId: target,
      details: { url, params },
      reason: action,
    });
  }
}

import { api, type AuthSource } from '@heroroad/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../core/clock.js';
import { AppError } from '../core/errors.js';
import { route } from '../core/route.js';
import { staffReason } from '../moderation/audit.js';
import { issueSession, sessionMeta, type CookieOptions } from '../auth/transport.js';
import type { PlatformService } from './service.js';
import type { SignedSource } from './payments/signed.js';

const rawQuery = (req: FastifyRequest): string => {
  const url = req.raw.url ?? '';
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at + 1);
};
const rawBody = (req: FastifyRequest): string => (typeof req.body === 'string' ? req.body : '');
const header = (req: FastifyRequest, name: string): string | undefined => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/** A reply in the partner's own format (already serialised). */
function raw(reply: FastifyReply, status: number, type: string, body: string): FastifyReply {
  return reply.code(status).type(type).send(body);
}

export function platformRoutes(
  app: FastifyInstance,
  s: PlatformService,
  cookie: CookieOptions,
  clock: Clock,
): void {
  const p = api.platform;
  const pay = s.payments;
  route(app, p.settings, ({ params }) => s.settings(params.source));
  route(app, p.signIn, async ({ params, body, auth, lang, req, reply }) => {
    const opened = await s.signIn(params.source, body, auth, lang, sessionMeta(req, params.source));
    issueSession(reply, opened.token, cookie);
    const { token: _token, ...answer } = opened;
    return answer;
  });
  route(app, p.tgInvoice, ({ auth, body, lang }) =>
    s.need(pay.tg).invoice(auth.playerId, body.packId, lang),
  );
  route(app, p.tgRefund, ({ auth, body }) =>
    s.need(pay.tg).refund(auth, body.paymentId, staffReason(body.reason)),
  );
  route(app, p.yaPurchases, ({ auth, body }) =>
    s.need(pay.ya).claim(auth.playerId, body.signature, clock()),
  );
  route(app, p.yaPromo, ({ auth, body }) =>
    s.yandexPromo(auth.playerId, body.code, body.signature),
  );
  route(app, p.kongClaim, ({ auth, body }) =>
    s.need(pay.kong).claim(auth.playerId, body.gameAuthToken),
  );
  route(app, p.rustorePurchase, ({ auth, body }) =>
    s.need(pay.mystore).check(auth.playerId, body.invoiceId, body.purchaseId),
  );
  route(app, p.okCallback, async ({ req, reply }) => {
    const answer = await s.need(pay.ok).callback(rawQuery(req));
    for (const [k, v] of Object.entries(answer.headers)) reply.header(k, v);
    return reply.code(answer.status).send(answer.body) as never;
  });
  route(app, p.mailBilling, async ({ req, reply }) => {
    const answer = await s.need(pay.mail).billing(rawQuery(req));
    return raw(reply, answer.status, 'application/json', JSON.stringify(answer.body)) as never;
  });
  // Signatures cover the body exactly as sent, so callbacks keep it as raw text.
  void app.register(async (plain) => {
    plain.removeAllContentTypeParsers();
    plain.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    route(plain, p.vkCallback, async ({ req, reply }) => {
      const body = await s.need(pay.vk).callback(rawBody(req));
      return raw(reply, 200, 'application/json; charset=utf-8', body) as never;
    });
    route(plain, p.kongCallback, async ({ req, reply }) => {
      const answer = await s.need(pay.kong).callback(rawBody(req));
      return raw(reply, answer.status, 'application/json', JSON.stringify(answer.body)) as never;
    });
    route(plain, p.tgWebhook, ({ req }) =>
      s.need(pay.tg).webhook(header(req, 'x-telegram-bot-api-secret-token'), rawBody(req)),
    );
    route(plain, p.gamePushWebhook, ({ params, req }) => {
      const handler = pay.gamePush.get(params.source as 'gp');
      if (!handler) throw notConfigured(params.source);
      return handler.webhook(rawBody(req), clock());
    });
    route(plain, p.xsollaWebhook, async ({ req, reply }) => {
      const answer = await s.need(pay.xsolla).webhook(header(req, 'authorization'), rawBody(req));
      if (answer.status === 204) return reply.code(204).send() as never;
      return raw(reply, answer.status, 'application/json', answer.body) as never;
    });
    route(plain, p.signedConfirm, ({ params, req }) => {
      const handler = pay.signed.get(params.source as SignedSource);
      if (!handler) throw notConfigured(params.source);
      return handler.confirm(header(req, 'x-signature'), rawBody(req));
    });
  });
}

function notConfigured(source: AuthSource): AppError {
  return source === 'gamedistrib' || source === 'own'
    ? new AppError('PLATFORM_NO_PAYMENTS', 404)
    : new AppError('PLATFORM_NOT_CONFIGURED', 503);
}

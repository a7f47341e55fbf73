import { api } from '@heroroad/protocol';
import type { FastifyInstance } from 'fastify';
import { route } from '../core/route.js';
import type { BankService } from './service.js';
import type { PaymentWebhooks } from './webhooks.js';

export function bankRoutes(
  app: FastifyInstance,
  d: { bank: BankService; paymentWebhooks: PaymentWebhooks },
): void {
  const b = api.bank;
  route(app, b.status, ({ auth, lang, query }) =>
    d.bank.status(auth.playerId, lang, query.currency),
  );
  route(app, b.order, ({ auth, lang, body }) => d.bank.order(auth.playerId, lang, body));
  route(app, b.payment, ({ auth, params }) => d.bank.payment(auth.playerId, params.id));
  route(app, b.take, ({ auth, params }) => d.bank.take(auth.playerId, params.id));
  route(app, b.testPay, ({ auth, params }) => d.bank.testPay(auth.playerId, params.id));
  // Signatures cover the body exactly as sent, so notifications keep it as raw text.
  void app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    route(raw, b.webhook, ({ params, req }) =>
      d.paymentWebhooks.receive(
        params.provider,
        typeof req.body === 'string' ? req.body : '',
        req.headers,
      ),
    );
  });
}

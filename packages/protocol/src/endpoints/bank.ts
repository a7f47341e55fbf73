import { Type } from 'typebox';
import { endpoint } from '../endpoint.js';
import { Id } from '../schemas/common.js';
import { BankStatus, OrderAnswer, PAYMENT_PROVIDERS, Payment } from '../schemas/bank.js';
import { literalUnion } from '../schemas/enums.js';

const tags = ['bank'];
const PaymentParams = Type.Object({ id: Id });

export const bank = {
  status: endpoint({
    method: 'GET',
    url: '/api/bank/status',
    access: 'TRIAL',
    summary:
      'The emerald packs priced in the asked currency (RUB, USD, EUR; anything else is RUB), the sale, providers, bonus status and the next bank chest',
    tags,
    querystring: Type.Object({ currency: Type.Optional(Type.String({ maxLength: 8 })) }),
    response: BankStatus,
  }),
  order: endpoint({
    method: 'POST',
    url: '/api/bank/order',
    access: 'TRIAL',
    summary:
      'Start a payment for a pack (for oneself, or for another player as receiver); answers where to pay',
    tags,
    body: Type.Object({
      packId: Type.String({ minLength: 1, maxLength: 40 }),
      provider: literalUnion(PAYMENT_PROVIDERS),
      currency: Type.Optional(Type.String({ maxLength: 8 })),
      receiverId: Type.Optional(Id),
    }),
    response: OrderAnswer,
    ratePerMinute: 30,
  }),
  payment: endpoint({
    method: 'GET',
    url: '/api/bank/payment/:id',
    access: 'TRIAL',
    summary: 'A payment of the caller (as payer or receiver)',
    tags,
    params: PaymentParams,
    response: Payment,
  }),
  take: endpoint({
    method: 'POST',
    url: '/api/bank/payment/:id/take',
    access: 'TRIAL',
    summary: 'The receiver has seen the emeralds of a granted payment arrive (GEMS_TAKEN)',
    tags,
    params: PaymentParams,
    response: Payment,
  }),
  testPay: endpoint({
    method: 'POST',
    url: '/api/bank/test/pay/:id',
    access: 'TRIAL',
    summary:
      'The embedded test provider: the payer confirms a test payment (available only where the operator allows it; grants are marked as tests)',
    tags,
    params: PaymentParams,
    response: Payment,
  }),
  webhook: endpoint({
    method: 'POST',
    url: '/api/bank/webhook/:provider',
    access: 'PUBLIC',
    summary:
      "A provider's notification, verified by its signature (Stripe) or by reading the payment back (YooKassa); 404 for a provider not configured",
    tags,
    params: Type.Object({ provider: Type.String({ maxLength: 20 }) }),
    response: Type.Object({ received: Type.Boolean() }),
    // Per address: a provider sends a few a minute; anonymous floods meet 429 before any work.
    ratePerMinute: 120,
  }),
};

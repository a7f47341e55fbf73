import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** A local HTTP server; `close` must run in afterAll so no socket outlives the test file. */
export interface FakeApi {
  readonly url: string;
  /** Every request seen: method, path with query, headers, body. */
  readonly requests: {
    method: string;
    path: string;
    headers: IncomingMessage['headers'];
    body: string;
  }[];
  close(): Promise<void>;
}

type Handler = (
  method: string,
  path: string,
  body: string,
  headers: IncomingMessage['headers'],
) => { status: number; json: unknown };

export async function serve(handler: Handler): Promise<FakeApi & { server: Server }> {
  const requests: FakeApi['requests'] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const path = req.url ?? '/';
      requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body });
      const out = handler(req.method ?? 'GET', path, body, req.headers);
      res.writeHead(out.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(out.json));
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}

export const STRIPE_WEBHOOK_SECRET = 'whsec_test_local_secret';
export const STRIPE_KEY = 'sk_live_local_fake';

/**
 * Answers as Stripe's API does for what the bank calls: creating a Checkout Session (form
 * encoded, Bearer key) and listing sessions by payment intent.
 */
export async function fakeStripe() {
  const sessions = new Map<string, Record<string, unknown>>();
  let n = 0;
  const api = await serve((method, path, body, headers) => {
    if (headers.authorization !== `Bearer ${STRIPE_KEY}`)
      return {
        status: 401,
        json: { error: { type: 'invalid_request_error', message: 'bad key' } },
      };
    const url = new URL(path, 'http://x');
    if (method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const form = new URLSearchParams(body);
      const id = `cs_live_${++n}`;
      const session = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/pay/${id}`,
        mode: form.get('mode'),
        client_reference_id: form.get('client_reference_id'),
        currency: form.get('line_items[0][price_data][currency]'),
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        payment_status: 'unpaid',
        payment_intent: `pi_${n}`,
        livemode: true,
      };
      sessions.set(id, session);
      return { status: 200, json: session };
    }
    if (method === 'GET' && url.pathname === '/v1/checkout/sessions') {
      const intent = url.searchParams.get('payment_intent');
      const data = [...sessions.values()].filter((s) => s.payment_intent === intent);
      return {
        status: 200,
        json: { object: 'list', data, has_more: false, url: '/v1/checkout/sessions' },
      };
    }
    return { status: 404, json: { error: { type: 'invalid_request_error', message: 'no route' } } };
  });
  const signer = new Stripe('sk_test_signer');
  return {
    ...api,
    sessions,
    /** A signed notification as Stripe sends it: the raw body and its Stripe-Signature header. */
    sign(event: object, timestampSeconds: number, secret = STRIPE_WEBHOOK_SECRET) {
      const payload = JSON.stringify(event);
      const header = signer.webhooks.generateTestHeaderString({
        payload,
        secret,
        timestamp: timestampSeconds,
      });
      return { payload, header };
    },
  };
}

export const YOOKASSA_SHOP = '100500';
export const YOOKASSA_KEY = 'test_local_yookassa_key';

/** Answers as YooKassa's API does: create a payment, read payments and refunds back. */
export async function fakeYooKassa() {
  const payments = new Map<string, Record<string, unknown>>();
  const refunds = new Map<string, Record<string, unknown>>();
  let n = 0;
  const auth = `Basic ${Buffer.from(`${YOOKASSA_SHOP}:${YOOKASSA_KEY}`).toString('base64')}`;
  const api = await serve((method, path, body, headers) => {
    if (headers.authorization !== auth)
      return { status: 401, json: { type: 'error', code: 'invalid_credentials' } };
    if (method === 'POST' && path === '/payments') {
      if (!headers['idempotence-key'])
        return { status: 400, json: { type: 'error', code: 'invalid_request' } };
      const req = JSON.parse(body) as {
        amount: unknown;
        metadata: unknown;
        confirmation: { return_url: string };
      };
      const id = `2f0c${String(++n).padStart(4, '0')}-000f-5000-8000-1b2c3d4e5f60`;
      const p = {
        id,
        status: 'pending',
        paid: false,
        amount: req.amount,
        metadata: req.metadata,
        confirmation: {
          type: 'redirect',
          confirmation_url: `https://yoomoney.test/checkout/${id}`,
        },
        test: false,
      };
      payments.set(id, p);
      return { status: 200, json: p };
    }
    const pay = /^\/payments\/([\w-]+)$/.exec(path);
    if (method === 'GET' && pay) {
      const p = payments.get(pay[1]!);
      return p
        ? { status: 200, json: p }
        : { status: 404, json: { type: 'error', code: 'not_found' } };
    }
    const ref = /^\/refunds\/([\w-]+)$/.exec(path);
    if (method === 'GET' && ref) {
      const r = refunds.get(ref[1]!);
      return r
        ? { status: 200, json: r }
        : { status: 404, json: { type: 'error', code: 'not_found' } };
    }
    return { status: 404, json: { type: 'error', code: 'not_found' } };
  });
  return {
    ...api,
    payments,
    refunds,
    /** The buyer paid on YooKassa's page. */
    succeed(id: string) {
      Object.assign(payments.get(id)!, { status: 'succeeded', paid: true });
    },
    refund(paymentId: string, value?: string) {
      const p = payments.get(paymentId)!;
      const amount = p.amount as { value: string; currency: string };
      const id = `rf-${++n}-${paymentId}`;
      refunds.set(id, {
        id,
        status: 'succeeded',
        payment_id: paymentId,
        amount: { value: value ?? amount.value, currency: amount.currency },
      });
      return id;
    },
  };
}

import { createSign } from 'node:crypto';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/errors.js';
import type { BusLog } from '../../realtime/bus.js';
import type { PlatformSales } from './sales.js';

interface RuStoreSettings {
  readonly keyId: string;
  readonly privateKeyPem: string;
  readonly apiUrl: string;
  readonly sandbox: boolean;
}

/** Goods taken back: the hold was never confirmed (REVERSED), or the order was refunded. */
const REVERSED = new Set(['REFUNDED', 'REVERSED']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface RuStoreAnswer {
  readonly status: string;
  readonly paymentId: number | null;
  readonly granted: boolean;
}

type Body = Record<string, unknown>;

/** The first of `names` the invoice carries (the v2 API's camelCase, the older snake_case). */
const field = (p: Body, ...names: string[]): unknown =>
  names.map((n) => p[n]).find((v) => v !== undefined && v !== null);

/**
 * RuStore purchases, read back from RuStore's API (rustore.ru/help/en/work-with-rustore-api):
 * the server signs in with the console key (`keyId + timestamp` signed SHA512withRSA, the
 * timestamp within ±60 s), caches the token for its lifetime, and reads
 * `GET /public[/sandbox]/v2/purchase/{invoiceId}`. `invoiceStatus` CONFIRMED grants once by
 * invoice id. PAID (a consumable's money held, awaiting the developer) is granted the same way
 * after that server-side read, and then confirmed with
 * `PUT /public[/sandbox]/applications/{appId}/purchases/{purchaseId}:confirm` (the invoice's
 * `appId`, and the purchase id the invoice or the Pay SDK's result names); a refused grant is
 * never confirmed, so RuStore reverses the hold. A confirmation that fails is retried by the
 * next check (the grant itself is never repeated). REFUNDED and REVERSED take the goods back;
 * anything else grants nothing. The purchase must carry our player id as its `developerPayload`
 * (set when the bridge starts the payment), so nobody can claim another player's invoice.
 * Documented fields: invoiceId, invoiceStatus, developerPayload, appId. The pack and the amount
 * are UNKNOWN in the public docs: read from `itemCode`/`item_code`, `amount` and `currency`;
 * without them the sale is refused. Amounts are kopecks, as RuStore's Pay SDK gives a purchase's
 * `price` (an integer in minimal units): a whole-rouble or fractional figure never matches the
 * catalogue's kopecks and is refused. In sandbox mode every invoice is a test order.
 */
export class RuStorePayments {
  private token: { value: string; until: number } | null = null;

  constructor(
    private readonly settings: RuStoreSettings,
    private readonly sales: PlatformSales,
    private readonly clock: Clock,
    private readonly log: BusLog,
  ) {}

  private get base(): string {
    return `${this.settings.apiUrl}/public${this.settings.sandbox ? '/sandbox' : ''}`;
  }

  /**
   * One call of RuStore's public API. Every answer is the documented envelope `{ code, message,
   * body, timestamp }` with `code` OK, ERROR, BAD_REQUEST or NOT_FOUND: an invoice RuStore does
   * not know is the player's error (PAYMENT_NOT_FOUND, 404), a request it calls malformed is
   * ours to refuse (400); only ERROR or no answer at all means RuStore is unavailable.
   */
  private async json(url: string, init: RequestInit): Promise<Body> {
    let status = 0;
    let envelope: Body;
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(8000) });
      status = res.status;
      envelope = (await res.json()) as Body;
    } catch (e) {
      this.log.warn({ err: (e as Error).message, status }, 'RuStore API unreachable');
      throw new AppError('PLATFORM_UNAVAILABLE', 502);
    }
    if (envelope.code === 'OK' && status < 300) return (envelope.body ?? {}) as Body;
    this.log.warn(
      { status, code: envelope.code, message: envelope.message },
      'RuStore API refused',
    );
    if (envelope.code === 'NOT_FOUND') throw new AppError('PAYMENT_NOT_FOUND', 404);
    if (envelope.code === 'BAD_REQUEST') throw new AppError('PLATFORM_CREDENTIALS_MALFORMED');
    throw new AppError('PLATFORM_UNAVAILABLE', 502);
  }

  private async auth(): Promise<string> {
    const now = this.clock();
    if (this.token && this.token.until > now) return this.token.value;
    const timestamp = new Date(now).toISOString();
    const signature = createSign('RSA-SHA512')
      .update(this.settings.keyId + timestamp)
      .sign(this.settings.privateKeyPem, 'base64');
    const body = await this.json(`${this.settings.apiUrl}/public/auth/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ keyId: this.settings.keyId, timestamp, signature }),
    });
    const value = String(body.jwe ?? '');
    const ttl = Number(body.ttl ?? 900);
    if (!value) throw new AppError('PLATFORM_UNAVAILABLE', 502);
    // Renewed a minute before it runs out.
    this.token = { value, until: now + Math.max(60, ttl - 60) * 1000 };
    return value;
  }

  /** Confirms a held purchase; answers whether RuStore took the confirmation. */
  private async confirm(invoiceId: string, appId: unknown, purchaseId: string | null) {
    if (!/^\d+$/.test(String(appId ?? '')) || !purchaseId || !UUID.test(purchaseId)) {
      this.log.warn({ invoiceId }, 'RuStore purchase held without a purchase id to confirm');
      return false;
    }
    const url = `${this.base}/applications/${String(appId)}/purchases/${purchaseId}:confirm`;
    try {
      await this.json(url, { method: 'PUT', headers: { 'Public-Token': await this.auth() } });
      return true;
    } catch {
      return false;
    }
  }

  async check(playerId: number, invoiceId: string, purchaseId?: string): Promise<RuStoreAnswer> {
    if (!/^[\w-]{1,64}$/.test(invoiceId)) throw new AppError('PLATFORM_CREDENTIALS_MALFORMED');
    const token = await this.auth();
    const p = await this.json(`${this.base}/v2/purchase/${encodeURIComponent(invoiceId)}`, {
      headers: { 'Public-Token': token },
    });
    const status = String(field(p, 'invoiceStatus', 'invoice_status') ?? '').toUpperCase();
    const test = this.settings.sandbox;
    if (String(field(p, 'developerPayload', 'developer_payload') ?? '') !== String(playerId))
      throw new AppError('PAYMENT_NOT_FOUND', 404);
    if (REVERSED.has(status)) {
      const row = await this.sales.refunded('mystore', invoiceId, test);
      return { status, paymentId: row ? Number(row.id) : null, granted: false };
    }
    if (status !== 'CONFIRMED' && status !== 'PAID')
      return { status, paymentId: null, granted: false };
    const settled = await this.sales.paid({
      source: 'mystore',
      externalId: invoiceId,
      test,
      playerId,
      packId: String(field(p, 'itemCode', 'item_code', 'productCode') ?? ''),
      amount: Number(field(p, 'amount')),
      currency: String(field(p, 'currency') ?? ''),
    });
    const answer = { paymentId: settled.paymentId, granted: settled.granted };
    if (status === 'CONFIRMED') return { status, ...answer };
    const held = String(field(p, 'purchaseId') ?? purchaseId ?? '');
    const confirmed = await this.confirm(invoiceId, p.appId, held || null);
    return { status: confirmed ? 'CONFIRMED' : status, ...answer };
  }
}

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

/** Statuses that mean the goods are paid, or taken back (rustore.ru, work-with-rustore-api). */
const PAID = new Set(['CONFIRMED']);
const REVERSED = new Set(['REFUNDED', 'REVERSED']);

export interface RuStoreAnswer {
  readonly status: string;
  readonly paymentId: number | null;
  readonly granted: boolean;
}

/**
 * RuStore purchases, read back from RuStore's API: the server signs in with the console key
 * (`keyId + timestamp` signed SHA512withRSA, the timestamp within ±60 s), caches the token for
 * its lifetime, and reads `GET /public/v2/purchase/{invoiceId}`. CONFIRMED grants once by
 * invoice id; REFUNDED and REVERSED take the goods back; anything else grants nothing. The
 * purchase must carry our player id as its developer payload (set when the bridge starts the
 * payment), so nobody can claim another player's invoice. The body's field names beyond
 * `invoice_status` are UNKNOWN in the public docs (read: `amount` in kopecks, `currency`,
 * `item_code`, `developer_payload`). In sandbox mode every invoice is a test order.
 */
export class RuStorePayments {
  private token: { value: string; until: number } | null = null;

  constructor(
    private readonly settings: RuStoreSettings,
    private readonly sales: PlatformSales,
    private readonly clock: Clock,
    private readonly log: BusLog,
  ) {}

  private async json(url: string, init: RequestInit): Promise<Record<string, unknown>> {
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(8000) });
      const body = (await res.json()) as Record<string, unknown>;
      if (!res.ok || body.code !== 'OK') throw new Error(`RuStore answered ${res.status}`);
      return (body.body ?? {}) as Record<string, unknown>;
    } catch (e) {
      this.log.warn({ err: (e as Error).message }, 'RuStore API failed');
      throw new AppError('PLATFORM_UNAVAILABLE', 502);
    }
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

  async check(playerId: number, invoiceId: string): Promise<RuStoreAnswer> {
    if (!/^[\w-]{1,64}$/.test(invoiceId)) throw new AppError('PLATFORM_CREDENTIALS_MALFORMED');
    const token = await this.auth();
    const p = await this.json(
      `${this.settings.apiUrl}/public/v2/purchase/${encodeURIComponent(invoiceId)}`,
      { headers: { 'Public-Token': token } },
    );
    const status = String(p.invoice_status ?? '');
    const test = this.settings.sandbox;
    if (String(p.developer_payload ?? '') !== String(playerId))
      throw new AppError('PAYMENT_NOT_FOUND', 404);
    if (REVERSED.has(status)) {
      const row = await this.sales.refunded('mystore', invoiceId, test);
      return { status, paymentId: row ? Number(row.id) : null, granted: false };
    }
    if (!PAID.has(status)) return { status, paymentId: null, granted: false };
    const settled = await this.sales.paid({
      source: 'mystore',
      externalId: invoiceId,
      test,
      playerId,
      packId: String(p.item_code ?? ''),
      amount: Number(p.amount),
      currency: String(p.currency ?? ''),
    });
    return { status, paymentId: settled.paymentId, granted: settled.granted };
  }
}

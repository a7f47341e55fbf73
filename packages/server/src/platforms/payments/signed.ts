import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/errors.js';
import type { Db } from '../../db/database.js';
import type { BusLog } from '../../realtime/bus.js';
import { identityOwner } from '../accounts.js';
import { hmacSha256, jsonObject, sameHex } from '../crypto.js';
import { fresh } from '../verifiers/types.js';
import type { PlatformSales } from './sales.js';

export type SignedSource = 'foto' | 'beeline' | 'google' | 'exe';

/**
 * Payment confirmations of the platforms without a public server check (the photo network, the
 * carrier portal, the Google Play and desktop wrappers): our own design, off unless the
 * platform's secret is set and the operator names it in PLATFORM_CONFIRMED_PAYMENTS (the partner
 * must build this design first). The platform's server (or the wrapper's backend, after its store
 * confirmed the purchase) POSTs JSON `{ event: "paid" | "refunded", orderId, userId, packId,
 * amount, currency, test?, time }` with `X-Signature: hex(HMAC-SHA256(secret, raw body))`.
 * Amounts are minor units (the photo network's price × 100), checked against the catalogue.
 */
export class SignedPayments {
  constructor(
    private readonly source: SignedSource,
    private readonly secret: string,
    private readonly maxAgeSeconds: number,
    private readonly db: Db,
    private readonly sales: PlatformSales,
    private readonly clock: Clock,
    private readonly log: BusLog,
  ) {}

  async confirm(signature: string | undefined, rawBody: string): Promise<{ ok: true }> {
    if (!sameHex(hmacSha256(this.secret, rawBody).toString('hex'), signature)) {
      this.log.warn({ source: this.source }, 'payment confirmation with a bad signature');
      throw new AppError('WEBHOOK_REFUSED', 401);
    }
    const n = jsonObject(rawBody);
    const orderId =
      typeof n?.orderId === 'string' || typeof n?.orderId === 'number' ? String(n.orderId) : '';
    if (!n || !orderId) throw new AppError('WEBHOOK_REFUSED');
    if (!fresh(n.time, this.clock(), this.maxAgeSeconds))
      throw new AppError('PLATFORM_CREDENTIALS_STALE');
    const test = n.test === true;
    if (n.event === 'refunded') {
      await this.sales.refunded(this.source, orderId, test);
      return { ok: true };
    }
    if (n.event !== 'paid') throw new AppError('WEBHOOK_REFUSED');
    const playerId = await identityOwner(this.db.kysely, this.source, String(n.userId ?? ''));
    if (playerId === null) throw new AppError('PLATFORM_ACCOUNT_UNKNOWN', 404);
    await this.sales.paid({
      source: this.source,
      externalId: orderId,
      test,
      playerId,
      packId: String(n.packId ?? ''),
      amount: Number(n.amount),
      currency: String(n.currency ?? ''),
    });
    return { ok: true };
  }
}

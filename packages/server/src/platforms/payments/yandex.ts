import { AppError } from '../../core/errors.js';
import type { BusLog } from '../../realtime/bus.js';
import { verifyYandexSigned } from '../verifiers/yandex.js';
import type { PlatformSales } from './sales.js';

export interface YandexClaim {
  /** Purchase tokens the client may now consume (granted now or before). */
  readonly consume: string[];
  /** Purchases refused (unknown product, wrong price): kept unconsumed for support. */
  readonly refused: string[];
  /** Emerald packs granted by this call. */
  readonly granted: number;
}

/**
 * Yandex Games purchases: the client sends the signed purchase (or the signed `getPurchases`
 * list at every start); each purchase is granted once by its token, then the client consumes it.
 * No server webhook or refund notice is documented, so unconsumed purchases are the recovery
 * path. The signature does not name the player: a purchase is granted to whoever first presents
 * its signed data (only the buyer's own client has it).
 */
export class YandexPayments {
  constructor(
    private readonly secret: string,
    private readonly maxAgeSeconds: number,
    private readonly sales: PlatformSales,
    private readonly log: BusLog,
  ) {}

  async claim(playerId: number, signature: string, nowMs: number): Promise<YandexClaim> {
    const payload = verifyYandexSigned(signature, this.secret, nowMs, this.maxAgeSeconds);
    const list = Array.isArray(payload.data) ? payload.data : [payload.data];
    const out = { consume: [] as string[], refused: [] as string[], granted: 0 };
    for (const item of list as Record<string, unknown>[]) {
      const token = typeof item?.token === 'string' ? item.token : '';
      if (!token) continue;
      const product = item.product as Record<string, unknown> | undefined;
      const price = product?.price as Record<string, unknown> | undefined;
      try {
        const settled = await this.sales.paid({
          source: 'ya',
          externalId: token,
          test: false,
          playerId,
          packId: String(product?.id ?? ''),
          amount: Number(price?.value),
          currency: String(price?.code ?? ''),
        });
        out.consume.push(token);
        if (settled.granted) out.granted++;
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        this.log.warn({ token, code: e.code }, 'Yandex purchase refused');
        out.refused.push(token);
      }
    }
    return out;
  }
}

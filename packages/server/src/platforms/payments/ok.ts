import { AppError } from '../../core/errors.js';
import type { Db } from '../../db/database.js';
import type { BusLog } from '../../realtime/bus.js';
import { identityOwner } from '../accounts.js';
import { sameHex, sortedPairsMd5 } from '../crypto.js';
import type { PlatformSales } from './sales.js';

/** Codes OK reads from the Invocation-error header (callbacks.payment). */
const OK_ERROR = {
  unknown: 1,
  unavailable: 2,
  signature: 104,
  payment: 1001,
  system: 9999,
} as const;

export interface OkAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

const NS = 'http://api.forticom.com/1.0/';
const success = (): OkAnswer => ({
  status: 200,
  headers: { 'content-type': 'application/xml; charset=utf-8' },
  body: `<?xml version="1.0" encoding="UTF-8"?><callbacks_payment_response xmlns="${NS}">true</callbacks_payment_response>`,
});
const failure = (code: number, msg: string): OkAnswer => ({
  status: 200,
  headers: { 'content-type': 'application/xml; charset=utf-8', 'invocation-error': String(code) },
  body: `<?xml version="1.0" encoding="UTF-8"?><ns2:error_response xmlns:ns2="${NS}"><error_code>${code}</error_code><error_msg>${msg}</error_msg></ns2:error_response>`,
});

/**
 * OK's `callbacks.payment` (HTTP GET; apiok.ru). Signed `sig = md5(sorted "k=v" + secret key)`,
 * for our application key; the product code and amount must match our catalogue; the
 * transaction id is the idempotency key (OK retries up to 3 times). Errors go in the
 * Invocation-error header: 104 bad signature, 1001 invalid payment, 2 unavailable (retry).
 */
export class OkPayments {
  constructor(
    private readonly settings: { appKey: string; secret: string },
    private readonly db: Db,
    private readonly sales: PlatformSales,
    private readonly log: BusLog,
  ) {}

  async callback(rawQuery: string): Promise<OkAnswer> {
    const params = new URLSearchParams(rawQuery);
    if (!sameHex(sortedPairsMd5(params, this.settings.secret, ['sig']), params.get('sig'))) {
      this.log.warn({ source: 'ok' }, 'OK payment with a bad signature');
      return failure(OK_ERROR.signature, 'PARAM_SIGNATURE: invalid signature');
    }
    if (params.get('application_key') !== this.settings.appKey)
      return failure(OK_ERROR.payment, 'Wrong application');
    const transactionId = params.get('transaction_id') ?? '';
    if (!transactionId) return failure(OK_ERROR.payment, 'No transaction');
    try {
      const playerId = await identityOwner(this.db.kysely, 'ok', params.get('uid') ?? '');
      if (playerId === null) return failure(OK_ERROR.payment, 'Unknown user');
      await this.sales.paid({
        source: 'ok',
        externalId: transactionId,
        test: false,
        playerId,
        packId: params.get('product_code') ?? '',
        amount: Number(params.get('amount')),
        currency: 'OK',
      });
      return success();
    } catch (e) {
      if (e instanceof AppError) return failure(OK_ERROR.payment, `Invalid payment: ${e.code}`);
      this.log.warn({ err: e, source: 'ok' }, 'OK payment failed');
      return failure(OK_ERROR.unavailable, 'Service temporarily unavailable');
    }
  }
}

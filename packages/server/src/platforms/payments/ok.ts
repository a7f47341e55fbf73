import { AppError } from '../../core/errors.js';
import type { Db } from '../../db/database.js';
import type { BusLog } from '../../realtime/bus.js';
import { identityOwner } from '../accounts.js';
import { sameHex, sortedPairsMd5 } from '../crypto.js';
import type { PlatformSales } from './sales.js';

/**
 * The error table of the `callbacks.payment` documentation (apiok/documentation, the method's
 * page): name, code and the text its response example carries. "Invalid payment" is 1001 there;
 * OK's example app (apiok/html_app_example, payment.php) sends 3 for it instead. The method's own
 * documentation is the contract OK reads, so 1001 it is.
 */
export const OK_ERRORS = {
  UNKNOWN: [1, 'Unknown error'],
  SERVICE: [2, 'Service is temporary unavailable'],
  CALLBACK_INVALID_PAYMENT: [1001, 'Payment is invalid and can not be processed'],
  SYSTEM: [9999, 'Critical system error'],
  PARAM_SIGNATURE: [104, 'Invalid request signature'],
} as const;

type OkError = keyof typeof OK_ERRORS;

export interface OkAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

const NS = 'http://api.forticom.com/1.0/';
const XML = '<?xml version="1.0" encoding="UTF-8"?>';
// The documentation: only XML replies, Content-Type exactly "application/xml".
const TYPE = 'application/xml';

const success = (): OkAnswer => ({
  status: 200,
  headers: { 'content-type': TYPE },
  body: `${XML}<callbacks_payment_response xmlns="${NS}">true</callbacks_payment_response>`,
});

/** The documented error body, its code repeated in the Invocation-error header. */
const failure = (name: OkError): OkAnswer => {
  const [code, text] = OK_ERRORS[name];
  return {
    status: 200,
    headers: { 'content-type': TYPE, 'invocation-error': String(code) },
    body: `${XML}<ns2:error_response xmlns:ns2="${NS}"><error_code>${code}</error_code><error_msg>${name} : ${text}</error_msg></ns2:error_response>`,
  };
};

/**
 * OK's `callbacks.payment` (HTTP GET; apiok.ru, the method's page). Signed `sig = md5(sorted
 * "k=v" + secret key)`; the product code and amount must match our catalogue (the amount is in
 * OKs: `currency` is absent for OK payments, so any other currency is refused); the transaction
 * id is the idempotency key, and a repeat of a granted one answers success again (OK retries up
 * to 3 times, 5 s apart, and cancels the transaction when it never hears success). Refusals are
 * CALLBACK_INVALID_PAYMENT (not retried); a failure of ours is SERVICE (OK asks again).
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
      return failure('PARAM_SIGNATURE');
    }
    // The documented parameters do not list application_key; OK's signed calls carry it, and
    // when it is there it must be ours.
    const appKey = params.get('application_key');
    if (appKey !== null && appKey !== this.settings.appKey)
      return failure('CALLBACK_INVALID_PAYMENT');
    const transactionId = params.get('transaction_id') ?? '';
    const currency = params.get('currency');
    if (!transactionId || !params.get('product_code') || !params.get('amount'))
      return failure('CALLBACK_INVALID_PAYMENT');
    if (currency !== null && currency.toUpperCase() !== 'OK')
      return failure('CALLBACK_INVALID_PAYMENT');
    try {
      const playerId = await identityOwner(this.db.kysely, 'ok', params.get('uid') ?? '');
      if (playerId === null) return failure('CALLBACK_INVALID_PAYMENT');
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
      if (e instanceof AppError) {
        this.log.warn({ source: 'ok', transactionId, code: e.code }, 'OK payment refused');
        return failure('CALLBACK_INVALID_PAYMENT');
      }
      this.log.warn({ err: e, source: 'ok' }, 'OK payment failed');
      return failure('SERVICE');
    }
  }
}

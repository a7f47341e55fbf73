import { AppError } from '../../core/errors.js';
import type { Db } from '../../db/database.js';
import type { BusLog } from '../../realtime/bus.js';
import { identityOwner } from '../accounts.js';
import { sameHex, sortedPairsMd5 } from '../crypto.js';
import type { PlatformSales } from './sales.js';

export interface MailAnswer {
  readonly status: number;
  readonly body: { status: 'ok' } | { status: 'error'; errcode: number; errmsg: string };
}

/**
 * Mail portal billing (dev.games.mail.ru, free_to_play/billing): `GET ?uid&sum&tid&merchant_param
 * &sign`, `sign = md5(sorted "k=v" + secret)`. `merchant_param` names the pack, `sum` (game
 * currency, one per rouble) must be its catalogue price, `tid` is the idempotency key. The reply
 * format is UNKNOWN in the public docs (UNVERIFIED: off until the operator names `mail` in
 * PLATFORM_CONFIRMED_PAYMENTS after confirming it with the portal): ours is JSON `{ status: "ok" }`, or `{ status: "error",
 * errcode, errmsg }` with 400 for a refusal and 503 for a failure of ours (to be retried).
 */
export class MailPayments {
  constructor(
    private readonly settings: { appId: string; secret: string },
    private readonly db: Db,
    private readonly sales: PlatformSales,
    private readonly log: BusLog,
  ) {}

  async billing(rawQuery: string): Promise<MailAnswer> {
    const params = new URLSearchParams(rawQuery);
    const refuse = (errcode: number, errmsg: string): MailAnswer => ({
      status: 400,
      body: { status: 'error', errcode, errmsg },
    });
    if (!sameHex(sortedPairsMd5(params, this.settings.secret, ['sign']), params.get('sign'))) {
      this.log.warn({ source: 'mail' }, 'mail portal billing with a bad signature');
      return refuse(700, 'invalid sign');
    }
    const tid = params.get('tid') ?? '';
    if (!tid) return refuse(701, 'no tid');
    try {
      const playerId = await identityOwner(this.db.kysely, 'mail', params.get('uid') ?? '');
      if (playerId === null) return refuse(702, 'unknown user');
      await this.sales.paid({
        source: 'mail',
        externalId: tid,
        test: false,
        playerId,
        packId: params.get('merchant_param') ?? '',
        amount: Number(params.get('sum')),
        currency: 'RUB',
      });
      return { status: 200, body: { status: 'ok' } };
    } catch (e) {
      if (e instanceof AppError) return refuse(703, e.code);
      this.log.warn({ err: e, source: 'mail' }, 'mail portal billing failed');
      return { status: 503, body: { status: 'error', errcode: 500, errmsg: 'try again' } };
    }
  }
}

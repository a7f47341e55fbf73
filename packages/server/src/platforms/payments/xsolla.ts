import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.js';
import type { BusLog } from '../../realtime/bus.js';
import { AppError } from '../../core/errors.js';
import { identityOwner } from '../accounts.js';
import { sameHex } from '../crypto.js';
import type { PlatformSales } from './sales.js';

type Obj = Record<string, unknown> | undefined;

/**
 * CrazyGames purchases go through Xsolla (invite-only); its webhook signature is UNKNOWN in our
 * reference, so this follows Xsolla's published scheme and stays off unless XSOLLA_WEBHOOK_SECRET
 * is set: `Authorization: Signature <sha1(raw body + secret)>`. `user_validation` answers whether
 * the CrazyGames user plays here; `payment` grants once by `transaction.id` (a `dry_run` is a test
 * order) with the pack as the first virtual item's sku; `refund` takes it back. Replies: 204, or
 * 400 with Xsolla's error object.
 */
export class XsollaPayments {
  constructor(
    private readonly secret: string,
    private readonly db: Db,
    private readonly sales: PlatformSales,
    private readonly log: BusLog,
  ) {}

  async webhook(authorization: string | undefined, rawBody: string): Promise<void> {
    const sig = /^Signature\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    const want = createHash('sha1')
      .update(rawBody + this.secret)
      .digest('hex');
    if (!sameHex(want, sig)) {
      this.log.warn({ source: 'crazygames' }, 'Xsolla notification with a bad signature');
      throw new AppError('WEBHOOK_REFUSED', 400);
    }
    let n: Record<string, unknown>;
    try {
      n = JSON.parse(rawBody) as Record<string, unknown>;
    } catch {
      throw new AppError('WEBHOOK_REFUSED');
    }
    const user = n.user as Obj;
    const tx = n.transaction as Obj;
    const type = String(n.notification_type ?? '');
    const playerId = await identityOwner(this.db.kysely, 'crazygames', String(user?.id ?? ''));
    if (type === 'user_validation') {
      if (playerId === null) throw new AppError('PLATFORM_ACCOUNT_UNKNOWN', 400);
      return;
    }
    const externalId = String(tx?.id ?? '');
    if (!externalId) throw new AppError('WEBHOOK_REFUSED');
    const test = tx?.dry_run === 1 || tx?.dry_run === true;
    if (type === 'refund') {
      await this.sales.refunded('crazygames', externalId, test);
      return;
    }
    if (type !== 'payment') return;
    if (playerId === null) throw new AppError('PLATFORM_ACCOUNT_UNKNOWN', 400);
    const purchase = n.purchase as Obj;
    const total = (purchase?.total ?? purchase?.checkout) as Obj;
    const items = ((purchase?.virtual_items as Obj)?.items ?? []) as Obj[];
    await this.sales.paid({
      source: 'crazygames',
      externalId,
      test,
      playerId,
      packId: String(items[0]?.sku ?? ''),
      // Xsolla gives amounts in major units (9.99): ours are cents.
      amount: Math.round(Number(total?.amount) * 100),
      currency: String(total?.currency ?? ''),
    });
  }
}

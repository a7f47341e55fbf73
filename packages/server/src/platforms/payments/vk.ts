import { findPack, pickText } from '@heroroad/rules';
import { AppError } from '../../core/errors.js';
import type { BusLog } from '../../realtime/bus.js';
import type { Db } from '../../db/database.js';
import { identityOwner } from '../accounts.js';
import { sameHex, sortedPairsMd5 } from '../crypto.js';
import type { PlatformSales } from './sales.js';

/**
 * VK's callback error codes (dev.vk.com, payments notifications; the reply shape
 * `{"error":{"error_code","error_msg","critical"}}` as VK's PHP sample answers): 1 common,
 * 2 temporary (with `critical: false` VK asks again), 10 signature mismatch, 11 a request that
 * does not match the specification (a wrong price or status: prices are in votes), 20 no such
 * item, 22 no such user. VK leaves 100-999 to the application; we use none.
 */
const VK_ERROR = {
  common: 1,
  temporary: 2,
  signature: 10,
  request: 11,
  item: 20,
  user: 22,
} as const;

const error = (code: number, msg: string, critical: boolean) =>
  JSON.stringify({ error: { error_code: code, error_msg: msg, critical } });

/**
 * VK payment notifications (POST form). Signed `sig = md5(sorted "k=v" + app secret)`. `get_item`
 * answers the title and price from our catalogue (the item comes from the client and may be
 * forged); `order_status_change` with `chargeable` grants and answers the order ids; `refunded`
 * takes the goods back. `_test` types are test orders. Every answer is a function of the order
 * and our payment id, so a repeated notification gets a byte-identical reply. A failure of ours
 * answers `critical: false`, so VK retries.
 */
export class VkPayments {
  constructor(
    private readonly settings: { appId: string; secret: string },
    private readonly db: Db,
    private readonly sales: PlatformSales,
    private readonly log: BusLog,
  ) {}

  async callback(rawBody: string): Promise<string> {
    const params = new URLSearchParams(rawBody);
    if (!sameHex(sortedPairsMd5(params, this.settings.secret, ['sig']), params.get('sig'))) {
      this.log.warn({ source: 'vk' }, 'VK notification with a bad signature');
      return error(VK_ERROR.signature, 'Signature mismatch', true);
    }
    if (params.get('app_id') !== this.settings.appId)
      return error(VK_ERROR.request, 'Wrong application', true);
    const type = params.get('notification_type') ?? '';
    const test = type.endsWith('_test');
    try {
      if (type.startsWith('get_item')) return this.item(params);
      if (type.startsWith('order_status_change')) return await this.order(params, test);
    } catch (e) {
      if (e instanceof AppError) {
        if (e.code === 'PACK_UNKNOWN') return error(VK_ERROR.item, 'Item not found', true);
        return error(VK_ERROR.request, e.code, true);
      }
      this.log.warn({ err: e, source: 'vk' }, 'VK notification failed');
      return error(VK_ERROR.temporary, 'Temporary error', false);
    }
    return error(VK_ERROR.request, 'Unknown notification type', true);
  }

  private item(params: URLSearchParams): string {
    const item = params.get('item') ?? '';
    const pack = findPack(item);
    if (!pack) return error(VK_ERROR.item, 'Item not found', true);
    const price = this.sales.price('vk', pack.id);
    const lang = (params.get('lang') ?? '').startsWith('ru') ? 'RU' : 'EN';
    return JSON.stringify({
      response: { item_id: pack.id, title: pickText(pack.name, lang), price: price.amount },
    });
  }

  private async order(params: URLSearchParams, test: boolean): Promise<string> {
    const orderId = params.get('order_id') ?? '';
    if (!/^\d+$/.test(orderId)) return error(VK_ERROR.request, 'Bad order id', true);
    const status = params.get('status');
    const answer = (paymentId: number) =>
      JSON.stringify({ response: { order_id: Number(orderId), app_order_id: paymentId } });
    if (status === 'refunded') {
      const row = await this.sales.refunded('vk', orderId, test);
      if (!row) return error(VK_ERROR.request, 'Unknown order', true);
      return answer(Number(row.id));
    }
    if (status !== 'chargeable') return error(VK_ERROR.request, 'Unknown status', true);
    const userId = params.get('receiver_id') || params.get('user_id') || '';
    const playerId = await identityOwner(this.db.kysely, 'vk', userId);
    if (playerId === null) return error(VK_ERROR.user, 'User not found', true);
    const settled = await this.sales.paid({
      source: 'vk',
      externalId: orderId,
      test,
      playerId,
      packId: params.get('item') ?? params.get('item_id') ?? '',
      amount: Number(params.get('item_price')),
      currency: 'VOTE',
    });
    return answer(settled.paymentId);
  }
}

import { findPack, pickText } from '@heroroad/rules';
import { AppError } from '../../core/errors.js';
import type { Db } from '../../db/database.js';
import type { BusLog } from '../../realtime/bus.js';
import { identityOwner } from '../accounts.js';
import { verifyKongSigned } from '../verifiers/kongregate.js';
import type { PlatformSales } from './sales.js';

/** A reply to Kongregate's API callback: JSON, 200 unless the request is refused outright. */
export interface KongAnswer {
  readonly status: number;
  readonly body: object;
}

interface KongItem {
  readonly id: number | string;
  readonly identifier: string;
  readonly remaining_uses?: number;
}

/**
 * Kongregate Kreds (microtransaction web service): the client buys an item whose identifier is a
 * pack id; the server lists the player's item instances (`user_items.json`), grants each pack
 * instance once by its instance id, then consumes it (`use_item.json`). Granting before consuming
 * means a failed consume is retried at the next claim and grants nothing more.
 *
 * Dynamic item orders (docs.kongregate.com, "Dynamic Purchasing"; the client's
 * `mtx.purchaseItemsRemote(<pack id>)`) arrive at the API callback URL as a POST form field
 * `signed_request` (see `verifyKongSigned`). `item_order_request` {buyer_id, recipient_id,
 * order_id, order_info} records the order for the recipient under `order_id`, priced from the
 * catalogue, and answers `{"items":[{name, description, price (Kreds), image_url}]}`;
 * `item_order_placed` (the buyer confirmed and paid) grants that order once and answers
 * `{"state":"completed"}`, or `{"state":"canceled"}` when it cannot be granted so Kongregate
 * gives the Kreds back. Kongregate documents no refund callback and no test flag.
 */
export class KongregatePayments {
  constructor(
    private readonly api: { apiKey: string; apiUrl: string },
    /** The picture Kongregate's cart shows beside a pack. */
    private readonly imageUrl: string,
    private readonly db: Db,
    private readonly sales: PlatformSales,
    private readonly log: BusLog,
  ) {}

  private async call(path: string, params: Record<string, string>, post = false) {
    const url = new URL(`${this.api.apiUrl}/${path}`);
    const form = new URLSearchParams({ ...params, api_key: this.api.apiKey });
    if (!post) url.search = form.toString();
    try {
      const res = await fetch(url, {
        method: post ? 'POST' : 'GET',
        ...(post
          ? { body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } }
          : {}),
        signal: AbortSignal.timeout(8000),
      });
      return (await res.json()) as Record<string, unknown>;
    } catch (e) {
      this.log.warn({ path, err: (e as Error).message }, 'Kongregate API unreachable');
      throw new AppError('PLATFORM_UNAVAILABLE', 502);
    }
  }

  async claim(playerId: number, gameAuthToken: string): Promise<{ granted: number }> {
    const identity = await this.db.kysely
      .selectFrom('platform_identity')
      .select('platform_user_id')
      .where('source', '=', 'kong')
      .where('player_id', '=', playerId)
      .executeTakeFirst();
    if (!identity) throw new AppError('PLATFORM_ACCOUNT_UNKNOWN', 404);
    const userId = identity.platform_user_id;
    const list = await this.call('user_items.json', { user_id: userId });
    if (list.success !== true) throw new AppError('PLATFORM_UNAVAILABLE', 502);
    let granted = 0;
    for (const item of (list.items ?? []) as KongItem[]) {
      const pack = findPack(item.identifier);
      if (!pack || (item.remaining_uses ?? 1) <= 0) continue;
      const price = this.sales.price('kong', pack.id);
      const settled = await this.sales.paid({
        source: 'kong',
        externalId: String(item.id),
        test: false,
        playerId,
        packId: pack.id,
        amount: price.amount,
        currency: price.currency,
      });
      if (settled.granted) granted++;
      const used = await this.call(
        'use_item.json',
        { user_id: userId, game_auth_token: gameAuthToken, id: String(item.id) },
        true,
      );
      if (used.success !== true)
        this.log.warn({ instance: item.id }, 'Kongregate item granted but not consumed yet');
    }
    return { granted };
  }

  async callback(rawBody: string): Promise<KongAnswer> {
    const form = new URLSearchParams(rawBody);
    const data = verifyKongSigned(form.get('signed_request') ?? '', this.api.apiKey);
    if (!data) {
      this.log.warn({ source: 'kong' }, 'Kongregate callback with a bad signature');
      return { status: 403, body: { error: 'invalid signed_request' } };
    }
    const event = String(data.event ?? '');
    if (event !== 'item_order_request' && event !== 'item_order_placed')
      return { status: 200, body: {} };
    const orderId = String(data.order_id ?? '');
    const pack = findPack(String(data.order_info ?? ''));
    const playerId = await identityOwner(this.db.kysely, 'kong', String(data.recipient_id ?? ''));
    if (event === 'item_order_request') {
      if (!/^\d+$/.test(orderId) || !pack || playerId === null) {
        this.log.warn({ source: 'kong', orderId }, 'Kongregate order request refused');
        return { status: 400, body: { error: 'unknown item or player' } };
      }
      const order = await this.sales.pending('kong', playerId, pack.id, orderId);
      const name = pickText(pack.name, 'EN');
      return {
        status: 200,
        body: {
          items: [
            {
              name,
              description: `${name}: ${pack.gems + pack.bonus} emeralds`,
              price: order.amount,
              image_url: this.imageUrl,
            },
          ],
        },
      };
    }
    if (!/^\d+$/.test(orderId) || !pack || playerId === null)
      return { status: 200, body: { state: 'canceled' } };
    try {
      const price = this.sales.price('kong', pack.id);
      await this.sales.paid({
        source: 'kong',
        externalId: orderId,
        test: false,
        playerId,
        packId: pack.id,
        amount: price.amount,
        currency: price.currency,
      });
      return { status: 200, body: { state: 'completed' } };
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      this.log.warn({ source: 'kong', orderId, code: e.code }, 'Kongregate order canceled');
      return { status: 200, body: { state: 'canceled' } };
    }
  }
}

import { findPack } from '@heroroad/rules';
import { AppError } from '../../core/errors.js';
import type { Db } from '../../db/database.js';
import type { BusLog } from '../../realtime/bus.js';
import type { PlatformSales } from './sales.js';

interface KongItem {
  readonly id: number | string;
  readonly identifier: string;
  readonly remaining_uses?: number;
}

/**
 * Kongregate Kreds (microtransaction web service): the client buys an item whose identifier is a
 * pack id; the server lists the player's item instances (`user_items.json`), grants each pack
 * instance once by its instance id, then consumes it (`use_item.json`). Granting before consuming
 * means a failed consume is retried at the next claim and grants nothing more. The dynamic-order
 * signature is UNKNOWN in the public docs, so only the catalogue's fixed items are sold.
 */
export class KongregatePayments {
  constructor(
    private readonly api: { apiKey: string; apiUrl: string },
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
}

import { AppError } from '../../core/errors.js';
import type { GamePushSettings } from '../../core/platforms-config.js';
import type { Db } from '../../db/database.js';
import type { BusLog } from '../../realtime/bus.js';
import { identityOwner } from '../accounts.js';
import { verifyGamePushSigned } from '../verifiers/gamepush.js';
import type { PlatformSales } from './sales.js';

type Obj = Record<string, unknown> | undefined;

/**
 * GamePush webhooks (docs.gamepush.com/docs/api/webhooks): body `base64(JSON).signature`, sent on
 * success only, `{ event, player { id, projectId, test }, result, time }`. The hash, the
 * idempotency field and the refund event are UNKNOWN in the public docs; our design, off until the
 * operator names the source in PLATFORM_CONFIRMED_PAYMENTS after confirming it with GamePush: the signature rule of `verifyGamePushSigned`, events `purchase`
 * and `refund`, `result { id, tag, price, currency }` with `result.id` the idempotency key and
 * `tag` the pack. The Dev/test flag never grants live goods.
 */
export class GamePushPayments {
  constructor(
    private readonly source: 'gp' | 'gp_partner' | 'gp_playdeck',
    private readonly settings: GamePushSettings,
    private readonly maxAgeSeconds: number,
    private readonly db: Db,
    private readonly sales: PlatformSales,
    private readonly log: BusLog,
  ) {}

  async webhook(rawBody: string, nowMs: number): Promise<{ ok: true }> {
    const payload = verifyGamePushSigned(rawBody, this.settings, nowMs, this.maxAgeSeconds);
    const player = payload.player as Obj;
    const result = payload.result as Obj;
    const event = String(payload.event ?? '').toLowerCase();
    const externalId = String(result?.id ?? '');
    if (!externalId) throw new AppError('WEBHOOK_REFUSED');
    const test = player?.test === true || payload.test === true || payload.isDev === true;
    if (event === 'refund') {
      await this.sales.refunded(this.source, externalId, test);
      return { ok: true };
    }
    if (event !== 'purchase') {
      this.log.info({ source: this.source, event }, 'GamePush event ignored');
      return { ok: true };
    }
    const playerId = await identityOwner(this.db.kysely, this.source, String(player?.id ?? ''));
    if (playerId === null) throw new AppError('PLATFORM_ACCOUNT_UNKNOWN', 404);
    await this.sales.paid({
      source: this.source,
      externalId,
      test,
      playerId,
      packId: String(result?.tag ?? ''),
      amount: Number(result?.price),
      currency: String(result?.currency ?? ''),
    });
    return { ok: true };
  }
}

import { buyAtStall } from '@heroroad/rules';
import type { PlayerDto } from '@heroroad/protocol';
import { AppError, unwrap } from '../core/errors.js';
import { ledgerKey } from '../economy/keys.js';
import type { PlayerService } from '../player/service.js';
import { pressKey } from '../player/press-key.js';

/**
 * The festival stall: festival coins (EVENT_CURRENCY) leave the wallet under the press's key and
 * the goods arrive under a key made from it, in the same change, so a repeated press moves
 * nothing more and a shortage moves nothing at all.
 */
export class StallService {
  constructor(private readonly players: PlayerService) {}

  buy(playerId: number, goodId: string, requestId?: string): Promise<PlayerDto> {
    return this.players.change(
      playerId,
      async (p) => {
        // A press already carried out is answered as things stand, whatever the coins now.
        const key = await pressKey(p, 'stall', requestId);
        if (key === null) return;
        const r = buyAtStall(goodId, (await p.wallet.balances()).EVENT_CURRENCY);
        if (!r.ok && r.code === 'NOT_FOUND') throw new AppError('NOT_FOUND', 404);
        const { price, goods } = unwrap(r);
        const reason = `stall:${goodId}`;
        const spent = await p.wallet.spend(price, { reason, key });
        await p.wallet.grant(goods, {
          reason,
          key: ledgerKey('stall-grant', ...spent.key.split(':')),
        });
      },
      { duringBattle: true },
    );
  }
}

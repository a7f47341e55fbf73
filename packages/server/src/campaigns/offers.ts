import type { OfferWindowDto } from '@heroroad/protocol';
import {
  CAMPAIGN_DEFS,
  OFFER_WINDOW_LEVEL,
  offerSeenKey,
  pickText,
  type Campaign,
  type Lang,
  type SaleWindow,
} from '@heroroad/rules';
import type { Clock } from '../core/clock.js';
import type { Db } from '../db/database.js';
import type { PlayerService } from '../player/service.js';

/**
 * The windows the game opens by itself: the running sale, once per sale, and the first campaign
 * still open that the player has not seen (`optionalUnseenCampaign`). A window closed, or its
 * button pressed, is remembered as seen. The sale is the one the bank pays (`sale`: the weekly
 * window after the operator's switch), so the chip never offers a sale switched off.
 */
export class OfferWindows {
  constructor(
    private readonly db: Db,
    private readonly players: PlayerService,
    private readonly clock: Clock,
    private readonly open: (playerId: number) => Promise<Campaign[]>,
    /** The sale as the bank prices it (the operator's live switch over the weekly window). */
    private readonly sale: (now: number) => SaleWindow,
  ) {}

  private async seen(playerId: number): Promise<Set<string>> {
    const rows = await this.db.kysely
      .selectFrom('offer_seen')
      .select('offer')
      .where('player_id', '=', playerId)
      .execute();
    return new Set(rows.map((r) => r.offer));
  }

  /** The first open campaign not seen yet, given the open ones. */
  async unseenCampaign(playerId: number, open: readonly Campaign[]): Promise<Campaign | null> {
    const seen = await this.seen(playerId);
    return open.find((c) => !seen.has(offerSeenKey(c, 0))) ?? null;
  }

  async window(playerId: number, lang: Lang): Promise<OfferWindowDto> {
    const row = await this.players.row(playerId);
    if (row.level < OFFER_WINDOW_LEVEL) return { sale: null, campaign: null };
    const sale = this.sale(this.clock());
    const seen = await this.seen(playerId);
    const campaign = (await this.open(playerId)).find((c) => !seen.has(offerSeenKey(c, 0)));
    const def = campaign && CAMPAIGN_DEFS[campaign];
    return {
      sale:
        sale.active && !seen.has(offerSeenKey('SALE', sale.startsAt))
          ? { percent: sale.percent, endsAt: sale.endsAt }
          : null,
      campaign:
        campaign && def
          ? {
              campaign,
              name: pickText(def.name, lang),
              gems: def.amounts.MITHRIL ?? 0,
              tickets: def.amounts.TICKETS ?? 0,
              chest: def.chest,
            }
          : null,
    };
  }

  /**
   * Remembers a window as seen (again: nothing more). A sale is the one running now; a sale
   * window closed after its sale ended marks nothing, or it would hide the next week's sale.
   */
  async markSeen(playerId: number, offer: Campaign | 'SALE', lang: Lang): Promise<OfferWindowDto> {
    const now = this.clock();
    const sale = this.sale(now);
    if (offer !== 'SALE' || sale.active) {
      await this.db.kysely
        .insertInto('offer_seen')
        .values({ player_id: playerId, offer: offerSeenKey(offer, sale.startsAt), created_at: now })
        .onConflict((oc) => oc.columns(['player_id', 'offer']).doNothing())
        .execute();
    }
    return this.window(playerId, lang);
  }
}

import {
  REALM,
  REALM_BUDGET,
  discountedPrice,
  isWorldContext,
  moscowDay,
  nextMoscowDay,
  portalDiscount,
  portalPrice,
  realmContext,
  stairOfCoordinate,
  worldCaviar,
  type Place,
} from '@heroroad/rules';
import type { PlayerDto, PortalInfoDto, PortalOfferDto } from '@heroroad/protocol';
import { AppError } from '../core/errors.js';
import { ledgerKey } from '../economy/keys.js';
import type { PlayerService } from '../player/service.js';
import type { PlayerRow } from '../player/repository.js';
import type { PlayerUnit } from '../player/unit.js';
import { RoadService } from '../road/service.js';
import * as worldRepo from './repository.js';
import type { WorldStateRow } from './repository.js';
import { returnCoordinate } from './walks.js';

function portalOf(row: PlayerRow, placeId: number): Place & { gift: { kind: 'PORTAL' } } {
  const place = RoadService.placeOf(row, placeId);
  if (place.gift.kind !== 'PORTAL') throw new AppError('PLACE_WRONG_TYPE');
  return place as Place & { gift: { kind: 'PORTAL'; targetCoordinate: number } };
}

/**
 * Portals (SPEC §7 Portals; GAME_DESIGN.md "Portals"): a PORTAL place leads down the road for
 * free (the teleport calls) or, for gold, into its realm: a short road of rich guarded places
 * paying caviar. A discount drawn per day may be chosen and then spent on one portal that day.
 */
export class PortalService {
  constructor(private readonly players: PlayerService) {}

  private async world(p: PlayerUnit): Promise<WorldStateRow> {
    return worldRepo.ensure(p.trx, p.id, moscowDay(p.now));
  }

  private offerOf(p: PlayerUnit, row: WorldStateRow): PortalOfferDto {
    return {
      percent: portalDiscount(p.id, row.offer_day),
      chosen: row.offer_chosen === 1,
      used: row.offer_used === 1,
      endsAt: nextMoscowDay(p.now),
    };
  }

  offer(playerId: number): Promise<PortalOfferDto> {
    return this.players.changeOnly(playerId, async (p) => this.offerOf(p, await this.world(p)), {
      duringBattle: true,
    });
  }

  choose(playerId: number): Promise<PortalOfferDto> {
    return this.players.changeOnly(
      playerId,
      async (p) => {
        const row = await this.world(p);
        const chosen =
          row.offer_chosen === 1 ? row : await worldRepo.update(p.trx, p.id, { offer_chosen: 1 });
        return this.offerOf(p, chosen);
      },
      { duringBattle: true },
    );
  }

  info(playerId: number, placeId: number): Promise<PortalInfoDto> {
    return this.players.changeOnly(
      playerId,
      async (p) => {
        const place = portalOf(p.row, placeId);
        const offer = this.offerOf(p, await this.world(p));
        const price = portalPrice(place.stair);
        return {
          placeId,
          stair: place.stair,
          teleportStair: stairOfCoordinate(
            Math.min(place.gift.targetCoordinate, p.row.max_coordinate),
          ),
          price,
          discountedPrice:
            offer.chosen && !offer.used ? discountedPrice(price, offer.percent) : null,
          offer,
          realmSteps: REALM.steps,
          caviar: worldCaviar(place.stair, 2),
        };
      },
      { duringBattle: true },
    );
  }

  use(playerId: number, placeId: number, discount: boolean): Promise<PlayerDto> {
    return this.players.change(playerId, async (p) => {
      if (isWorldContext(p.row.context_id)) throw new AppError('ALREADY_IN_WORLD', 409);
      const place = portalOf(p.row, placeId);
      if (place.coordinate > p.row.max_coordinate || place.coordinate < p.row.min_coordinate)
        throw new AppError('PLACE_OUT_OF_REACH');
      const row = await this.world(p);
      if (discount && row.offer_chosen !== 1) throw new AppError('PORTAL_DISCOUNT_NOT_CHOSEN');
      if (discount && row.offer_used === 1) throw new AppError('PORTAL_DISCOUNT_USED', 409);
      const full = portalPrice(place.stair);
      const price = discount ? discountedPrice(full, portalDiscount(p.id, row.offer_day)) : full;
      // The player's n-th portal: one visit is paid once, however often the request is repeated.
      await p.wallet.spend(
        { GOLD: price },
        { reason: 'portal', key: ledgerKey('portal', p.id, row.portal_visits) },
      );
      await p.patch({
        context_id: realmContext(place.stair, row.portal_visits),
        road_return_coordinate: returnCoordinate(p),
        coordinate: place.coordinate,
        stair: place.stair,
      });
      await worldRepo.update(p.trx, p.id, {
        portal_visits: row.portal_visits + 1,
        steps_units: REALM_BUDGET,
        ...(discount ? { offer_used: 1 } : {}),
      });
    });
  }
}

import { afterVictory, canFightAt, placeById, standsAt, type Place } from '@heroroad/rules';
import { AppError, unwrap } from '../core/errors.js';
import type { PlayerUnit } from '../player/unit.js';
import * as placeRepo from './place-repository.js';
import { RoadService } from './service.js';
import { effectiveState } from './view.js';

/** What battles need of the road, inside the player's change: where to fight, and its mark. */
export class RoadBattles {
  /** A guarded place of the player's road the squad may attack now (SPEC §7 place/attack). */
  async placeToFight(p: PlayerUnit, placeId: number): Promise<Place> {
    const place = RoadService.placeOf(p.row, placeId);
    unwrap(canFightAt(p.progress.get(), place));
    if (!standsAt(p.row.context_id, p.row.coordinate, place.coordinate))
      throw new AppError('PLACE_TOO_FAR');
    const state = effectiveState(place, await placeRepo.get(p.trx, p.id, placeId), p.now);
    if (state.used) throw new AppError('PLACE_USED', 409);
    if (state.guardBeaten) throw new AppError('PLACE_NOT_FIGHT');
    return place;
  }

  /**
   * A road battle's mark on its place (SPEC §4): guards gone after a win, "battle lost" after a
   * loss; a win on the road the player is on moves the road's progress on.
   */
  async afterBattle(p: PlayerUnit, placeId: number, contextId: number, won: boolean) {
    const place = placeById(p.row.road_seed, placeId, contextId);
    if (!place) return;
    const state = effectiveState(place, await placeRepo.get(p.trx, p.id, place.id), p.now);
    await placeRepo.put(
      p.trx,
      p.id,
      { ...state, guardBeaten: won || state.guardBeaten, battleLost: !won },
      p.now,
    );
    if (won && contextId === p.row.context_id) {
      await p.progress.set(afterVictory(p.progress.get(), place));
    }
  }
}

import { moveTo, useRoadMarker } from '@heroroad/rules';
import type { PlayerDto } from '@heroroad/protocol';
import { AppError, unwrap } from '../core/errors.js';
import { progressOf, progressPatch } from '../hero/progress.js';
import type { HeroService } from '../hero/service.js';
import { PlaceStateRepository } from './place-repository.js';
import { RoadService } from './service.js';
import { effectiveState } from './view.js';

/** Story scenes and road markers (the Waystone and the Rune of Return). */
export class StoryService {
  constructor(private readonly heroes: HeroService) {}

  /** A story scene sets its marker once it has been watched. */
  scenarioMarker(playerId: number, placeId: number, marker: string): Promise<PlayerDto> {
    return this.heroes.change(
      playerId,
      async (tx) => {
        const place = RoadService.placeOf(tx.row, placeId);
        if (place.gift.kind !== 'SCRIPT') throw new AppError('PLACE_WRONG_TYPE');
        if (place.gift.marker !== marker) throw new AppError('VALUE_INVALID');
        if (place.coordinate > tx.row.max_coordinate) throw new AppError('PLACE_OUT_OF_REACH');
        const places = new PlaceStateRepository(tx.trx);
        const state = effectiveState(place, await places.get(playerId, place.id), tx.now);
        await places.put(playerId, { ...state, used: true, takenAt: tx.now }, tx.now);
        await tx.trx
          .insertInto('player_marker')
          .values({ player_id: playerId, marker, created_at: tx.now })
          .onConflict((oc) => oc.columns(['player_id', 'marker']).doNothing())
          .execute();
      },
      { duringBattle: true },
    );
  }

  /** Uses a road marker from the backpack: mark the spot, or travel back. */
  useRoadConsumable(playerId: number, consumableId: string): Promise<PlayerDto> {
    return this.heroes.change(playerId, async (tx) => {
      const use = unwrap(
        useRoadMarker(consumableId, progressOf(tx.row), tx.row.waystone_coordinate),
      );
      if (!(await tx.backpack.takeConsumable(playerId, consumableId, 1)))
        throw new AppError('CONSUMABLE_MISSING');
      if (use.kind === 'MARK') {
        await tx.patch({ waystone_coordinate: use.coordinate });
        return;
      }
      await tx.patch({
        ...progressPatch(moveTo(progressOf(tx.row), use.coordinate)),
        ...(consumableId === 'marker_waystone' ? { waystone_coordinate: null } : {}),
      });
    });
  }
}

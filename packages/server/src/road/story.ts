import { isWorldContext, moveTo, useRoadMarker } from '@heroroad/rules';
import type { PlayerDto } from '@heroroad/protocol';
import { AppError, unwrap } from '../core/errors.js';
import { progressPatch } from '../player/progress.js';
import type { PlayerService } from '../player/service.js';
import * as placeRepo from './place-repository.js';
import { RoadService } from './service.js';
import { effectiveState } from './view.js';

/** Story scenes and road markers (the Waystone and the Rune of Return). */
export class StoryService {
  constructor(private readonly players: PlayerService) {}

  /** A story scene sets its marker once it has been watched. */
  scenarioMarker(playerId: number, placeId: number, marker: string): Promise<PlayerDto> {
    return this.players.change(
      playerId,
      async (p) => {
        const place = RoadService.placeOf(p.row, placeId);
        if (place.gift.kind !== 'SCRIPT') throw new AppError('PLACE_WRONG_TYPE');
        if (place.gift.chapter !== undefined) throw new AppError('STORY_PLACE');
        if (place.gift.marker !== marker) throw new AppError('VALUE_INVALID');
        if (place.coordinate > p.row.max_coordinate) throw new AppError('PLACE_OUT_OF_REACH');
        const state = effectiveState(place, await placeRepo.get(p.trx, playerId, place.id), p.now);
        await placeRepo.put(p.trx, playerId, { ...state, used: true, takenAt: p.now }, p.now);
        await p.markers.ensure(marker);
      },
      { duringBattle: true },
    );
  }

  /** Uses a road marker from the backpack: mark the spot, or travel back. */
  useRoadConsumable(playerId: number, consumableId: string): Promise<PlayerDto> {
    return this.players.change(playerId, async (p) => {
      // A world's steps are walked, never skipped by a marker.
      if (isWorldContext(p.row.context_id)) throw new AppError('ALREADY_IN_WORLD');
      const use = unwrap(useRoadMarker(consumableId, p.progress.get(), p.row.waystone_coordinate));
      if (!(await p.bag.takeConsumable(consumableId, 1))) throw new AppError('CONSUMABLE_MISSING');
      if (use.kind === 'MARK') {
        await p.patch({ waystone_coordinate: use.coordinate });
        return;
      }
      await p.patch({
        ...progressPatch(moveTo(p.progress.get(), use.coordinate)),
        ...(consumableId === 'marker_waystone' ? { waystone_coordinate: null } : {}),
      });
    });
  }
}

import { isWorldContext, worldOfContext, worldWalk } from '@heroroad/rules';
import type { PlayerUnit } from '../player/unit.js';
import type { RoadWorlds } from '../road/service.js';
import * as worldRepo from './repository.js';

/**
 * The steps of the snow world and the portals' realms, as the road asks for them: each walk
 * there spends road units from the visit's budget and stops where the budget ends; the way back
 * ends the visit (a snow visit's end starts the wait for the next one).
 */
export class WorldWalks implements RoadWorlds {
  async walk(p: PlayerUnit, target: number): Promise<number> {
    const row = await worldRepo.find(p.trx, p.id);
    const step = worldWalk(p.row.coordinate, target, row?.steps_units ?? 0);
    if (row && step.left !== row.steps_units)
      await worldRepo.update(p.trx, p.id, { steps_units: step.left });
    return step.coordinate;
  }

  async leave(p: PlayerUnit): Promise<void> {
    if (!isWorldContext(p.row.context_id)) return;
    const snow = worldOfContext(p.row.context_id).kind === 'SNOW';
    await worldRepo.update(p.trx, p.id, {
      steps_units: 0,
      ...(snow ? { snow_left_at: p.now } : {}),
    });
  }
}

/** The return coordinate a player entering a world keeps: the main road's, never a side road's. */
export function returnCoordinate(p: PlayerUnit): number | null {
  return p.row.context_id === 0 ? p.row.coordinate : p.row.road_return_coordinate;
}

import { startBattle, type StartBattleInput } from '../battle/setup.js';
import type { BattleStep } from '../battle/types.js';
import type { Creature } from '../creature/model.js';
import { fail, type Result } from '../text/result.js';
import type { Place } from './places.js';
import { guardCreatures } from './squads.js';

/** Starts the MOB battle of a guarded place (SPEC §7 battle/place/attack). */
export function startPlaceBattle(
  input: {
    readonly place: Place;
    readonly squad: readonly Creature[];
    readonly battleId?: number;
    readonly consumables?: StartBattleInput['consumables'];
    readonly wards?: StartBattleInput['wards'];
  },
  seed: number | string,
): Result<BattleStep> {
  const { place } = input;
  if (place.guard === null) return fail('PLACE_NOT_FIGHT');
  return startBattle(
    {
      id: input.battleId ?? 0,
      kind: 'MOB',
      placeId: place.id,
      stair: place.stair,
      gate: place.gate,
      squad: input.squad,
      enemies: guardCreatures(place.guard),
      consumables: input.consumables ?? [],
      wards: input.wards ?? [],
    },
    seed,
  );
}

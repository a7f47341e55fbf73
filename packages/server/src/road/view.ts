import { gainableAmount, type Place } from '@heroroad/rules';
import type { PlaceDto } from '@heroroad/protocol';
import type { PlaceStateRow } from './place-repository.js';

/**
 * The state a place is in now: a taken place that respawns comes back fresh (guards and all)
 * once its time has passed.
 */
export function effectiveState(place: Place, stored: PlaceStateRow, now: number): PlaceStateRow {
  if (
    stored.used &&
    place.respawnSeconds !== null &&
    stored.takenAt !== null &&
    now >= stored.takenAt + place.respawnSeconds * 1000
  ) {
    return { placeId: place.id, used: false, guardBeaten: false, battleLost: false, takenAt: null };
  }
  return stored;
}

/** What a gainable holds now; a gainable nobody has emptied is found full. */
export function gainableAvailable(place: Place, state: PlaceStateRow, now: number): number | null {
  if (place.gift.kind !== 'GAINABLE') return null;
  if (state.takenAt === null) return place.gift.cap;
  return gainableAmount(place.gift, (now - state.takenAt) / 1000);
}

export function toPlaceDto(place: Place, stored: PlaceStateRow, now: number): PlaceDto {
  const s = effectiveState(place, stored, now);
  const guarded = place.guard !== null && !s.guardBeaten;
  return {
    id: place.id,
    placeType: place.placeType,
    posX: place.posX,
    posY: place.posY,
    // The guards' leader stands on a guarded place (monsters take negative ids in battle).
    creatureId: guarded ? -1 : null,
    battleLost: s.battleLost,
    used: s.used,
    contextId: place.contextId,
    coordinate: place.coordinate,
    stair: place.stair,
    gate: place.gate,
    guard:
      guarded && place.guard
        ? {
            stair: place.guard.stair,
            elite: place.guard.elite,
            monsters: [...place.guard.monsters],
          }
        : null,
    gift: { ...place.gift },
    available: gainableAvailable(place, s, now),
    respawnAt:
      s.used && place.respawnSeconds !== null && s.takenAt !== null
        ? s.takenAt + place.respawnSeconds * 1000
        : null,
  };
}

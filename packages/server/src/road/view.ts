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

/**
 * A place as sent: the rules' place (one shape but for the differences `mirrors/road.ts` names)
 * with the player's own state of it.
 */
export function toPlaceDto(place: Place, stored: PlaceStateRow, now: number): PlaceDto {
  const s = effectiveState(place, stored, now);
  const guarded = place.guard !== null && !s.guardBeaten;
  const { respawnSeconds, ...drawn } = place;
  return {
    ...drawn,
    // The guards' leader stands on a guarded place (monsters take negative ids in battle).
    creatureId: guarded ? -1 : null,
    battleLost: s.battleLost,
    used: s.used,
    guard: guarded && place.guard ? { ...place.guard, monsters: [...place.guard.monsters] } : null,
    gift: { ...place.gift },
    available: gainableAvailable(place, s, now),
    respawnAt:
      s.used && respawnSeconds !== null && s.takenAt !== null
        ? s.takenAt + respawnSeconds * 1000
        : null,
  };
}

import type { PlaceDto, PlayerDto } from '@heroroad/protocol';
import { stairColour, type StairColour } from '@heroroad/rules';

/** The one thing the card's button does at a place. */
export type PlaceAction =
  'fight' | 'take' | 'learn' | 'collect' | 'turn' | 'portal' | 'talk' | 'watch' | 'read' | 'drink';

/**
 * Where a place stands for the player: beyond the walked road (locked), guarded, taken for now
 * (used), empty (a drained gainable) or open to use.
 */
export type PlaceStatus = 'locked' | 'guarded' | 'used' | 'empty' | 'open';

export interface PlaceView {
  readonly status: PlaceStatus;
  /** What the button does; null when nothing can be done now. */
  readonly action: PlaceAction | null;
  /** The guards' stair colour (SPEC §4), or null for an unguarded place. */
  readonly danger: StairColour | null;
  /** The gift goes to a hero the player picks (runes, stones of strength). */
  readonly needsHero: boolean;
}

type Reach = Pick<PlayerDto, 'stair' | 'battleStair' | 'minCoordinate' | 'maxCoordinate'>;

const ACTION_BY_TYPE: Readonly<Record<string, PlaceAction>> = {
  RESOURCE: 'take',
  ARTIFACT: 'take',
  CONSUMABLE: 'take',
  RUNE: 'learn',
  SKILL: 'learn',
  GAINABLE: 'collect',
  TURN: 'turn',
  PORTAL: 'portal',
  TALKER: 'talk',
  SCRIPT: 'watch',
  POINTER: 'read',
  CUSTOM_PLACE: 'drink',
};

function isGuarded(place: PlaceDto): boolean {
  return place.guard !== null && !place.used;
}

export function placeView(place: PlaceDto, reach: Reach): PlaceView {
  const danger = place.guard ? stairColour(place.guard.stair, reach) : null;
  const needsHero = place.placeType === 'RUNE' || place.placeType === 'SKILL';
  const view = (status: PlaceStatus, action: PlaceAction | null): PlaceView => ({
    status,
    action,
    danger,
    needsHero,
  });
  if (place.coordinate > reach.maxCoordinate || place.coordinate < reach.minCoordinate) {
    return view('locked', null);
  }
  if (isGuarded(place)) return view('guarded', 'fight');
  if (place.used) return view('used', null);
  if (place.placeType === 'GAINABLE' && (place.available ?? 0) <= 0) return view('empty', null);
  return view('open', ACTION_BY_TYPE[place.placeType] ?? 'take');
}

/** After a won battle the gift is taken at once when no choice is needed (one tap less). */
export function takesAfterVictory(place: PlaceDto): boolean {
  return ['RESOURCE', 'ARTIFACT', 'CONSUMABLE', 'GAINABLE'].includes(place.placeType);
}

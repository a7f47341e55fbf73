import { STOMP_DESTINATIONS } from '@heroroad/protocol';

/** Who is on the other end of a connection, as the subscription rules need it. */
export interface Identity {
  readonly playerId: number;
  readonly clientUuid: string;
  readonly clanId: number | null;
}

/**
 * Whether `who` may subscribe to `destination` (SPEC §7): the broadcast for everyone, a personal
 * destination for its own player only, a clan destination for its members. `stale` means the
 * answer may change once the player is read again (they may have joined the clan since).
 */
export function mayReceive(
  who: Identity,
  destination: string,
): 'allowed' | 'forbidden' | 'stale' | 'unknown' {
  if (destination === STOMP_DESTINATIONS.broadcast) return 'allowed';
  if (destination.startsWith(STOMP_DESTINATIONS.personalPrefix)) {
    const uuid = destination.slice(STOMP_DESTINATIONS.personalPrefix.length);
    return uuid === who.clientUuid ? 'allowed' : 'forbidden';
  }
  if (destination.startsWith(STOMP_DESTINATIONS.clanPrefix)) {
    const raw = destination.slice(STOMP_DESTINATIONS.clanPrefix.length);
    if (!/^[1-9]\d{0,15}$/.test(raw)) return 'forbidden';
    return who.clanId === Number(raw) ? 'allowed' : 'stale';
  }
  return 'unknown';
}

import { STOMP_DESTINATIONS } from '@heroroad/protocol';

/** Who is on the other end of a connection, as the subscription rules need it. */
export interface Identity {
  readonly playerId: number;
  readonly clientUuid: string;
  readonly clanId: number | null;
}

/** A positive integer id as the destinations spell it (no sign, no leading zero). */
const ID = /^[1-9]\d{0,15}$/;

/**
 * Whether `who` may subscribe to `destination` (SPEC §7): the broadcast for everyone, a personal
 * destination for its own player only, a clan destination for its members, a duel's destination
 * for every signed-in player (anyone with a session may watch a duel, as `battle.duelWatch`
 * allows). `stale` means the answer may change once the player is read again (they may have
 * joined the clan since).
 *
 * A duel destination is not checked against the database: the broker knows nothing of battles
 * (it would cost a read per subscription), and only a duel's commands publish there
 * (battle/duel-sides.ts), so a subscription to the id of a road or arena battle, or of no battle,
 * simply receives nothing.
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
    if (!ID.test(raw)) return 'forbidden';
    return who.clanId === Number(raw) ? 'allowed' : 'stale';
  }
  if (destination.startsWith(STOMP_DESTINATIONS.duelPrefix)) {
    return ID.test(destination.slice(STOMP_DESTINATIONS.duelPrefix.length))
      ? 'allowed'
      : 'forbidden';
  }
  return 'unknown';
}

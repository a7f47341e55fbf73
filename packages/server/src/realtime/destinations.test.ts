import { STOMP_DESTINATIONS, stompDestination } from '@heroroad/protocol';
import { describe, expect, it } from 'vitest';
import { mayReceive, type Identity } from './destinations.js';

const guest: Identity = { playerId: 7, clientUuid: 'uuid-7', clanId: null };
const member: Identity = { playerId: 8, clientUuid: 'uuid-8', clanId: 3 };

describe('who may subscribe where', () => {
  it('lets every signed-in player watch any duel, clan or not', () => {
    for (const who of [guest, member]) {
      expect(mayReceive(who, stompDestination.duel(1))).toBe('allowed');
      expect(mayReceive(who, stompDestination.duel(912_345))).toBe('allowed');
    }
  });

  it('refuses a duel destination that names no battle id', () => {
    for (const tail of ['', '0', '-4', '07', '1.5', 'abc', '12/x', '1'.repeat(17)]) {
      expect(mayReceive(guest, `${STOMP_DESTINATIONS.duelPrefix}${tail}`)).toBe('forbidden');
    }
  });

  it('keeps the other destinations as they were', () => {
    expect(mayReceive(guest, stompDestination.broadcast())).toBe('allowed');
    expect(mayReceive(guest, stompDestination.personal('uuid-7'))).toBe('allowed');
    expect(mayReceive(guest, stompDestination.personal('uuid-8'))).toBe('forbidden');
    expect(mayReceive(member, stompDestination.clan(3))).toBe('allowed');
    // Perhaps joined since connecting: the broker reads the player again.
    expect(mayReceive(guest, stompDestination.clan(3))).toBe('stale');
    expect(mayReceive(guest, '/stomp/duels/1')).toBe('unknown');
    expect(mayReceive(guest, '/topic/duel/1')).toBe('unknown');
  });
});

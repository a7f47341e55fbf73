import { describe, expect, it } from 'vitest';
import { ACCESS_LEVELS, accessChangeRefusal, hasAccess, roleOf } from './access.js';

describe('who may set whose level', () => {
  it('never grants above the caller, never touches a peer or superior, never oneself', () => {
    for (const caller of ACCESS_LEVELS) {
      for (const from of ACCESS_LEVELS) {
        for (const to of ACCESS_LEVELS) {
          const refusal = accessChangeRefusal(caller, from, to, false);
          const allowed = hasAccess(caller, to) && !hasAccess(from, caller) && from !== to;
          expect(refusal === null, `${caller}: ${from} → ${to}`).toBe(allowed);
        }
      }
    }
    expect(accessChangeRefusal('GOD', 'PLAYER', 'MODERATOR', true)).toBe('ACCESS_SELF');
    expect(accessChangeRefusal('ADMIN', 'PLAYER', 'GOD', false)).toBe('ACCESS_ABOVE_OWN');
    expect(accessChangeRefusal('ADMIN', 'ADMIN', 'PLAYER', false)).toBe('ACCESS_TARGET_NOT_BELOW');
    expect(accessChangeRefusal('ADMIN', 'MODERATOR', 'MODERATOR', false)).toBe('ACCESS_UNCHANGED');
    expect(accessChangeRefusal('ADMIN', 'PLAYER', 'ADMIN', false)).toBeNull();
  });
});

describe('displayed roles', () => {
  const facts = { registered: true, goodPoints: 0, evilPoints: 0 };
  it('derives every role of SPEC §3 from the level and the good deeds', () => {
    expect(roleOf({ ...facts, accessLevel: 'TRIAL', goodPoints: 9 })).toBe('guest');
    expect(roleOf({ ...facts, accessLevel: 'PLAYER' })).toBe('player');
    expect(roleOf({ ...facts, accessLevel: 'PLAYER', goodPoints: 5, evilPoints: 2 })).toBe(
      'goodPlayer',
    );
    expect(roleOf({ ...facts, accessLevel: 'PLAYER', goodPoints: 5, evilPoints: 5 })).toBe(
      'player',
    );
    expect(roleOf({ ...facts, accessLevel: 'PLAYER', goodPoints: 5, registered: false })).toBe(
      'player',
    );
    expect(roleOf({ ...facts, accessLevel: 'MODERATOR' })).toBe('moderator');
    expect(roleOf({ ...facts, accessLevel: 'ADMIN' })).toBe('administrator');
    expect(roleOf({ ...facts, accessLevel: 'GOD' })).toBe('developer');
  });
});

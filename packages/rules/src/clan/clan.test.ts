import { describe, expect, it } from 'vitest';
import {
  CLAN_ACTIONS,
  CLAN_RANKS,
  CLAN_RIGHTS,
  DONATION_TYPES,
  PARTICIPANT_ACTIONS,
  buildingDurationMs,
  buildingPrice,
  clanLevel,
  clanNameKey,
  factoryGift,
  memberCap,
  mostDeserving,
  participantActionCheck,
  planDonation,
  playerClanState,
  raidState,
  rankWeight,
  themePrice,
  validateClanName,
  RAID_COOLDOWN_MS,
  RAID_DIFFICULTIES,
  RAID_DIFFICULTY_DEFS,
  CLAN_REJOIN_COOLDOWN_MS,
} from '../index.js';

describe('the clan rank table', () => {
  it('names only known actions, and every rank may leave', () => {
    for (const rank of CLAN_RANKS) {
      for (const a of CLAN_RIGHTS[rank]) expect(CLAN_ACTIONS).toContain(a);
      expect(CLAN_RIGHTS[rank]).toContain('LEAVE_CLAN');
    }
  });

  it('gives a higher rank every right of a lower one, except the resignation only the leader has', () => {
    for (let i = 0; i + 1 < CLAN_RANKS.length; i++) {
      const higher = new Set(CLAN_RIGHTS[CLAN_RANKS[i]!]);
      for (const a of CLAN_RIGHTS[CLAN_RANKS[i + 1]!])
        expect(higher.has(a), `${CLAN_RANKS[i]} ${a}`).toBe(true);
    }
    expect(CLAN_RANKS.filter((r) => CLAN_RIGHTS[r].includes('RESIGN'))).toEqual(['LEADER']);
  });

  it('never lets a member act on an equal or higher rank, nor raise anyone to their own rank', () => {
    for (const actor of CLAN_RANKS)
      for (const target of CLAN_RANKS)
        for (const type of PARTICIPANT_ACTIONS) {
          const r = participantActionCheck(actor, type, target);
          if (!r.ok) continue;
          expect(rankWeight(target)).toBeLessThan(rankWeight(actor));
          if (r.value) expect(rankWeight(r.value)).toBeLessThan(rankWeight(actor));
          if (type !== 'KICK') expect(Math.abs(rankWeight(r.value!) - rankWeight(target))).toBe(1);
        }
  });

  it('moves one step: a deputy raises a participant to representative, not to deputy; the leader names deputies', () => {
    expect(participantActionCheck('DEPUTY_LEADER', 'PROMOTE', 'PARTICIPANT')).toEqual({
      ok: true,
      value: 'REPRESENTATIVE',
    });
    expect(participantActionCheck('DEPUTY_LEADER', 'PROMOTE', 'REPRESENTATIVE')).toEqual({
      ok: false,
      code: 'CLAN_RANK_TOO_LOW',
    });
    expect(participantActionCheck('LEADER', 'PROMOTE', 'REPRESENTATIVE')).toEqual({
      ok: true,
      value: 'DEPUTY_LEADER',
    });
    expect(participantActionCheck('LEADER', 'PROMOTE', 'DEPUTY_LEADER')).toEqual({
      ok: false,
      code: 'CLAN_NO_SUCH_STEP',
    });
    expect(participantActionCheck('LEADER', 'DEMOTE', 'NEWBIE')).toEqual({
      ok: false,
      code: 'CLAN_NO_SUCH_STEP',
    });
    expect(participantActionCheck('REPRESENTATIVE', 'KICK', 'NEWBIE')).toEqual({
      ok: true,
      value: null,
    });
    expect(participantActionCheck('REPRESENTATIVE', 'KICK', 'PARTICIPANT')).toEqual({
      ok: false,
      code: 'CLAN_RANK_TOO_LOW',
    });
    // Deputies are demoted before they can be kicked.
    expect(participantActionCheck('LEADER', 'KICK', 'DEPUTY_LEADER')).toEqual({
      ok: false,
      code: 'CLAN_RANK_TOO_LOW',
    });
  });
});

describe('clan numbers', () => {
  it('grows the level with buildings and the member cap with the level', () => {
    expect(clanLevel({})).toBe(1);
    expect(clanLevel({ EXPERIENCE: 2, GEAR_FACTORY: 1 })).toBe(4);
    expect(memberCap(1)).toBe(10);
    expect(memberCap(4)).toBe(16);
    expect(memberCap(26)).toBe(60);
  });

  it('prices buildings by the square of the level and waits longer for each', () => {
    expect(buildingPrice('EXPERIENCE', 1)).toEqual({ gold: 10_000, blueCrystal: 40 });
    expect(buildingPrice('EXPERIENCE', 3)).toEqual({ gold: 90_000, blueCrystal: 120 });
    expect(buildingDurationMs(1)).toBe(3_600_000);
    expect(buildingDurationMs(5)).toBe(48 * 3_600_000);
  });

  it('changes the theme free three times, then for 250 emeralds of the budget', () => {
    expect([0, 1, 2].map(themePrice)).toEqual([{}, {}, {}]);
    expect(themePrice(3)).toEqual({ gems: 250 });
  });

  it('plans donations of whole amounts, each currency once, into the budget', () => {
    expect(
      planDonation([
        { type: 'GOLD', amount: 2000 },
        { type: 'MITHRIL', amount: 3 },
      ]),
    ).toEqual({
      ok: true,
      value: { spend: { GOLD: 2000, MITHRIL: 3 }, budget: { gold: 2000, gems: 3 }, merit: 32 },
    });
    expect(planDonation([])).toEqual({ ok: false, code: 'CLAN_DONATION_EMPTY' });
    expect(planDonation([{ type: 'GOLD', amount: 1.5 }])).toEqual({
      ok: false,
      code: 'CLAN_DONATION_AMOUNT',
    });
    expect(planDonation([{ type: 'GOLD', amount: 0 }])).toEqual({
      ok: false,
      code: 'CLAN_DONATION_AMOUNT',
    });
    expect(
      planDonation([
        { type: 'GOLD', amount: 1 },
        { type: 'GOLD', amount: 1 },
      ]),
    ).toEqual({ ok: false, code: 'CLAN_DONATION_AMOUNT' });
  });

  it('gives gears about 30% of the time and a resource otherwise', () => {
    let gears = 0;
    for (let i = 0; i < 2000; i++) if (factoryGift(2, `seed-${i}`).kind === 'GEARS') gears++;
    expect(gears / 2000).toBeGreaterThan(0.26);
    expect(gears / 2000).toBeLessThan(0.34);
    const g = factoryGift(2, 'seed-0');
    expect(g).toEqual(factoryGift(2, 'seed-0'));
  });

  it('pays the killing blow of a raid in gold crystals, more for each harder difficulty', () => {
    const gold = RAID_DIFFICULTIES.map((d) => RAID_DIFFICULTY_DEFS[d].goldCrystals);
    expect(gold).toEqual([1, 2, 3, 5]);
    for (const d of RAID_DIFFICULTIES) {
      expect(Number.isInteger(RAID_DIFFICULTY_DEFS[d].goldCrystals)).toBe(true);
      // Rarer than the red crystals the whole clan earns by the same fall.
      expect(RAID_DIFFICULTY_DEFS[d].goldCrystals).toBeLessThan(
        RAID_DIFFICULTY_DEFS[d].redCrystals,
      );
    }
    // They are the finisher's own: no donation moves them to a budget.
    expect(DONATION_TYPES).not.toContain('GOLD_CRYSTAL');
  });
});

describe('succession', () => {
  it('picks the highest rank, then the most merit, then the longest in the clan', () => {
    const m = (
      playerId: number,
      rank: (typeof CLAN_RANKS)[number],
      merit: number,
      joinedAt: number,
    ) => ({ playerId, rank, merit, joinedAt });
    expect(mostDeserving([])).toBeNull();
    expect(mostDeserving([m(1, 'NEWBIE', 900, 1), m(2, 'PARTICIPANT', 0, 5)])!.playerId).toBe(2);
    expect(
      mostDeserving([m(1, 'DEPUTY_LEADER', 10, 1), m(2, 'DEPUTY_LEADER', 50, 5)])!.playerId,
    ).toBe(2);
    expect(
      mostDeserving([m(3, 'DEPUTY_LEADER', 50, 9), m(2, 'DEPUTY_LEADER', 50, 5)])!.playerId,
    ).toBe(2);
    expect(mostDeserving([m(3, 'NEWBIE', 0, 5), m(2, 'NEWBIE', 0, 5)])!.playerId).toBe(2);
  });
});

describe('states', () => {
  it("tells the player's clan state from level, membership and a recent departure", () => {
    const base = { level: 20, member: false, acceptedUnseen: false, leftAt: null, now: 1e12 };
    expect(playerClanState({ ...base, level: 14 })).toBe('NOT_ENLIGHTENED');
    expect(playerClanState(base)).toBe('AVAILABLE');
    expect(playerClanState({ ...base, leftAt: 1e12 - CLAN_REJOIN_COOLDOWN_MS + 1 })).toBe(
      'NOT_AVAILABLE',
    );
    expect(playerClanState({ ...base, leftAt: 1e12 - CLAN_REJOIN_COOLDOWN_MS })).toBe('AVAILABLE');
    expect(playerClanState({ ...base, member: true, acceptedUnseen: true })).toBe(
      'ACCEPTED_TO_CLAN',
    );
    expect(playerClanState({ ...base, member: true })).toBe('CLAN_MEMBER');
  });

  it('walks a raid through its states as the clock moves', () => {
    expect(raidState(0, null, 0)).toBe('RAID_CLOSED');
    expect(raidState(1, null, 0)).toBe('RAID_AVAILABLE');
    const raid = { endsAt: 100, endedAt: null };
    expect(raidState(1, raid, 50)).toBe('IN_RAID');
    expect(raidState(1, raid, 100)).toBe('RAID_WAITING');
    expect(raidState(1, raid, 100 + RAID_COOLDOWN_MS)).toBe('RAID_AVAILABLE');
    expect(raidState(1, { endsAt: 100, endedAt: 40 }, 50)).toBe('RAID_WAITING');
  });

  it('checks clan names: 3 to 40 characters, compared without case or extra spaces', () => {
    expect(validateClanName('  Wolves   of  North ')).toEqual({
      ok: true,
      value: 'Wolves of North',
    });
    expect(validateClanName('ab')).toEqual({ ok: false, code: 'CLAN_NAME_SHORT' });
    expect(validateClanName('x'.repeat(41))).toEqual({ ok: false, code: 'TEXT_TOO_LONG' });
    expect(validateClanName('   ')).toEqual({ ok: false, code: 'TEXT_EMPTY' });
    expect(clanNameKey(' Wolves  OF north')).toBe(clanNameKey('wolves of North'));
  });
});

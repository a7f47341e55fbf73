import { describe, expect, it } from 'vitest';
import { battleAsSeenBy } from './multi.js';
import { battleOutcome } from './outcome.js';
import { giveUp, hit, skip } from './commands.js';
import { startBattle } from './setup.js';
import { battleStatus } from './status.js';
import { hero } from '../test-support/squads.js';

function duel() {
  const r = startBattle(
    {
      kind: 'MULTI',
      stair: 10,
      squad: [hero('hero_dobrynya', 1, 5), hero('hero_dobrynya', 2, 5, 1)],
      enemies: [hero('hero_dobrynya', 11, 5), hero('hero_dobrynya', 12, 5, 1)],
    },
    7,
  );
  if (!r.ok) throw new Error(r.code);
  return r.value.state;
}

describe('MULTI battles', () => {
  it('leave both sides to their players, the host first', () => {
    const s = duel();
    expect(s.aiTeams).toEqual([false, false]);
    expect(s.turningTeam).toBe(0);
    // The joiner may not move on the host's turn; after the host's skip it may.
    expect(skip(s, 1)).toMatchObject({ ok: false });
    const after = skip(s, 0);
    if (!after.ok) throw new Error(after.code);
    expect(after.value.state.turningTeam).toBe(1);
    const foe = after.value.state.creatures.find((c) => c.team === 0)!;
    const mine = after.value.state.creatures.find((c) => c.team === 1)!;
    expect(hit(after.value.state, mine.id, foe.id, 1)).toMatchObject({ ok: true });
  });

  it("shows the joiner's side as its own: a mirror that undoes itself", () => {
    const s = duel();
    const seen = battleAsSeenBy(s, 1);
    expect(seen.turningTeam).toBe(1);
    expect(seen.creatures.filter((c) => c.team === 0).map((c) => c.id)).toEqual([11, 12]);
    expect(battleAsSeenBy(seen, 1)).toEqual(s);
    expect(battleAsSeenBy(s, 0)).toBe(s);
    expect(battleStatus(seen, [], 0).turningTeam).toBe(1);
  });

  it('gives the win to the side that did not give up, seen from either side', () => {
    const r = giveUp(duel(), 1);
    if (!r.ok) throw new Error(r.code);
    const end = r.value.state;
    expect(end.winner).toBe(0);
    expect(battleOutcome(end)!.won).toBe(true);
    expect(battleOutcome(battleAsSeenBy(end, 1))!.won).toBe(false);
  });

  it('costs the loser nothing and wounds no one: no gold lost, no one fallen, in the status too', () => {
    const r = giveUp(duel(), 1);
    if (!r.ok) throw new Error(r.code);
    const lost = battleOutcome(battleAsSeenBy(r.value.state, 1))!;
    expect(lost.looserPenalty).toBeNull();
    expect(lost.healthPenalty).toEqual([]);
    const status = battleStatus(battleAsSeenBy(r.value.state, 1), r.value.moves, 0);
    expect(status.looserPenalty).toBeNull();
    expect(status.healthPenalty).toEqual([]);
  });
});

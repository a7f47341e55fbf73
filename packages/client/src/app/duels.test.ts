import { api, type BattleStatusDto } from '@heroroad/protocol';
import { describe, expect, it } from 'vitest';
import { createTestGame, json, testInfo, testPlayer } from '../testing/gameHarness';
import { testMove, testStatus } from '../testing/roadFixtures';
import { followDuel } from './duels';

const duel = (patch: Partial<BattleStatusDto> = {}): BattleStatusDto => {
  const base = testStatus();
  return {
    ...base,
    battle: { ...base.battle, kind: 'MULTI', placeId: null, versusPlayer: true },
    ...patch,
  };
};

function setup(watching: boolean, first: BattleStatusDto) {
  const more = duel({
    turningTeam: 0,
    moves: [testMove({ moveNumber: 2 }), testMove({ moveNumber: 3, kind: 'TURN', team: 0 })],
    offset: 3,
  });
  const t = createTestGame((req) => {
    if (req.path === api.battle.movesSublist.url) return json(200, more);
    if (req.path === api.battle.duelWatch.url)
      return json(200, { hostName: 'Ilya', joinerName: 'Vasilisa', status: more });
    return undefined;
  });
  t.game.applyInfo(testInfo(testPlayer({ battleId: 9 })));
  if (watching) t.game.battle.getState().watch(first);
  else t.game.battle.getState().show(first, 'animate');
  // The scene has shown what it was given.
  t.game.battle.getState().shown(t.game.battle.getState().seq);
  return { ...t, more };
}

describe('following a duel', () => {
  it("asks for the other side's moves while it is their turn, from the moves seen", async () => {
    const { game, requests, more } = setup(false, duel({ turningTeam: 1, offset: 1 }));
    await followDuel(game);
    expect(requests).toMatchObject([{ path: api.battle.movesSublist.url, body: { offset: 1 } }]);
    expect(game.battle.getState().status).toEqual(more);
  });

  it('asks nothing on the player’s own turn, outside duels, or while moves still play', async () => {
    const own = setup(false, duel({ turningTeam: 0 }));
    await followDuel(own.game);
    const mob = setup(false, testStatus({ turningTeam: 1 }));
    await followDuel(mob.game);
    const playing = setup(false, duel({ turningTeam: 1 }));
    playing.game.battle.getState().show(duel({ turningTeam: 1 }), 'animate');
    await followDuel(playing.game);
    expect([...own.requests, ...mob.requests, ...playing.requests]).toEqual([]);
  });

  it('follows a watched duel through the watch call, staying a watcher', async () => {
    const { game, requests, more } = setup(true, duel({ turningTeam: 0, offset: 1 }));
    await followDuel(game);
    expect(requests).toMatchObject([
      { path: api.battle.duelWatch.url, query: { battleId: '9', offset: '1' } },
    ]);
    expect(game.battle.getState().status).toEqual(more);
    expect(game.battle.getState().watching).toBe(true);
  });
});

import { api, type BattleStatusDto } from '@heroroad/protocol';
import { describe, expect, it, vi } from 'vitest';
import { createTestGame, json, linkFlows, testInfo, testPlayer } from '../testing/gameHarness';
import { testMove, testStatus } from '../testing/roadFixtures';
import { installDuelSync } from './duels';

const duel = (patch: Partial<BattleStatusDto> = {}): BattleStatusDto => {
  const base = testStatus();
  return {
    ...base,
    battle: { ...base.battle, id: 9, kind: 'MULTI', placeId: null, versusPlayer: true },
    ...patch,
  };
};
const opponent = { playerId: 4, name: 'Vasilisa', level: 17 };

/** A duellist waiting on the other side's turn, the scene done showing; no timer anywhere. */
function setup() {
  const more = duel({
    turningTeam: 0,
    moves: [testMove({ moveNumber: 2 }), testMove({ moveNumber: 3, kind: 'TURN', team: 0 })],
    offset: 3,
  });
  const t = createTestGame((req) =>
    req.path === api.battle.movesSublist.url ? json(200, more) : undefined,
  );
  t.game.applyInfo(testInfo(testPlayer({ battleId: 9 })));
  t.game.battle.getState().show(duel({ turningTeam: 1, offset: 1 }), 'animate');
  t.game.battle.getState().shown(t.game.battle.getState().seq);
  const off = installDuelSync(t.game, linkFlows(t.game), () => undefined);
  return { ...t, more, off };
}

describe('duel pushes', () => {
  it("fetches the other side's move as soon as it is pushed", async () => {
    const { game, requests, more, off } = setup();
    game.notifications.emit('DUEL_MOVED', { battleId: 9, offset: 3 });
    // Asked at once, from the moves already seen.
    expect(requests).toMatchObject([{ path: api.battle.movesSublist.url, body: { offset: 1 } }]);
    await vi.waitFor(() => expect(game.battle.getState().status).toEqual(more));
    off();
  });

  it('ignores a push about another battle or moves already seen', () => {
    const { game, requests, off } = setup();
    game.notifications.emit('DUEL_MOVED', { battleId: 8, offset: 5 });
    game.notifications.emit('DUEL_MOVED', { battleId: 9, offset: 1 });
    expect(requests).toEqual([]);
    off();
    game.notifications.emit('DUEL_MOVED', { battleId: 9, offset: 3 });
    expect(requests).toEqual([]);
  });

  it('keeps a push that came while moves still played until the scene is idle', () => {
    const { game, requests, off } = setup();
    game.battle.getState().show(duel({ turningTeam: 1, offset: 1 }), 'animate');
    game.notifications.emit('DUEL_MOVED', { battleId: 9, offset: 3 });
    expect(requests).toEqual([]);
    game.bus.emit('battle:idle', { seq: game.battle.getState().seq });
    expect(requests).toMatchObject([{ path: api.battle.movesSublist.url }]);
    off();
  });

  it('brings the challenger into the duel that was taken up, naming who took it', async () => {
    const started = duel({ battle: { ...duel().battle, id: 55 }, turningTeam: 0 });
    const { game, requests } = createTestGame((req) =>
      req.path === api.battle.movesSublist.url ? json(200, started) : undefined,
    );
    game.applyInfo(testInfo());
    const off = installDuelSync(game, linkFlows(game), () => undefined);
    game.notifications.emit('DUEL_STARTED', { battleId: 55, opponent });
    expect(requests).toMatchObject([{ path: api.battle.movesSublist.url }]);
    expect(game.ui.getState().toasts.map((t) => t.text)).toContain(
      'Vasilisa took up your challenge: the duel begins',
    );
    await vi.waitFor(() => expect(game.battle.getState().status?.battle.id).toBe(55));
    off();
  });

  describe('a watcher', () => {
    /** A watcher of duel 9 on the battle scene, its first moves shown; no timer anywhere. */
    function watcher() {
      const more = duel({ moves: [testMove({ moveNumber: 2 })], offset: 2 });
      const t = createTestGame((req) =>
        req.path === api.battle.duelWatch.url
          ? json(200, { hostName: 'Ilya', joinerName: 'Vasilisa', status: more })
          : undefined,
      );
      t.game.applyInfo(testInfo());
      t.game.ui.getState().setScene('battle');
      t.game.battle.getState().watch(duel({ turningTeam: 0, offset: 1 }));
      t.game.battle.getState().shown(t.game.battle.getState().seq);
      const watched: (number | null)[] = [];
      const off = installDuelSync(t.game, linkFlows(t.game), (battleId) => watched.push(battleId));
      return { ...t, more, watched, off };
    }

    it('follows the watched duel at once when a move is pushed on its destination', async () => {
      const { game, requests, more, watched, off } = watcher();
      // The link is told to follow duel 9's destination while the duel is on screen.
      expect(watched).toEqual([9]);
      game.notifications.emit('DUEL_MOVED', { battleId: 9, offset: 2 });
      expect(requests).toMatchObject([
        { path: api.battle.duelWatch.url, query: { battleId: '9', offset: '1' } },
      ]);
      await vi.waitFor(() => expect(game.battle.getState().status).toEqual(more));
      expect(game.battle.getState().watching).toBe(true);
      off();
    });

    it('lets the destination go once the watcher leaves the duel or the scene', () => {
      const left = watcher();
      left.game.battle.getState().clear();
      expect(left.watched).toEqual([9, null]);
      left.off();
      expect(left.watched).toEqual([9, null]);

      const away = watcher();
      away.game.ui.getState().setScene('road');
      expect(away.watched).toEqual([9, null]);
      away.game.ui.getState().setScene('battle');
      expect(away.watched).toEqual([9, null, 9]);
      away.off();
      expect(away.watched).toEqual([9, null, 9, null]);
    });

    it('stops following a duel that has ended', () => {
      const { game, watched, off } = watcher();
      game.battle.getState().show(duel({ battleState: 'COMPLETED' }), 'animate');
      expect(watched).toEqual([9, null]);
      off();
    });
  });
});

import { api, type DuelBoardDto } from '@heroroad/protocol';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { DUEL_BOARD_POLL_MS } from '../../app/duels';
import {
  TEST_NOW,
  createTestGame,
  json,
  renderWithGame,
  testInfo,
} from '../../testing/gameHarness';
import { testStatus } from '../../testing/roadFixtures';
import { DuelBoard } from './DuelBoard';

afterEach(cleanup);

const empty: DuelBoardDto = { mine: null, open: [], live: [] };
const challenge = (id: number, hostName: string) => ({
  id,
  hostId: 100 + id,
  hostName,
  hostLevel: 12,
  createdAt: TEST_NOW,
});

describe('DuelBoard (MULTI battles)', () => {
  it('opens and withdraws the player’s challenge', async () => {
    let board = empty;
    const { game, requests } = createTestGame((req) => {
      if (req.path === api.battle.duelOpen.url) board = { ...board, mine: challenge(1, 'Me') };
      if (req.path === api.battle.duelCancel.url) board = { ...board, mine: null };
      return req.path.startsWith('/api/battle/multi/') ? json(200, board) : undefined;
    });
    game.applyInfo(testInfo());
    renderWithGame(game, <DuelBoard />);
    expect(await screen.findByText('Nobody is challenging right now')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Challenge anyone' }));
    expect(
      await screen.findByText('Your challenge is open: waiting for someone to take it up'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('button', { name: 'Challenge anyone' })).toBeTruthy();
    expect(requests.map((r) => r.path)).toContain(api.battle.duelCancel.url);
  });

  it('takes up a challenge into the battle, and watches a running duel', async () => {
    const base = testStatus();
    const started = {
      ...base,
      battle: { ...base.battle, id: 31, kind: 'MULTI' as const, versusPlayer: true },
    };
    const board: DuelBoardDto = {
      mine: null,
      open: [challenge(7, 'Ilya')],
      live: [{ battleId: 40, hostName: 'Dobrynya', joinerName: 'Alyosha' }],
    };
    const { game, requests } = createTestGame((req) => {
      if (req.path === api.battle.duelBoard.url) return json(200, board);
      if (req.path === api.battle.duelJoin.url) return json(200, started);
      if (req.path === api.battle.duelWatch.url)
        return json(200, {
          hostName: 'Dobrynya',
          joinerName: 'Alyosha',
          status: { ...started, battle: { ...started.battle, id: 40 } },
        });
      return undefined;
    });
    game.applyInfo(testInfo());
    renderWithGame(game, <DuelBoard />);
    expect(await screen.findByText('Ilya')).toBeTruthy();
    expect(screen.getByText('Dobrynya vs Alyosha')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Take up' }));
    await waitFor(() => expect(game.battle.getState().status?.battle.id).toBe(31));
    expect(requests.find((r) => r.path === api.battle.duelJoin.url)?.body).toEqual({ duelId: 7 });
    expect(game.player.getState().player?.battleId).toBe(31);
    fireEvent.click(screen.getByRole('button', { name: 'Watch' }));
    await waitFor(() => expect(game.battle.getState().status?.battle.id).toBe(40));
    expect(game.battle.getState().watching).toBe(true);
  });

  it('brings the challenger into the battle once the challenge is taken up', async () => {
    // The board's own look comes on its timer: moved by hand, the real time still flowing.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    let board: DuelBoardDto = { ...empty, mine: challenge(3, 'Me') };
    const base = testStatus();
    const started = {
      ...base,
      battle: { ...base.battle, id: 55, kind: 'MULTI' as const, versusPlayer: true },
    };
    const { game } = createTestGame((req) => {
      if (req.path === api.battle.duelBoard.url) return json(200, board);
      if (req.path === api.battle.movesSublist.url) return json(200, started);
      return undefined;
    });
    game.applyInfo(testInfo());
    renderWithGame(game, <DuelBoard />);
    expect(
      await screen.findByText('Your challenge is open: waiting for someone to take it up'),
    ).toBeTruthy();
    // Someone took it up (and its push was missed): the board's next look finds it gone.
    board = empty;
    vi.advanceTimersByTime(DUEL_BOARD_POLL_MS);
    await waitFor(() => expect(game.battle.getState().status?.battle.id).toBe(55));
  });
});

import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestGame,
  json,
  renderWithGame,
  testInfo,
  testPlayer,
} from '../../testing/gameHarness';
import { TutorialPanel } from './TutorialPanel';

afterEach(cleanup);

const steps = ['walk', 'battle', 'heal', 'squad'];

function setup(learned: string[]) {
  const { game, requests } = createTestGame((req) => {
    if (req.path === '/api/education/get') {
      const next = steps.find((s) => !learned.includes(s)) ?? null;
      return json(200, { tutorial: { steps, learned, next, done: false }, player: testPlayer() });
    }
    if (req.path === '/api/education/finish') {
      const player = testPlayer({ playerMarkers: [{ playerMarker: 'tutorial_done' }] });
      return json(200, { tutorial: { steps, learned, next: null, done: true }, player });
    }
    return undefined;
  });
  game.applyInfo(testInfo(testPlayer({ coordinate: 0 })));
  renderWithGame(game, <TutorialPanel />);
  return { game, requests };
}

const asks = (requests: { path: string }[]) =>
  requests.filter((r) => r.path === '/api/education/get').length;

describe('TutorialPanel', () => {
  it('shows the step to learn and asks again only when the player moved on', async () => {
    const { game, requests } = setup([]);
    expect(await screen.findByText(/Tap the road ahead/)).toBeTruthy();
    expect(asks(requests)).toBe(1);
    // act() runs the panel's effects to the end: a step on the same stair asks nothing.
    await act(async () => {
      game.applyPlayer(testPlayer({ coordinate: 10 }));
    });
    expect(asks(requests)).toBe(1);
    game.applyPlayer(testPlayer({ coordinate: 80 }));
    await waitFor(() => expect(asks(requests)).toBe(2));
  });

  it('ends the tutorial once every step is learned, and goes away', async () => {
    setup(steps);
    fireEvent.click(await screen.findByRole('button', { name: 'Finish the tutorial' }));
    await waitFor(() => expect(screen.queryByRole('note')).toBeNull());
  });
}); // prettier-ignore

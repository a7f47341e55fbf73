import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestGame,
  json,
  renderWithGame,
  testInfo,
  testPlayer,
} from '../../testing/gameHarness';
import { LearningCard } from './RoadChrome';

afterEach(cleanup);

const DONE = [{ playerMarker: 'tutorial_done' }];
const steps = ['walk', 'battle', 'heal', 'squad'];

function road(playerMarkers = DONE, learned: string[] = []) {
  const { game } = createTestGame((req) => {
    if (req.path === '/api/education/get') {
      const next = steps.find((s) => !learned.includes(s)) ?? null;
      return json(200, { tutorial: { steps, learned, next, done: false }, player: testPlayer() });
    }
    return undefined;
  });
  game.applyInfo(testInfo(testPlayer({ playerMarkers })));
  act(() => game.road.setState({ educations: ['restore_health', 'level_up'] }));
  return game;
}

const HEAL = /Your heroes are wounded/;
const LEVEL = /You have gold for a level/;

describe("the road's learning card", () => {
  it('keeps a put-away hint away, also when the road is drawn again', () => {
    const game = road();
    const first = renderWithGame(game, <LearningCard />);
    expect(screen.getByText(HEAL)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByText(HEAL)).toBeNull();
    expect(screen.getByText(LEVEL)).toBeTruthy();
    // The road drawn anew (a reload keeps the browser's storage): the first hint stays away.
    first.unmount();
    renderWithGame(game, <LearningCard />);
    expect(screen.queryByText(HEAL)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('does not bring back advice that was followed', () => {
    const game = road();
    renderWithGame(game, <LearningCard />);
    // The squad healed: the next answer no longer lists the hint…
    act(() => game.road.setState({ educations: ['level_up'] }));
    expect(screen.getByText(LEVEL)).toBeTruthy();
    // … and a later answer listing it again (hurt once more) does not show it.
    act(() => game.road.setState({ educations: ['restore_health'] }));
    expect(screen.queryByText(HEAL)).toBeNull();
  });

  it('shows the hint inside the tutorial panel, one card above its finish button', async () => {
    const game = road([], steps);
    renderWithGame(game, <LearningCard />);
    const finish = await screen.findByRole('button', { name: 'Finish the tutorial' });
    const cards = screen.getAllByRole('note');
    expect(cards).toHaveLength(1);
    const hint = screen.getByText(HEAL);
    expect(cards[0]?.contains(hint)).toBe(true);
    // In the card's flow before the button: it cannot cover it.
    expect(hint.compareDocumentPosition(finish) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByText(HEAL)).toBeNull());
    expect(screen.getByRole('button', { name: 'Finish the tutorial' })).toBe(finish);
  });
});

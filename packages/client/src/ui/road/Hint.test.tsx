import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestGame, renderWithGame, testInfo, testPlayer } from '../../testing/gameHarness';
import { Hint } from './RoadChrome';

afterEach(cleanup);

const DONE = [{ playerMarker: 'tutorial_done' }];

function road(playerMarkers = DONE) {
  const { game } = createTestGame();
  game.applyInfo(testInfo(testPlayer({ playerMarkers })));
  act(() => game.road.setState({ educations: ['restore_health', 'level_up'] }));
  return game;
}

describe('the road hint', () => {
  it('stays put away after a dismissal, also when the road is drawn again', () => {
    const game = road();
    const first = renderWithGame(game, <Hint />);
    const text = () => screen.queryByRole('note')?.textContent ?? '';
    const before = text();
    expect(before).not.toBe('');
    fireEvent.click(screen.getByRole('button'));
    const after = text();
    expect(after).not.toBe(before);
    // The road drawn anew (a reload keeps the browser's storage): the first hint stays away.
    first.unmount();
    renderWithGame(game, <Hint />);
    expect(text()).toBe(after);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('waits while the tutorial panel is up, so the two never stack', () => {
    const game = road([]);
    renderWithGame(game, <Hint />);
    expect(screen.queryByRole('note')).toBeNull();
  });
});

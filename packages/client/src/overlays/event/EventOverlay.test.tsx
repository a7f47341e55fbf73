import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestGame,
  json,
  renderWithGame,
  testInfo,
  testPlayer,
} from '../../testing/gameHarness';
import EventOverlay from './EventOverlay';

afterEach(cleanup);

function setup(events: unknown[]) {
  const { game } = createTestGame((req) => {
    if (req.path === '/api/event/list') return json(200, { events, style: null });
    if (req.path === '/api/task/list') {
      const task = { id: 401, taskType: 'halloween_pumpkin', progress: 4, goal: 13, completed: false,
        kind: 'EVENT', taken: false, reward: { GOLD: 1300 }, eventId: 'halloween' }; // prettier-ignore
      return json(200, { tasks: [task], dailyResetAt: 0 });
    }
    return undefined;
  });
  game.applyInfo(testInfo(testPlayer()));
  game.ui.getState().open('event');
  renderWithGame(game, <EventOverlay />);
}

const halloween = {
  eventId: 'halloween',
  start: Date.UTC(2026, 9, 27, 21),
  end: Date.UTC(2026, 9, 30, 21),
  preview: false,
  style: null,
  points: 13,
  eventPosition: 2,
  top: [{ playerId: 9, name: 'Vasya', points: 26 }],
};

describe('EventOverlay', () => {
  it('shows the event, its dates, its pumpkin task, the place and the leaders', async () => {
    setup([halloween]);
    expect(await screen.findByText('Halloween')).toBeTruthy();
    expect(screen.getByText('From 28 October to 30 October (Moscow time)')).toBeTruthy();
    expect(screen.getByText('Gather 13 pumpkins (finds) on the road')).toBeTruthy();
    expect(screen.getByText('Your event points: 13, place 2 in the rating.')).toBeTruthy();
    expect(screen.getByText('Vasya: 26')).toBeTruthy();
  });

  it('marks a staff preview and says when nothing is on', async () => {
    setup([{ ...halloween, preview: true, eventPosition: null, points: 0, top: [] }]);
    expect(await screen.findByText(/Preview for staff/)).toBeTruthy();
    cleanup();
    setup([]);
    expect(await screen.findByText('No event is on now.')).toBeTruthy();
  });
});

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TaskListDto } from '@heroroad/protocol';
import {
  createTestGame,
  json,
  renderWithGame,
  testInfo,
  testPlayer,
} from '../../testing/gameHarness';
import TasksOverlay from './TasksOverlay';

afterEach(cleanup);

type Task = TaskListDto['tasks'][number];
const daily = (id: number, progress: number, goal: number, taken = false): Task => ({
  id,
  taskType: `t${id}`,
  progress,
  goal,
  completed: progress >= goal,
  kind: 'DAILY',
  taken,
  reward: { GOLD: 300 },
  eventId: null,
});

const DONE = [{ playerMarker: 'tutorial_done' }];

function setup(tasks: Task[], playerMarkers = DONE) {
  let list = tasks;
  const { game, requests } = createTestGame((req) => {
    if (req.path === '/api/task/list') {
      return json(200, { tasks: list, dailyResetAt: game.now() + 3_600_000 });
    }
    if (req.path === '/api/task/101/take') {
      list = list.map((t) => (t.id === 101 ? { ...t, taken: true } : t));
      return json(200, { taskId: 101, reward: { GOLD: 300 }, player: testPlayer() });
    }
    return undefined;
  });
  game.applyInfo(testInfo(testPlayer({ playerMarkers })));
  game.ui.getState().open('tasks');
  renderWithGame(game, <TasksOverlay />);
  return { game, requests };
}

describe('TasksOverlay', () => {
  it('lists the day’s tasks with progress and claims a completed one once', async () => {
    const { requests } = setup([daily(101, 5, 5), daily(102, 0, 1)]);
    const rows = await screen.findAllByRole('listitem');
    expect(within(rows[0]!).getByText('Win 5 battles')).toBeTruthy();
    expect(within(rows[0]!).getByText(/5 of 5/)).toBeTruthy();
    const claims = screen.getAllByRole('button', { name: 'Claim' });
    expect(claims[1]!.hasAttribute('disabled')).toBe(true);
    fireEvent.click(claims[0]!);
    await screen.findByText('Claimed');
    expect(requests.some((r) => r.path === '/api/task/101/take')).toBe(true);
    expect(screen.getByText(/New daily tasks in/)).toBeTruthy();
  });

  it('shows a finished task disabled with the reason while the tutorial runs', async () => {
    const { requests } = setup([daily(101, 5, 5)], []);
    const claim = await screen.findByRole('button', { name: 'Claim' });
    expect(claim.hasAttribute('disabled')).toBe(true);
    const why = document.getElementById(claim.getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toBe('Rewards can be claimed after the tutorial');
    fireEvent.click(claim);
    expect(requests.some((r) => r.path === '/api/task/101/take')).toBe(false);
  });

  it('has four tabs and says when no event is on', async () => {
    setup([daily(101, 0, 5)]);
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Daily', 'Story', 'Side', 'Event']);
    // The shared styled tabs (the pill look of the other overlays), not bare buttons.
    expect(screen.getByRole('tablist').className).toContain('tabs-pill');
    expect(screen.getByRole('tabpanel')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Event' }));
    await waitFor(() => expect(screen.getByText(/No event is on now/)).toBeTruthy());
  });
});

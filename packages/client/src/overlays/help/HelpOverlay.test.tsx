import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestGame,
  json,
  renderWithGame,
  testInfo,
  testPlayer,
} from '../../testing/gameHarness';
import HelpOverlay from './HelpOverlay';

afterEach(cleanup);

function setup() {
  let tickets: unknown[] = [];
  let notes = [{ id: 5, kind: 'SUPPORT_ANSWER', text: 'Lost gold', createdAt: 1 }];
  const { game, requests } = createTestGame((req) => {
    if (req.path === '/api/support/ticket/list') return json(200, tickets);
    if (req.path === '/api/support/ticket/create') {
      const body = req.body as { subject: string; text: string };
      const ticket = { id: 1, playerId: 1, ...body, createdAt: 1, answer: null, answeredAt: null };
      tickets = [ticket];
      return json(200, ticket);
    }
    if (req.path === '/api/player/notif/list') return json(200, notes);
    if (req.path === '/api/player/notif/remove/5') {
      notes = [];
      return json(200, { ok: true });
    }
    return undefined;
  });
  game.applyInfo(testInfo(testPlayer()));
  game.ui.getState().open('help');
  renderWithGame(game, <HelpOverlay />);
  return { requests };
}

describe('HelpOverlay', () => {
  it('opens on the manual, in the player’s language', () => {
    setup();
    expect(screen.getByText('The road and its stairs')).toBeTruthy();
  });

  it('files a support request and lists it as waiting for an answer', async () => {
    const { requests } = setup();
    fireEvent.click(screen.getByRole('tab', { name: 'Support' }));
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Lost gold' } });
    fireEvent.change(screen.getByLabelText('What happened?'), { target: { value: 'It vanished' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send to support' }));
    expect(await screen.findByText('Waiting for an answer.')).toBeTruthy();
    expect(requests.some((r) => r.path === '/api/support/ticket/create')).toBe(true);
  });

  it('shows a notification and removes it', async () => {
    setup();
    fireEvent.click(screen.getByRole('tab', { name: 'Notifications' }));
    expect(await screen.findByText('Support has answered your request «Lost gold».')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No new notifications.')).toBeTruthy();
  });
});

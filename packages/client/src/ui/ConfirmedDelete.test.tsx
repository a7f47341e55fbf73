import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { createTestGame, renderWithGame } from '../testing/gameHarness';
import { DeleteButton, useConfirmedDelete } from './ConfirmedDelete';

afterEach(cleanup);

/** A line with a bin that asks first; `remove` decides how the removal goes. */
function Line({ remove, look }: { remove: () => Promise<void>; look?: 'icon' | 'button' }) {
  const removal = useConfirmedDelete({
    question: 'Remove it for everyone?',
    confirmLabel: 'Remove',
    onDelete: remove,
  });
  return (
    <div>
      <DeleteButton label="Remove the line" look={look} onClick={removal.ask} />
      {removal.question}
    </div>
  );
}

function setup(remove: () => Promise<void>, look?: 'icon' | 'button') {
  const { game } = createTestGame();
  renderWithGame(game, <Line remove={remove} look={look} />);
  return game;
}

describe('confirmed delete', () => {
  it('asks once more and removes only when confirmed', async () => {
    let removed = 0;
    setup(async () => {
      removed++;
    });
    expect(screen.queryByRole('group', { name: 'Remove it for everyone?' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the line' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group')).toBeNull();
    expect(removed).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove the line' }));
    expect(document.activeElement?.textContent).toBe('Remove');
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('group')).toBeNull());
    expect(removed).toBe(1);
  });

  it('keeps the question open with the reason when the removal fails', async () => {
    const game = setup(() =>
      Promise.reject(new ApiError('http', 403, 'FORBIDDEN', 'Not allowed here', '/api/x')),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove the line' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(game.ui.getState().toasts.at(-1)).toMatchObject({
        kind: 'error',
        text: 'Not allowed here',
      }),
    );
    expect(screen.getByRole('group', { name: 'Remove it for everyone?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows the bin as an icon with its name, or as a labelled danger button', () => {
    setup(async () => undefined);
    const icon = screen.getByRole('button', { name: 'Remove the line' });
    expect(icon.className).toBe('icon-button icon-danger');
    expect(icon.getAttribute('title')).toBe('Remove the line');
    cleanup();
    setup(async () => undefined, 'button');
    const button = screen.getByRole('button', { name: 'Remove the line' });
    expect(button.className).toContain('btn-danger');
    expect(button.textContent).toBe('Remove the line');
  });
});

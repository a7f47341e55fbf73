import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestGame, renderWithGame } from '../testing/gameHarness';
import { AuthorLink } from './AuthorLink';

afterEach(cleanup);

const boris = { id: 3, name: 'Boris', level: 12, role: 'player' } as const;

describe('AuthorLink', () => {
  it('opens the card of someone else and closes the chat and the mail (SPEC §2)', () => {
    const { game } = createTestGame();
    game.ui.getState().open('mail');
    game.ui.getState().open('chat');
    renderWithGame(game, <AuthorLink name="Boris" profile={boris} className="dialog-name" />);
    const link = screen.getByRole('button', { name: 'Open the profile of Boris' });
    expect(link.textContent).toBe('Boris');
    expect(link.className).toBe('author-link dialog-name');
    fireEvent.click(link);
    expect(game.ui.getState().overlays).toEqual(['profile']);
    expect(game.social.getState().profile).toEqual(boris);
  });

  it('shows a name that opens nothing as plain text in the same face', () => {
    const { game } = createTestGame();
    const view = renderWithGame(game, <AuthorLink name="Ivan" />);
    expect(screen.queryByRole('button')).toBeNull();
    const name = view.container.querySelector('span.author-link');
    expect(name?.textContent).toBe('Ivan');
  });
});

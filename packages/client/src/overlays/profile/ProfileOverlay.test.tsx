import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlayerDto } from '@heroroad/protocol';
import {
  createTestGame,
  json,
  renderWithGame,
  testInfo,
  testPlayer,
} from '../../testing/gameHarness';
import type { PlayerRef } from '../../stores/socialStore';
import ProfileOverlay from './ProfileOverlay';

afterEach(cleanup);

const boris: PlayerRef = { id: 3, name: 'Boris', level: 12, role: 'moderator' };

function setup(player: PlayerDto, person: PlayerRef = boris, blocked = false) {
  const { game, requests } = createTestGame((req) => {
    if (req.path === '/api/mail/blocked') {
      return json(200, blocked ? [{ playerId: 3, name: 'Boris', since: 0 }] : []);
    }
    if (req.path === '/api/mail/unblock/3') return json(200, { playerId: 3, blocked: false });
    return undefined;
  });
  game.applyInfo(testInfo(player));
  game.social.getState().setProfile(person);
  game.ui.getState().open('profile');
  renderWithGame(game, <ProfileOverlay />);
  return { game, requests };
}

describe('ProfileOverlay', () => {
  it('shows name, level and role, and writes a letter from there', () => {
    const { game } = setup(testPlayer({ id: 7 }));
    const card = screen.getByRole('dialog', { name: 'Player' });
    expect(within(card).getByText('Boris')).toBeTruthy();
    expect(within(card).getByText('Level 12')).toBeTruthy();
    expect(within(card).getByText('Moderator')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Write a letter' }));
    expect(game.ui.getState().overlays).toEqual(['mail']);
    expect(game.social.getState().mailStart).toEqual(boris);
  });

  it('whispers through the chat’s whispers room', () => {
    const { game } = setup(testPlayer({ id: 7, level: 10 }));
    fireEvent.click(screen.getByRole('button', { name: 'Whisper in the chat' }));
    expect(game.ui.getState().overlays).toEqual(['chat']);
    expect(game.social.getState().chatStart).toEqual({ room: 'PRIVAT', whisperTo: boris });
  });

  it('says what keeps a guest and a low level from writing', () => {
    setup(testPlayer({ id: 7, accessLevel: 'TRIAL' }));
    expect(screen.getByRole('button', { name: 'Write a letter' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(
      screen.getByText('Register to write to players; you can write to support as you are'),
    ).toBeTruthy();
    cleanup();
    setup(testPlayer({ id: 7, level: 4 }));
    expect(
      screen.getByRole('button', { name: 'Whisper in the chat' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(screen.getByText('You need level 10 to send a message!')).toBeTruthy();
  });

  it('unblocks a blocked player after asking', async () => {
    const { requests } = setup(testPlayer({ id: 7 }), boris, true);
    expect(
      await screen.findByText('You have blocked this player: they cannot write or whisper to you.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    const ask = screen.getByRole('group', { name: /Unblock Boris\?/ });
    fireEvent.click(within(ask).getByRole('button', { name: 'Unblock' }));
    await screen.findByRole('button', { name: 'Block' });
    expect(requests.at(-1)).toMatchObject({ method: 'POST', path: '/api/mail/unblock/3' });
  });

  it('offers nothing to do with oneself', () => {
    setup(testPlayer({ id: 3 }));
    expect(screen.getByText('This is you.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Write a letter' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Block' })).toBeNull();
  });
});

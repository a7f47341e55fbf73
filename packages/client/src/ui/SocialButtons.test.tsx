import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { computeLayout } from '../model/layout';
import { createTestGame, renderWithGame, testInfo, testPlayer } from '../testing/gameHarness';
import { SceneChrome } from './SceneChrome';

afterEach(cleanup);

function setup(haveNewMailMessage = false, viewport: [number, number] = [1920, 1080]) {
  const { game } = createTestGame();
  game.ui.getState().setLayout(computeLayout(...viewport));
  game.applyInfo(testInfo(testPlayer({ haveNewMailMessage })));
  game.ui.getState().setScene('road');
  renderWithGame(game, <SceneChrome />);
  return game;
}

describe('chat, mail and forum buttons on the road', () => {
  it('open their overlays', () => {
    const game = setup();
    const bar = screen.getByRole('navigation', { name: 'Chat, mail, forum, rating and shops' });
    expect(bar.textContent).toBe('ChatMailForumGiftsRatingFactionsMarketPortal shop');
    fireEvent.click(screen.getByRole('button', { name: 'Forum' }));
    fireEvent.click(screen.getByRole('button', { name: 'Chat' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rating' }));
    fireEvent.click(screen.getByRole('button', { name: 'Market' }));
    fireEvent.click(screen.getByRole('button', { name: 'Portal shop' }));
    expect(game.ui.getState().overlays).toEqual([
      'forum',
      'chat',
      'rating',
      'market',
      'portalShop',
    ]);
  });

  it('count unread letters, and mark new mail before it is counted', () => {
    const game = setup(true);
    const mail = () => screen.getByRole('button', { name: /^Mail/ });
    expect(mail().querySelector('.social-badge')?.textContent).toBe('');
    act(() => game.social.getState().setMailUnread(3));
    expect(mail().getAttribute('aria-label')).toBe('Mail, unread: 3');
    expect(mail().querySelector('.social-badge')?.textContent).toBe('3');
    act(() => game.social.getState().setMailUnread(120));
    expect(mail().querySelector('.social-badge')?.textContent).toBe('99+');
  });

  it('mark the chat for clan messages and whispers, not for the busy main room', () => {
    const game = setup();
    const chat = () => screen.getByRole('button', { name: 'Chat' });
    act(() => game.social.getState().setChatUnread('MAIN', true));
    expect(chat().querySelector('.social-badge')).toBeNull();
    act(() => game.social.getState().setChatUnread('PRIVAT', true));
    expect(chat().querySelector('.social-badge')).not.toBeNull();
  });

  it('count gifts not seen yet, mark a waiting one, and open the inbox', () => {
    const game = setup();
    const gifts = () => screen.getByRole('button', { name: 'Gifts' });
    expect(gifts().querySelector('.social-badge')).toBeNull();
    act(() => game.player.getState().patchPlayer({ haveNewGift: true, giftNews: 0 }));
    expect(gifts().querySelector('.social-badge')?.textContent).toBe('');
    act(() => game.player.getState().patchPlayer({ giftNews: 2 }));
    expect(gifts().querySelector('.social-badge')?.textContent).toBe('2');
    fireEvent.click(gifts());
    expect(game.ui.getState().overlays).toEqual(['gifts']);
  });

  it('fold behind "more" inside the game column, marked when what they fold has news', () => {
    const game = setup(false, [360, 740]);
    const bar = screen.getByRole('navigation', { name: 'Chat, mail, forum, rating and shops' });
    const more = screen.getByRole('button', { name: 'More' });
    // A phone's column is two buttons: the rest stood down the road's edge over its places.
    expect(bar.textContent).toBe('ChatMore');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(more.querySelector('.social-badge')).toBeNull();
    act(() => game.social.getState().setMailUnread(2));
    expect(more.querySelector('.social-badge')).not.toBeNull();
    fireEvent.click(more);
    expect(bar.textContent).toBe('ChatMoreMail2ForumGiftsRatingFactionsMarketPortal shop');
    expect(more.querySelector('.social-badge')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Rating' }));
    expect(game.ui.getState().overlays).toEqual(['rating']);
    // The column stays open under what it opened, and folds when that closes.
    expect(bar.textContent).toBe('ChatMoreMail2ForumGiftsRatingFactionsMarketPortal shop');
    act(() => game.ui.getState().closeAll());
    expect(bar.textContent).toBe('ChatMore');
    act(() => game.ui.getState().setLayout(computeLayout(1920, 1080)));
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
    expect(bar.textContent).toBe('ChatMail2ForumGiftsRatingFactionsMarketPortal shop');
  });
});

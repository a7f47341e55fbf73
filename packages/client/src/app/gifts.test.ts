import { AUTH_SOURCES } from '@heroroad/protocol';
import { referralEnabled } from '@heroroad/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLATFORM_TRAITS } from '../platform/traits';
import { createTestGame, json, testInfo, testPlayer } from '../testing/gameHarness';
import { startAsGuest } from './account';
import { copyReferralLink, shareReferralLink } from './gifts';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the referral link', () => {
  it('is read where the rules enable referral, on every platform alike', () => {
    for (const source of AUTH_SOURCES)
      expect(PLATFORM_TRAITS[source].referral, source).toBe(referralEnabled(source));
  });

  it('goes with the guest the game was opened with', async () => {
    window.history.replaceState(null, '', '/?ref=3F&lang=en');
    const { game, requests } = createTestGame((req) => {
      if (req.path === '/api/security/registerTrial')
        return json(200, { playerId: 4, accessLevel: 'TRIAL' });
      if (req.path === '/api/player/info/current')
        return json(200, testInfo(testPlayer({ id: 4 })));
      return undefined;
    });
    await startAsGuest(game).catch(() => undefined);
    const sent = requests.find((r) => r.path === '/api/security/registerTrial');
    expect(sent?.body).toMatchObject({ ref: '3F' });
  });

  it('is copied, or the player is told to copy it by hand', async () => {
    const { game } = createTestGame();
    const writeText = vi.fn(() => Promise.resolve());
    await expect(copyReferralLink(game, 'https://x/?ref=3F', { writeText })).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://x/?ref=3F');
    const refused = vi.fn(() => Promise.reject(new Error('denied')));
    await expect(copyReferralLink(game, 'https://x/?ref=3F', { writeText: refused })).resolves.toBe(
      false,
    );
    expect(game.ui.getState().toasts.map((t) => [t.kind, t.text])).toEqual([
      ['success', 'The link is copied'],
      ['error', 'The browser did not let us copy: select the link and copy it yourself'],
    ]);
  });

  it('opens the share sheet where there is one', async () => {
    const { game } = createTestGame();
    const share = vi.fn(() => Promise.resolve());
    await shareReferralLink(game, 'https://x/?ref=3F', { share, clipboard: undefined as never });
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: 'https://x/?ref=3F' }));
  });
});

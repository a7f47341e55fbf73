import type { GiftDto, ReferralStatusDto } from '@heroroad/protocol';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createTestGame,
  json,
  renderWithGame,
  testInfo,
  testPlayer,
  TEST_NOW,
} from '../../testing/gameHarness';
import GiftsOverlay from './GiftsOverlay';
import ReferralOverlay from './ReferralOverlay';
import SendGiftOverlay from './SendGiftOverlay';

afterEach(cleanup);

const ring: GiftDto = {
  id: 5,
  giftId: 'ring',
  senderId: 3,
  senderName: 'Boris',
  receiverId: 7,
  receiverName: 'Me',
  reward: { TICKETS: 2 },
  createdAt: 1,
  acceptedAt: null,
};

describe('GiftsOverlay', () => {
  it('lists a waiting gift, clears the news and accepts it once', async () => {
    const { game, requests } = createTestGame((req) => {
      if (req.path === '/api/gift/list')
        return json(200, { gifts: [ring], giftNews: 1, haveNewGift: true });
      if (req.path === '/api/gift/seen') return json(200, testPlayer({ id: 7, haveNewGift: true }));
      if (req.path === '/api/gift/5/accept')
        return json(200, {
          gift: { ...ring, acceptedAt: 2 },
          player: testPlayer({ id: 7, tickets: 2 }),
        });
      return undefined;
    });
    game.applyInfo(testInfo(testPlayer({ id: 7, giftNews: 1, haveNewGift: true })));
    game.ui.getState().open('gifts');
    renderWithGame(game, <GiftsOverlay />);
    const row = (await screen.findByText('Emerald ring')).closest('li')!;
    expect(within(row).getByText('from Boris')).toBeTruthy();
    expect(within(row).getByText('2 tickets')).toBeTruthy();
    await waitFor(() => expect(requests.some((r) => r.path === '/api/gift/seen')).toBe(true));
    fireEvent.click(within(row).getByRole('button', { name: 'Accept' }));
    expect(await within(row).findByText('accepted')).toBeTruthy();
    expect(game.player.getState().player?.tickets).toBe(2);
    expect(requests.filter((r) => r.path === '/api/gift/5/accept')).toHaveLength(1);
  });

  it('says so when there is nothing yet', async () => {
    const { game } = createTestGame((req) =>
      req.path === '/api/gift/list'
        ? json(200, { gifts: [], giftNews: 0, haveNewGift: false })
        : undefined,
    );
    game.applyInfo(testInfo(testPlayer()));
    renderWithGame(game, <GiftsOverlay />);
    expect(await screen.findByText(/No gifts yet/)).toBeTruthy();
  });
});

describe('the boosters of the inbox', () => {
  it('shows the boosters bought and running on their own tab', async () => {
    const { game, requests } = createTestGame((req) => {
      if (req.path === '/api/gift/list')
        return json(200, { gifts: [ring], giftNews: 0, haveNewGift: false });
      if (req.path === '/api/boosters')
        return json(200, { inbox: [], active: [], serverTimeMs: TEST_NOW });
      return undefined;
    });
    game.applyInfo(testInfo(testPlayer({ id: 7 })));
    renderWithGame(game, <GiftsOverlay />);
    await screen.findByText('Emerald ring');
    fireEvent.click(screen.getByRole('tab', { name: 'Boosters' }));
    await waitFor(() => expect(requests.some((r) => r.path === '/api/boosters')).toBe(true));
    expect(screen.getByRole('tab', { name: 'Boosters' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.queryByText('Emerald ring')).toBeNull();
  });
});

describe('SendGiftOverlay', () => {
  function setup(level: number, answer?: { status: number; body: unknown }) {
    const { game, requests } = createTestGame((req) => {
      if (req.path === '/api/gift/send')
        return answer
          ? json(answer.status, answer.body)
          : json(200, { gift: ring, player: testPlayer({ id: 7, level, mithril: 400 }) });
      return undefined;
    });
    game.applyInfo(testInfo(testPlayer({ id: 7, level, mithril: 500 })));
    game.social.getState().setProfile({ id: 3, name: 'Boris', level: 20, role: 'player' });
    game.ui.getState().open('profile');
    game.ui.getState().open('sendGift');
    renderWithGame(game, <SendGiftOverlay />);
    return { game, requests };
  }

  it('sends the chosen gift to the player of the card with a key, and closes', async () => {
    const { game, requests } = setup(15);
    expect(screen.getByText('A gift for Boris')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Emerald ring/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send: Emerald ring' }));
    await waitFor(() => expect(game.ui.getState().overlays).not.toContain('sendGift'));
    const sent = requests.find((r) => r.path === '/api/gift/send')!;
    expect(sent.body).toMatchObject({
      receiverId: 3,
      giftId: 'ring',
      key: expect.stringMatching(/^gift-/),
    });
    expect(game.player.getState().player?.mithril).toBe(400);
  });

  it('below level 15 explains why, and shows a refusal of the server', async () => {
    setup(14);
    expect(screen.getByText(/Gifts can be sent from level 15/)).toBeTruthy();
    expect((screen.getByRole('button', { name: /^Send:/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    cleanup();
    setup(15, { status: 400, body: { code: 'NOT_ENOUGH_GEMS', message: 'Not enough gems!' } });
    fireEvent.click(screen.getByRole('button', { name: /^Send:/ }));
    expect(await screen.findByText('Not enough gems!')).toBeTruthy();
  });
});

describe('ReferralOverlay', () => {
  const status: ReferralStatusDto = {
    enabled: true,
    code: '3F',
    link: 'https://heroroad.test/?ref=3F',
    friends: 4,
    payingFriends: 3,
    sharePercent: 35,
    steps: [
      { payingFriends: 1, percent: 30 },
      { payingFriends: 3, percent: 35 },
      { payingFriends: 10, percent: 40 },
    ],
    maxPercent: 45,
    clanPercent: 5,
    startBonus: 50,
    bonus: { startBonus: 0, refBonus: 245, refClanBonus: 0 },
    taken: 0,
  };

  it('shows my link, copies it, and takes the bonus waiting', async () => {
    let taken = false;
    const { game } = createTestGame((req) => {
      if (req.path === '/api/referral/my')
        return json(
          200,
          taken
            ? { ...status, bonus: { startBonus: 0, refBonus: 0, refClanBonus: 0 }, taken: 245 }
            : status,
        );
      if (req.path === '/api/referral/bonus/take') {
        taken = true;
        return json(200, { taken: 245, player: testPlayer({ mithril: 245 }) });
      }
      return undefined;
    });
    game.applyInfo(testInfo(testPlayer()));
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithGame(game, <ReferralOverlay />);
    const link = (await screen.findByLabelText('Your link')) as HTMLInputElement;
    expect(link.value).toBe('https://heroroad.test/?ref=3F');
    expect(screen.getByText('Friends who came through your link: 4')).toBeTruthy();
    expect(screen.getByText('3 friends have bought emeralds')).toBeTruthy();
    expect(screen.getByText(/up to 45% with the clan bonus/)).toBeTruthy();
    expect(screen.getByText('from 1 paying friend: 30%')).toBeTruthy();
    expect(screen.getByText('from 3 paying friends: 35%').getAttribute('aria-current')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy the link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('https://heroroad.test/?ref=3F'));
    fireEvent.click(screen.getByRole('button', { name: 'Take 245 emeralds' }));
    expect(await screen.findByText('Taken so far: 245 emeralds')).toBeTruthy();
    expect(game.player.getState().player?.mithril).toBe(245);
  });

  it('says where referral is off', async () => {
    const { game } = createTestGame((req) =>
      req.path === '/api/referral/my'
        ? json(200, { ...status, enabled: false, code: null, link: null })
        : undefined,
    );
    game.applyInfo(testInfo(testPlayer()));
    renderWithGame(game, <ReferralOverlay />);
    expect(await screen.findByText(/not available on this platform/)).toBeTruthy();
    expect(screen.queryByLabelText('Your link')).toBeNull();
  });
});

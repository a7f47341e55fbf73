import { api, type ClanRatingDto } from '@heroroad/protocol';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RATING_TRIES } from '../../app/ratingRetry';
import { createTestGame, json, renderWithGame, testInfo } from '../../testing/gameHarness';
import { RatingList } from './RatingList';

afterEach(cleanup);

const rating: ClanRatingDto = {
  positions: [
    {
      id: 5,
      name: 'Wolves',
      level: 3,
      membersCurr: 4,
      membersMax: 12,
      theme: 0,
      leaderId: 1,
      leaderName: 'Chief',
      advertisement: '',
      positionNumber: 1,
    },
  ],
  total: 1,
  myPosition: 1,
};

describe('clan RatingList (SPEC §8 rating failures)', () => {
  it('asks a failing page five times, clears the list, and asks again on retry', async () => {
    let up = false;
    const { game, requests } = createTestGame((req) =>
      req.path === api.clan.rating.url
        ? up
          ? json(200, rating)
          : json(500, { code: 'INTERNAL', message: 'x' })
        : undefined,
    );
    game.applyInfo(testInfo());
    renderWithGame(game, <RatingList mine={5} />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(requests.filter((r) => r.path === api.clan.rating.url)).toHaveLength(RATING_TRIES);
    expect(screen.queryByText('Wolves')).toBeNull();
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Wolves')).toBeTruthy();
    expect(screen.getByText('Your clan is number 1')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});

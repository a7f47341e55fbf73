import type { ArenaStateDto } from '@heroroad/protocol';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestGame, renderWithGame, testInfo } from '../../testing/gameHarness';
import { Standing } from './ArenaChrome';

afterEach(cleanup);

function state(patch: Partial<ArenaStateDto>): ArenaStateDto {
  return {
    rating: 1000,
    league: 1,
    nextLeague: 1,
    nextLeagueRating: 790,
    previousLeague: null,
    season: 3,
    seasonEndsAt: 0,
    attemptsUsed: 0,
    freeAttempts: 5,
    attemptTickets: 0,
    rewardMinute: 0,
    rewardPaidToday: false,
    dailyReward: { gold: 300, gems: 0, tickets: 0 },
    wins: 0,
    losses: 0,
    defenceWins: 0,
    defenceLosses: 0,
    opponents: [],
    ...patch,
  };
}

function show(s: ArenaStateDto) {
  const { game } = createTestGame();
  game.applyInfo(testInfo());
  renderWithGame(game, <Standing state={{ ...s, seasonEndsAt: game.now() + 3_600_000 }} />);
}

describe('the arena standing', () => {
  it('tells a goal from a floor: points still needed, the next league named, the own floor', () => {
    show(state({ rating: 1100, league: 3, nextLeague: 3, nextLeagueRating: 1150 }));
    expect(screen.getByRole('heading').textContent).toBe('Your league: Stone');
    expect(screen.getByText(/more rating points/).textContent).toBe(
      '50 more rating points to the Bronze league (it starts at 1150)',
    );
    expect(screen.getByText("Below 1000 you drop a league at the season's end")).toBeTruthy();
  });

  it('says a newcomer past the next threshold moves up, not that 790 is a goal', () => {
    show(state({ rating: 1000, league: 1, nextLeague: 2, nextLeagueRating: 790 }));
    const text = document.body.textContent ?? '';
    expect(text).toContain("Your rating has reached the Wooden league's threshold (790)");
    expect(text).not.toContain('more rating point');
    // The first league has no floor to fall through.
    expect(text).not.toContain('you drop a league');
  });

  it('counts one point in the singular', () => {
    show(state({ rating: 1149, league: 3, nextLeague: 3, nextLeagueRating: 1150 }));
    expect(screen.getByText(/more rating point /).textContent).toBe(
      '1 more rating point to the Bronze league (it starts at 1150)',
    );
  });
});

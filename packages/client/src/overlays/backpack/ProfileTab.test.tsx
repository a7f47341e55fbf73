import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createPlayingGame, renderWithGame } from '../../testing/gameHarness';
import { ProfileTab } from './ProfileTab';

afterEach(cleanup);

describe('the profile tab', () => {
  it('lists gold crystals beside the other currencies, with their icon', () => {
    const { game } = createPlayingGame({ goldCrystal: 7, gears: 2 });
    renderWithGame(game, <ProfileTab />);
    const row = screen.getByText('Gold crystals').closest('li')!;
    expect(row.querySelector('b')!.textContent).toBe('7');
    expect(row.querySelector('[data-currency="GOLD_CRYSTAL"] svg')).not.toBeNull();
    // Every wallet currency has its row: gold crystals come after the gears.
    const names = [...document.querySelectorAll('.wallet li span:nth-child(2)')].map(
      (n) => n.textContent,
    );
    expect(names.slice(-2)).toEqual(['Gears', 'Gold crystals']);
  });
});

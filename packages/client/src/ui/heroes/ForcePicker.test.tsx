import { FORCES } from '@heroroad/rules';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestGame, renderWithGame } from '../../testing/gameHarness';
import { ForcePicker } from './ForcePicker';

afterEach(cleanup);

function Picker() {
  const [pick, setPick] = useState<string>('');
  return (
    <>
      <ForcePicker forces={FORCES} value={pick as ''} onChange={setPick} lang="EN" />
      <output>{pick}</output>
    </>
  );
}

describe('the force picker', () => {
  it('groups every force by its trait, no native select', () => {
    const { game } = createTestGame();
    renderWithGame(game, <Picker />);
    expect(document.querySelector('select')).toBeNull();
    const list = screen.getByRole('group', { name: 'Choose a force' });
    expect(list.querySelectorAll('.force-option')).toHaveLength(FORCES.length);
    const headings = [...list.querySelectorAll('h5')].map((h) => h.textContent);
    expect(headings).toContain('sets foes alight');
    expect(new Set(headings).size).toBe(headings.length);
  });

  it('finds a force by name and keeps it pressed while chosen', () => {
    const { game } = createTestGame();
    renderWithGame(game, <Picker />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a force' }), {
      target: { value: 'drag' },
    });
    const options = screen.getAllByRole('button');
    expect(options.map((o) => o.textContent).sort()).toEqual(['Dragon', 'Dragonslayer']);
    const dragon = screen.getByRole('button', { name: 'Dragon' });
    fireEvent.click(dragon);
    expect(dragon.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('dragon');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzz' } });
    expect(screen.getByText('No force by that name')).toBeTruthy();
  });
});

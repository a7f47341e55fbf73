import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs, tabAfterKey } from './Tabs';

afterEach(cleanup);

const KEYS = ['north', 'east', 'south'] as const;
type Key = (typeof KEYS)[number];

function Compass({ marked = null }: { marked?: Key | null }) {
  const [value, setValue] = useState<Key>('north');
  return (
    <Tabs
      label="Directions"
      tabs={KEYS.map((key) => ({ key, label: key, mark: key === marked ? 'New here' : null }))}
      value={value}
      onChange={setValue}
    >
      <p>{`Going ${value}`}</p>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('names the list, marks the chosen tab and names the panel by it', () => {
    render(<Compass />);
    expect(screen.getByRole('tablist', { name: 'Directions' })).toBeTruthy();
    expect(tab('north').getAttribute('aria-selected')).toBe('true');
    expect(tab('east').getAttribute('aria-selected')).toBe('false');
    const panel = screen.getByRole('tabpanel', { name: 'north' });
    expect(panel.textContent).toBe('Going north');
    expect(tab('north').getAttribute('aria-controls')).toBe(panel.id);
    fireEvent.click(tab('south'));
    expect(screen.getByRole('tabpanel', { name: 'south' }).textContent).toBe('Going south');
  });

  it('keeps only the chosen tab in the Tab order', () => {
    render(<Compass />);
    expect(KEYS.map((k) => tab(k).tabIndex)).toEqual([0, -1, -1]);
    fireEvent.click(tab('east'));
    expect(KEYS.map((k) => tab(k).tabIndex)).toEqual([-1, 0, -1]);
  });

  it('moves with the arrow keys, round the ends, and focuses the tab it chose', () => {
    render(<Compass />);
    tab('north').focus();
    fireEvent.keyDown(tab('north'), { key: 'ArrowRight' });
    expect(tab('east').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('east'));
    fireEvent.keyDown(tab('east'), { key: 'End' });
    expect(document.activeElement).toBe(tab('south'));
    fireEvent.keyDown(tab('south'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('north'));
    fireEvent.keyDown(tab('north'), { key: 'ArrowLeft' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Going south');
    fireEvent.keyDown(tab('south'), { key: 'Home' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Going north');
    // Other keys are left to the page.
    fireEvent.keyDown(tab('north'), { key: 'a' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Going north');
  });

  it('shows a mark on a tab until it is chosen', () => {
    render(<Compass marked="east" />);
    expect(tab('east').querySelector('.tab-dot')?.getAttribute('title')).toBe('New here');
    expect(tab('north').querySelector('.tab-dot')).toBeNull();
    fireEvent.click(tab('east'));
    expect(tab('east').querySelector('.tab-dot')).toBeNull();
  });

  it('answers the tab a key leads to, or null for keys it leaves alone', () => {
    expect(tabAfterKey('ArrowDown', 0, 3)).toBe(1);
    expect(tabAfterKey('ArrowUp', 0, 3)).toBe(2);
    expect(tabAfterKey('End', 0, 3)).toBe(2);
    expect(tabAfterKey('Enter', 1, 3)).toBeNull();
  });
});

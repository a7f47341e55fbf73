import { afterEach, describe, expect, it } from 'vitest';
import { createUiStore } from '../stores/uiStore';
import { waitFor } from '@testing-library/react';
import { installBackButton } from './backButton';

let off = () => undefined as void;
afterEach(() => off());

function setup() {
  const ui = createUiStore();
  off = installBackButton(window, ui);
  return ui;
}

describe("the browser's Back", () => {
  it('closes the top dialog, one per press, and stays in the game', async () => {
    const ui = setup();
    const start = window.history.length;
    ui.getState().open('tasks');
    ui.getState().open('rating');
    expect(window.history.length).toBe(start + 2);
    window.history.back();
    await waitFor(() => expect(ui.getState().overlays).toEqual(['tasks']));
    window.history.back();
    await waitFor(() => expect(ui.getState().overlays).toEqual([]));
    expect(window.location.pathname).toBe('/');
  });

  it('gives back the entry of a dialog closed by its own button', async () => {
    const ui = setup();
    ui.getState().open('tasks');
    ui.getState().open('rating');
    ui.getState().close();
    // The game's own step back closes nothing more.
    await new Promise<void>((resolve) =>
      window.addEventListener('popstate', () => resolve(), { once: true }),
    );
    expect(ui.getState().overlays).toEqual(['tasks']);
    window.history.back();
    await waitFor(() => expect(ui.getState().overlays).toEqual([]));
  });
});

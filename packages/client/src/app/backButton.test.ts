import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createUiStore } from '../stores/uiStore';
import { installBackButton } from './backButton';

let off = () => undefined as void;
afterEach(() => off());

const onEntry = () => (window.history.state as { hrOverlays?: boolean } | null)?.hrOverlays;

/** Resolves on the next popstate (the browser's traversal is a task of its own). */
const nextPop = () =>
  new Promise<void>((resolve) =>
    window.addEventListener('popstate', () => resolve(), { once: true }),
  );

/** The history reaches the game's entry (or leaves it), after the pushes and steps settle. */
const settled = (expected: boolean) => waitFor(() => expect(onEntry() === true).toBe(expected));

function setup() {
  const ui = createUiStore();
  off = installBackButton(window, ui);
  return ui;
}

describe("the browser's Back", () => {
  it('keeps one history entry for the whole stack and closes the top dialog per press', async () => {
    const ui = setup();
    const start = window.history.length;
    ui.getState().open('tasks');
    ui.getState().open('rating');
    await settled(true);
    expect(window.history.length).toBe(start + 1);
    window.history.back();
    await waitFor(() => expect(ui.getState().overlays).toEqual(['tasks']));
    // The entry is back for the next press.
    await settled(true);
    window.history.back();
    await waitFor(() => expect(ui.getState().overlays).toEqual([]));
    await settled(false);
    expect(window.location.pathname).toBe('/');
  });

  it('steps off its entry when the game closes the last dialog, so the next Back is not lost', async () => {
    const ui = setup();
    ui.getState().open('tasks');
    await settled(true);
    const popped = nextPop();
    ui.getState().close();
    await popped;
    expect(onEntry()).not.toBe(true);
    expect(ui.getState().overlays).toEqual([]);
  });

  it('keeps the next dialog when one closes as it opens (a chat name opening a profile)', async () => {
    const ui = setup();
    ui.getState().open('chat');
    await settled(true);
    // In the same turn: the stack never looks empty to the history.
    ui.getState().close('chat');
    ui.getState().open('profile');
    await settled(true);
    expect(ui.getState().overlays).toEqual(['profile']);
    // A turn apart (the profile's "write" waits for nothing, the mail opens after a fetch).
    const popped = nextPop();
    ui.getState().close('profile');
    await Promise.resolve();
    ui.getState().open('mail');
    await popped;
    await settled(true);
    expect(ui.getState().overlays).toEqual(['mail']);
    // Back still closes it.
    window.history.back();
    await waitFor(() => expect(ui.getState().overlays).toEqual([]));
  });

  it('leaves the connection page open: the game cannot go on without it', async () => {
    const ui = setup();
    ui.getState().open('connection');
    await settled(true);
    window.history.back();
    await nextPop();
    await settled(true);
    expect(ui.getState().overlays).toEqual(['connection']);
    ui.getState().closeAll();
    await settled(false);
  });
});

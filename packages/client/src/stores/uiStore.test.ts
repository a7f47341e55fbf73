import { describe, expect, it } from 'vitest';
import { createUiStore } from './uiStore';

describe('ui store', () => {
  it('stacks overlays and closes the top one', () => {
    const ui = createUiStore();
    ui.getState().open('account');
    ui.getState().open('register');
    expect(ui.getState().overlays).toEqual(['account', 'register']);
    ui.getState().close();
    expect(ui.getState().overlays).toEqual(['account']);
  });

  it('lets the connection page replace everything and stay on top', () => {
    const ui = createUiStore();
    ui.getState().open('settings');
    ui.getState().open('connection');
    expect(ui.getState().overlays).toEqual(['connection']);
    ui.getState().open('settings');
    expect(ui.getState().overlays.at(-1)).toBe('connection');
  });

  it('only moves the load progress forward and clamps it', () => {
    const ui = createUiStore();
    ui.getState().setLoadPercent(40);
    ui.getState().setLoadPercent(20);
    expect(ui.getState().loadPercent).toBe(40);
    ui.getState().setLoadPercent(140);
    expect(ui.getState().loadPercent).toBe(100);
  });

  it('keeps at most four toasts', () => {
    const ui = createUiStore();
    for (let i = 0; i < 6; i++) ui.getState().toast('info', `t${i}`);
    expect(ui.getState().toasts.map((t) => t.text)).toEqual(['t2', 't3', 't4', 't5']);
  });
});

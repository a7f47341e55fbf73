import type { UiStore } from '../stores/uiStore';

/** Marks the history entries the game pushed for its dialogs. */
const OVERLAY_STATE = 'hr-overlay';

/**
 * The browser's Back closes the top dialog instead of leaving the game (SPEC §9: a phone's back
 * gesture must not drop the player on a blank page). Each open overlay owns one history entry:
 * opening pushes one, Back pops it and closes the top overlay, and a dialog closed by its own
 * button takes its entries back out of the history, so Back then leaves from where it should.
 */
export function installBackButton(win: Window, ui: UiStore): () => void {
  let depth = 0;
  // Set while the game itself steps back through its entries: that pop closes nothing.
  let ownPop = false;
  const follow = (open: number) => {
    if (open > depth) {
      for (; depth < open; depth++) win.history.pushState({ [OVERLAY_STATE]: depth + 1 }, '');
    } else if (open < depth) {
      const steps = depth - open;
      depth = open;
      ownPop = true;
      win.history.go(-steps);
    }
  };
  const onPop = () => {
    if (ownPop) {
      ownPop = false;
      return;
    }
    if (depth === 0) return;
    depth--;
    ui.getState().close();
  };
  const off = ui.subscribe((s, prev) => {
    if (s.overlays.length !== prev.overlays.length) follow(s.overlays.length);
  });
  win.addEventListener('popstate', onPop);
  follow(ui.getState().overlays.length);
  return () => {
    off();
    win.removeEventListener('popstate', onPop);
  };
}

import { BLOCKING_OVERLAYS } from '../model/overlays';
import type { UiStore } from '../stores/uiStore';

/** Marks the one history entry the game keeps while any overlay is open. */
const MARK = 'hrOverlays';

/**
 * The browser's Back closes the top overlay instead of leaving the game (a phone's back gesture
 * must not drop the player on a blank page). The whole overlay stack owns ONE history entry:
 * it is pushed when the stack stops being empty; Back pops it, closes the top overlay and, when
 * overlays remain, pushes it again. When the game empties the stack itself, it steps back off
 * the entry so the next Back leaves from where it should. Every decision reads where the history
 * really stands (the entry's mark) rather than counting, so a dialog closing while the next one
 * opens (the chat giving way to a profile, the profile to the mail) can never lose either.
 */
export function installBackButton(win: Window, ui: UiStore): () => void {
  const history = win.history;
  const onEntry = () => (history.state as Record<string, unknown> | null)?.[MARK] === true;
  // The game's own step back off the entry is under way: its popstate closes nothing.
  let steppingBack = false;
  let queued = false;

  const sync = () => {
    queued = false;
    if (steppingBack) return;
    const open = ui.getState().overlays.length > 0;
    if (open && !onEntry()) {
      history.pushState({ ...(history.state as object | null), [MARK]: true }, '');
    } else if (!open && onEntry()) {
      steppingBack = true;
      history.back();
    }
  };
  // A close and an open in the same turn (one dialog replacing another) settle as one change.
  const schedule = () => {
    if (queued) return;
    queued = true;
    queueMicrotask(sync);
  };

  const onPop = () => {
    if (steppingBack) {
      steppingBack = false;
      sync();
      return;
    }
    if (onEntry()) {
      // Forward onto an old entry, or a step that landed on it: just match the stack.
      sync();
      return;
    }
    // A blocking page stays open: it says what to do.
    const top = ui.getState().overlays.at(-1);
    if (top && !BLOCKING_OVERLAYS.has(top)) ui.getState().close(top);
    sync();
  };

  const off = ui.subscribe((s, prev) => {
    if (s.overlays.length === 0 || prev.overlays.length === 0) schedule();
  });
  win.addEventListener('popstate', onPop);
  sync();
  return () => {
    off();
    win.removeEventListener('popstate', onPop);
  };
}

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ApiError, failureText } from '../api/errors';
import { useGame } from './GameContext';

export interface ActionOptions {
  /** Shows the failure in the form instead of a toast. */
  readonly onError?: (text: string, error: unknown) => void;
}

/**
 * Runs an async action for a button: `busy` while it runs, a second run ignored meanwhile, and
 * a failure turned into translated text (the server's message, the catalogue, or a fallback).
 * Reload and redirect answers already took the player elsewhere and show nothing more.
 */
export function useAction<A extends unknown[]>(
  action: (...args: A) => Promise<void>,
  options: ActionOptions = {},
) {
  const game = useGame();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const mounted = useRef(true);
  const latest = useRef({ action, options });
  // Kept as the screen commits, not in a passive effect: a click on a button that has just
  // appeared (a payment dialog's Pay, after its order arrived) could otherwise run the action of
  // the render before, which did not know the order yet, and so do nothing.
  useLayoutEffect(() => {
    latest.current = { action, options };
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    async (...args: A): Promise<boolean> => {
      if (running.current) return false;
      running.current = true;
      setBusy(true);
      try {
        await latest.current.action(...args);
        return true;
      } catch (error) {
        if (error instanceof ApiError && (error.kind === 'reload' || error.kind === 'redirect')) {
          return false;
        }
        const network = error instanceof ApiError && error.kind === 'network';
        const fallback = game.t(network ? 'errors.network' : 'errors.unknown');
        const text = failureText(error, game.lang, fallback);
        if (!(error instanceof ApiError)) game.reporter.report(error);
        game.bus.emit('sound:effect', { name: 'error' });
        const onError = latest.current.options.onError;
        if (onError) onError(text, error);
        else game.ui.getState().toast('error', text);
        return false;
      } finally {
        running.current = false;
        if (mounted.current) setBusy(false);
      }
    },
    [game],
  );

  return { run, busy };
}

/**
 * Runs a screen's load (an action's `run`, which keeps its identity) when the screen mounts, and
 * again each time `when` turns true: a panel opened, a timer come due. Later answers arrive with
 * each of the screen's own actions, so nothing else loads it again.
 */
export function useLoad(run: () => Promise<unknown>, when = true): void {
  useEffect(() => {
    if (when) void run();
  }, [run, when]);
}

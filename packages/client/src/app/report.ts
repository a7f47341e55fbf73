import { ApiError, failureText } from '../api/errors';
import type { GameServices } from './ports';

/**
 * What telling a failure reaches: the reporter, a toast and its sound, in the player's language.
 */
export type FailurePorts = Pick<GameServices, 'bus' | 'lang' | 'reporter' | 't' | 'ui'>;

/**
 * Shows a failed action's reason as a toast (the server's translated message, else the
 * catalogue), for flows a scene starts without a button to carry the error (useAction does the
 * same for buttons).
 */
export function reportFailure(game: FailurePorts, error: unknown): void {
  if (error instanceof ApiError && (error.kind === 'reload' || error.kind === 'redirect')) return;
  const network = error instanceof ApiError && error.kind === 'network';
  if (!(error instanceof ApiError)) game.reporter.report(error);
  game.bus.emit('sound:effect', { name: 'error' });
  game.ui
    .getState()
    .toast(
      'error',
      failureText(error, game.lang, game.t(network ? 'errors.network' : 'errors.unknown')),
    );
}

/** Runs a flow, reporting its failure instead of throwing. */
export function runFlow(game: FailurePorts, flow: () => Promise<unknown>): void {
  void flow().catch((error: unknown) => reportFailure(game, error));
}

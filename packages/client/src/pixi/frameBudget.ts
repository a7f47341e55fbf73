import { CLIENT } from '../config';

/**
 * How many frames the canvas draws: all it can while something moves, at most
 * `CLIENT.restFps` while the scene is at rest and `CLIENT.coveredFps` while a window covers it.
 * Frames held back on purpose say nothing of the device, so the frame-rate watch starts a new
 * window at every change and `held` tells it to ignore the held-back ones.
 */
export class FrameBudget {
  private covered = false;
  private resting = false;

  constructor(
    private readonly ticker: { maxFPS: number },
    private readonly frames: { reset(): void },
  ) {}

  get held(): boolean {
    return this.covered || this.resting;
  }

  cover(covered: boolean): void {
    if (covered === this.covered) return;
    this.covered = covered;
    this.apply();
  }

  rest(resting: boolean): void {
    if (resting === this.resting) return;
    this.resting = resting;
    this.apply();
  }

  private apply(): void {
    this.frames.reset();
    this.ticker.maxFPS = this.covered ? CLIENT.coveredFps : this.resting ? CLIENT.restFps : 0;
  }
}

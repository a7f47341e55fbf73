import { CLIENT } from '../config';

/**
 * How many frames the canvas draws: all it can while something moves, at most
 * `CLIENT.restFps` while the scene is at rest and `CLIENT.coveredFps` while a window covers it.
 * Frames held back on purpose say nothing of the device: `counts` leaves them out of the
 * frame-rate watch, and the first frame after them too (its time includes the held-back wait),
 * while the watch's window runs on across them, so short moves between rests still add up.
 */
export class FrameBudget {
  private covered = false;
  private resting = false;
  private wasHeld = false;

  constructor(private readonly ticker: { maxFPS: number }) {}

  get held(): boolean {
    return this.covered || this.resting;
  }

  /** Whether the frame just drawn tells how fast the device is; asked once a frame. */
  counts(): boolean {
    const after = this.wasHeld;
    this.wasHeld = this.held;
    return !this.held && !after;
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
    if (this.held) this.wasHeld = true;
    this.ticker.maxFPS = this.covered ? CLIENT.coveredFps : this.resting ? CLIENT.restFps : 0;
  }
}

import { CLIENT } from '../config';

/** The most frames a second the canvas draws while at rest and while covered by a window. */
export interface FrameRates {
  readonly rest: number;
  readonly covered: number;
}

/** The rates of a full-motion device, and of one whose player asked for less motion. */
export function frameRates(reducedMotion: boolean): FrameRates {
  return reducedMotion
    ? { rest: CLIENT.stillFps, covered: CLIENT.stillFps }
    : { rest: CLIENT.restFps, covered: CLIENT.coveredFps };
}

/**
 * How many frames the canvas draws: all it can while something moves, at most `rates.rest`
 * while the scene is at rest and `rates.covered` while a window covers it. `wake` brings the full
 * rate back for the next frame at once (input, or news for the scene), so a low rest rate never
 * delays an answer to the player; the scene's next rest check decides whether it stays.
 * Frames held back on purpose say nothing of the device: `counts` leaves them out of the
 * frame-rate watch, and the first frame after them too (its time includes the held-back wait),
 * while the watch's window runs on across them, so short moves between rests still add up.
 */
export class FrameBudget {
  private covered = false;
  private resting = false;
  private wasHeld = false;
  private woken = false;

  constructor(
    private readonly ticker: { maxFPS: number },
    private readonly rates: FrameRates = frameRates(false),
  ) {}

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

  /** Told after every frame whether the scene is at rest. */
  rest(resting: boolean): void {
    if (resting === this.resting && !this.woken) return;
    this.woken = false;
    this.resting = resting;
    this.apply();
  }

  /** Something may move: the next frame comes at the full rate, even under a window. */
  wake(): void {
    if (!this.held) return;
    this.wasHeld = true;
    this.woken = true;
    this.ticker.maxFPS = 0;
  }

  private apply(): void {
    if (this.held) this.wasHeld = true;
    this.ticker.maxFPS = this.covered ? this.rates.covered : this.resting ? this.rates.rest : 0;
  }
}

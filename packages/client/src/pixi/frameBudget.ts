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

/** The parts of Pixi's tickers a paced ticker drives. */
export interface DrivenTicker {
  maxFPS: number;
  autoStart: boolean;
  readonly started: boolean;
  start(): void;
  stop(): void;
  update(now?: number): void;
}

/** Timers as the page has them (injected so tests drive them). */
export interface Timers {
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
  now(): number;
}

/**
 * Tickers whose held rates cost nothing between frames: at the full rate they run on the
 * display's frames; held to a few frames a second they are stopped and a timer runs each of
 * them once a frame. A ticker merely capped (`maxFPS`) still wakes on every display frame to
 * skip it, and the browser still runs its frame pipeline each time: a quarter of a core on a
 * software-painted page that shows nothing new. Pass the application's ticker first and Pixi's
 * system ticker (its scheduled clean-ups and pointer-over checks) after it. While held, a
 * listener added to a stopped ticker does not start it again (`autoStart` is off until the full
 * rate returns); the timer runs it.
 */
export function pacedTicker(
  tickers: readonly DrivenTicker[],
  timers: Timers,
): { maxFPS: number; dispose(): void } {
  let timer: unknown = null;
  let fps = 0;
  const autoStart = tickers.map((t) => t.autoStart);
  const clear = () => {
    if (timer !== null) timers.clearInterval(timer);
    timer = null;
  };
  return {
    get maxFPS() {
      return fps;
    },
    set maxFPS(next: number) {
      if (next === fps) return;
      const wasHeld = fps !== 0;
      fps = next;
      clear();
      if (next === 0) {
        tickers.forEach((t, i) => {
          t.autoStart = autoStart[i]!;
          t.start();
        });
        return;
      }
      if (!wasHeld) {
        for (const t of tickers) {
          t.autoStart = false;
          t.stop();
          t.maxFPS = 0;
        }
      }
      timer = timers.setInterval(() => {
        const now = timers.now();
        for (const t of tickers) t.update(now);
      }, 1000 / next);
    },
    /** Back to the display's frames, the timer gone (the application is going). */
    dispose() {
      this.maxFPS = 0;
    },
  };
}

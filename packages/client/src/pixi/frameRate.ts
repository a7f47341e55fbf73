import { CLIENT } from '../config';

/**
 * Watches the real time between frames and reports the frame rate of each window of
 * `CLIENT.frameWindowMs` (AUTO quality steps down on slow windows and back up on fast ones, see
 * nextPace). A pause longer than a window (a hidden tab, a debugger) starts a fresh window
 * instead of counting as slow.
 */
export class FrameRateWatch {
  private windowMs = 0;
  private frames = 0;

  constructor(private readonly onWindow: (fps: number) => void) {}

  frame(elapsedMs: number): void {
    if (elapsedMs > CLIENT.frameWindowMs) {
      this.reset();
      return;
    }
    this.windowMs += elapsedMs;
    this.frames += 1;
    if (this.windowMs < CLIENT.frameWindowMs) return;
    const fps = (this.frames * 1000) / this.windowMs;
    this.reset();
    this.onWindow(fps);
  }

  reset(): void {
    this.windowMs = 0;
    this.frames = 0;
  }
}

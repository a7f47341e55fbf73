import { CLIENT } from '../config';

/**
 * Watches the real time between frames. Each window of `CLIENT.frameWindowMs` whose frame rate
 * stays under `CLIENT.slowFps` counts as slow; `onSlow` is called once per slow window, so AUTO
 * quality steps down one level at a time while the device keeps struggling. A pause longer than
 * a window (a hidden tab, a debugger) starts a fresh window instead of counting as slow.
 */
export class FrameRateWatch {
  private windowMs = 0;
  private frames = 0;

  constructor(private readonly onSlow: (fps: number) => void) {}

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
    if (fps < CLIENT.slowFps) this.onSlow(fps);
  }

  reset(): void {
    this.windowMs = 0;
    this.frames = 0;
  }
}

import { PIXELS_PER_UNIT } from '@heroroad/rules';

/** The squad's walk along the road: where it stands and where it is going. */
export class Walk {
  target: number | null = null;

  constructor(public position: number) {}

  go(target: number): void {
    this.target = target;
  }

  /** Stands at once (a turn, a portal): no walking. */
  jump(position: number): void {
    this.position = position;
    this.target = null;
  }

  get walking(): boolean {
    return this.target !== null;
  }

  /**
   * Moves towards the target at `speed` units per second. Answers whether the squad stepped onto
   * a new whole coordinate and whether it arrived this frame.
   */
  step(deltaMs: number, speed: number): { newCoordinate: boolean; arrived: number | null } {
    if (this.target === null) return { newCoordinate: false, arrived: null };
    const before = Math.floor(this.position);
    const distance = this.target - this.position;
    const reach = (speed * deltaMs) / 1000;
    let arrived: number | null = null;
    if (Math.abs(distance) <= reach) {
      this.position = this.target;
      arrived = this.target;
      this.target = null;
    } else {
      this.position += Math.sign(distance) * reach;
    }
    return { newCoordinate: Math.floor(this.position) !== before, arrived };
  }
}

/** The camera looks this many units ahead of the squad, so more of the road above shows. */
export const LOOK_AHEAD = 30;
/** A pointer that moves less than this (virtual px) between down and up is a tap. */
export const TAP_SLOP = 10;

/**
 * The camera follows the squad a little ahead of it. A drag looks along the road (the camera
 * stays where it was left) until the squad walks again.
 */
export class Camera {
  free = false;

  constructor(public coordinate: number) {}

  follow(squad: number, deltaMs: number): void {
    if (this.free) return;
    const target = squad + LOOK_AHEAD;
    const k = 1 - Math.exp(-deltaMs / 180);
    this.coordinate += (target - this.coordinate) * k;
    if (Math.abs(target - this.coordinate) < 0.01) this.coordinate = target;
  }

  /** A drag down the screen (positive dy) shows the road further up. */
  drag(dyPx: number, min: number, max: number): void {
    this.free = true;
    this.coordinate = Math.min(max, Math.max(min, this.coordinate + dyPx / PIXELS_PER_UNIT));
  }

  release(): void {
    this.free = false;
  }

  snap(squad: number): void {
    this.free = false;
    this.coordinate = squad + LOOK_AHEAD;
  }
}

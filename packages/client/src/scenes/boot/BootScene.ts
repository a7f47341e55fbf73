import { Graphics } from 'pixi.js';
import { PALETTE } from '../common/palette';
import { Scene } from '../Scene';

/**
 * The very first frame: the night backdrop of the loading screen and a slowly turning gold
 * ring. It draws no text, because fonts may still be on their way.
 */
export class BootScene extends Scene {
  private ring: Graphics | null = null;

  protected build(): void {
    const { width, height } = this.view;
    this.root.addChild(new Graphics().rect(0, 0, width, height).fill(PALETTE.night));
    const ring = new Graphics();
    ring.arc(0, 0, 28, 0, Math.PI * 1.5).stroke({ color: PALETTE.gold, width: 5, cap: 'round' });
    ring.position.set(width / 2, height / 2);
    this.ring = ring;
    this.root.addChild(ring);
  }

  override update(deltaMs: number): void {
    if (this.ring) this.ring.rotation += deltaMs / 300;
  }

  /**
   * The ring's turn is the scene's ambient motion: it shows at the rest rate, and the frames not
   * drawn leave the main thread to the first scene being made behind it.
   */
  override atRest(): boolean {
    return true;
  }
}

import type { Texture } from 'pixi.js';
import type { IconName } from '../../assets/iconNames';

/**
 * Icon textures a scene draws synchronously: a texture not yet loaded answers null, starts
 * loading, and the scene is told (once per burst) when new ones have arrived so it can redraw.
 */
export class IconCache {
  private readonly textures = new Map<string, Texture>();
  private readonly pending = new Set<string>();
  private notify = false;

  constructor(
    private readonly load: (name: IconName, color: string, size: number) => Promise<Texture>,
    private readonly size: number,
    private readonly onArrive: () => void,
  ) {}

  get(name: IconName, color: string): Texture | null {
    const key = `${name}:${color}`;
    const texture = this.textures.get(key);
    if (texture) return texture;
    if (!this.pending.has(key)) {
      this.pending.add(key);
      this.load(name, color, this.size).then(
        (t) => {
          this.pending.delete(key);
          this.textures.set(key, t);
          this.arrived();
        },
        // An icon that fails to load leaves its place drawn without it.
        () => undefined,
      );
    }
    return null;
  }

  /** Loads icons ahead of need (artifact images a few stairs ahead). */
  async preload(list: ReadonlyArray<{ icon: IconName; color: string }>): Promise<void> {
    await Promise.allSettled(
      list.map(async ({ icon, color }) => {
        const key = `${icon}:${color}`;
        if (this.textures.has(key)) return;
        this.textures.set(key, await this.load(icon, color, this.size));
      }),
    );
  }

  private arrived(): void {
    if (this.notify) return;
    this.notify = true;
    queueMicrotask(() => {
      this.notify = false;
      this.onArrive();
    });
  }
}

import type * as ZzfxModule from 'zzfx';
import type { SoundEffect } from '../events/gameEvents';

type Zzfx = typeof ZzfxModule;

/** ZzFX parameter lists: volume, randomness, frequency, attack, sustain, release, shape, … */
const EFFECTS: Readonly<Record<SoundEffect, readonly (number | undefined)[]>> = {
  click: [0.35, 0.05, 900, 0, 0.01, 0.04, 1],
  open: [0.35, 0.05, 520, 0.01, 0.05, 0.12, 0, 1, 6],
  close: [0.35, 0.05, 620, 0.01, 0.04, 0.1, 0, 1, -6],
  success: [0.45, 0, 660, 0.02, 0.12, 0.3, 0, 1.5, 0, 0, 220, 0.06],
  error: [0.45, 0.05, 150, 0.01, 0.1, 0.2, 2, 1, -2],
  whoosh: [0.25, 0.1, 300, 0.05, 0.1, 0.3, 4, 1, -3],
};

/**
 * Short procedural effects (ZzFX) and the audio context music plays through. Sound is silent
 * when the player muted it or the tab is hidden (SPEC §4); the context is suspended then, so
 * nothing keeps playing in a background tab.
 */
export class Sound {
  private muted = false;
  private hidden = false;
  private engine: Promise<Zzfx> | null = null;
  private context: AudioContext | null = null;

  constructor(
    private readonly load: () => Promise<Zzfx> = () => import('zzfx'),
    private readonly volume = 0.3,
  ) {}

  get silent(): boolean {
    return this.muted || this.hidden;
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
    this.apply();
  }

  setHidden(hidden: boolean): void {
    this.hidden = hidden;
    this.apply();
  }

  effect(name: SoundEffect): void {
    if (this.silent) return;
    void this.zzfx()
      .then((z) => z.ZZFX.playSamples([z.ZZFX.buildSamples(...EFFECTS[name])]))
      // Audio may be unavailable (no device, autoplay policy): the game plays on silently.
      .catch(() => undefined);
  }

  /** The engine for music; null when sound is off or unavailable. */
  async music(): Promise<Zzfx | null> {
    if (this.silent) return null;
    try {
      return await this.zzfx();
    } catch {
      return null;
    }
  }

  private zzfx(): Promise<Zzfx> {
    this.engine ??= this.load().then((z) => {
      z.ZZFX.volume = this.volume;
      this.context = z.ZZFX.audioContext;
      this.apply();
      return z;
    });
    return this.engine;
  }

  private apply(): void {
    const ctx = this.context;
    if (!ctx) return;
    if (this.silent) void ctx.suspend().catch(() => undefined);
    else void ctx.resume().catch(() => undefined);
  }
}

import type * as ZzfxModule from 'zzfx';
import type { SoundEffect } from '../events/gameEvents';

type Zzfx = typeof ZzfxModule;

/**
 * ZzFX parameter lists: volume, randomness, frequency, attack, sustain, release, shape (0 sine,
 * 1 triangle, 2 saw, 3 tan, 4 noise), shape curve, slide, delta slide, pitch jump, pitch jump
 * time, repeat time, noise, modulation, bit crush, delay, sustain volume, decay, tremolo.
 */
const EFFECTS: Readonly<Record<SoundEffect, readonly (number | undefined)[]>> = {
  // The guide's voice (a player below level 2): a soft hummed phrase, rising then falling.
  help_voice: [0.3, 0, 220, 0.04, 0.18, 0.22, 0, 1.2, 0, 0, 60, 0.09, 0.12, 0, 8, 0, 0, 0.7],
  // Sister Eupraxia's blessing: a bell-like tone with a slow shimmer (her heals).
  nun_blessing: [0.35, 0, 784, 0.02, 0.25, 0.6, 0, 1, 0, 0, 392, 0.12, 0, 0, 4, 0, 0.08],
  click: [0.35, 0.05, 900, 0, 0.01, 0.04, 1],
  open: [0.35, 0.05, 520, 0.01, 0.05, 0.12, 0, 1, 6],
  close: [0.35, 0.05, 620, 0.01, 0.04, 0.1, 0, 1, -6],
  success: [0.45, 0, 660, 0.02, 0.12, 0.3, 0, 1.5, 0, 0, 220, 0.06],
  error: [0.45, 0.05, 150, 0.01, 0.1, 0.2, 2, 1, -2],
  whoosh: [0.25, 0.1, 300, 0.05, 0.1, 0.3, 4, 1, -3],
  // A soft thud of boots on packed earth.
  step: [0.18, 0.2, 90, 0, 0.01, 0.04, 4, 1, 0, 0, 0, 0, 0, 0.4],
  coin: [0.4, 0, 1300, 0, 0.04, 0.2, 1, 1.5, 0, 0, 520, 0.05],
  // Three weights of blow (SPEC §9 attack sound by power): higher and shorter to deep and long.
  hit_small: [0.4, 0.1, 240, 0, 0.02, 0.08, 4, 1.5, -5, 0, 0, 0, 0, 0.6],
  hit_medium: [0.55, 0.1, 160, 0, 0.04, 0.15, 4, 2, -6, 0, 0, 0, 0, 0.9],
  hit_big: [0.75, 0.1, 85, 0.01, 0.08, 0.32, 4, 2.5, -4, 0, 0, 0, 0, 1.2, 0, 0.1],
  block: [0.45, 0.05, 720, 0, 0.02, 0.14, 2, 1, 0, 0, 0, 0, 0.02],
  freeze: [0.35, 0.05, 1700, 0.02, 0.1, 0.3, 0, 1, 9, 0, 0, 0, 0.05, 0, 20],
  fire: [0.45, 0.2, 180, 0.05, 0.18, 0.3, 4, 1, 2, 0, 0, 0, 0, 1.5],
  poison: [0.35, 0.1, 320, 0.02, 0.1, 0.2, 0, 1, -8, 0, 0, 0, 0.08],
  heal: [0.35, 0, 520, 0.05, 0.15, 0.3, 0, 1, 6, 0, 200, 0.08],
  death: [0.45, 0.05, 130, 0.02, 0.2, 0.45, 2, 1, -3],
  resurrection: [0.45, 0, 330, 0.15, 0.25, 0.35, 0, 1, 4, 0, 330, 0.14],
  level_up: [0.5, 0, 440, 0.02, 0.2, 0.3, 1, 1, 0, 0, 220, 0.1, 0.1],
  chest: [0.5, 0, 260, 0.02, 0.15, 0.4, 1, 1, 3, 0, 400, 0.1],
  victory: [0.5, 0, 523, 0.02, 0.3, 0.5, 1, 1, 0, 0, 262, 0.12, 0.15],
  defeat: [0.45, 0, 220, 0.05, 0.3, 0.5, 2, 1, -2, 0, -50, 0.15],
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

  /** Sets of effects synthesised ahead (SPEC §9: loaded only for the players who will hear them). */
  private readonly prepared = new Map<SoundEffect, number[]>();
  private readonly preparing = new Set<SoundEffect>();

  /** Synthesises these effects now, so their first play does not wait; once each. */
  prepare(names: readonly SoundEffect[]): void {
    const missing = names.filter((n) => !this.prepared.has(n) && !this.preparing.has(n));
    if (missing.length === 0) return;
    for (const n of missing) this.preparing.add(n);
    void this.zzfx()
      .then((z) => {
        for (const n of missing) this.prepared.set(n, z.ZZFX.buildSamples(...EFFECTS[n]));
      })
      .catch(() => undefined);
  }

  /** The effects synthesised ahead so far. */
  get preparedEffects(): readonly SoundEffect[] {
    return [...this.prepared.keys()];
  }

  effect(name: SoundEffect): void {
    if (this.silent) return;
    void this.zzfx()
      .then((z) =>
        z.ZZFX.playSamples([this.prepared.get(name) ?? z.ZZFX.buildSamples(...EFFECTS[name])]),
      )
      // Audio may be unavailable (no device, autoplay policy): the game plays on silently.
      .catch(() => undefined);
  }

  /** After the first gesture: audio may start now (browsers block it before). */
  unlock(): void {
    if (this.silent) return;
    void this.zzfx()
      .then(() => this.apply())
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

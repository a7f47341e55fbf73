import type { Sound } from './sound';
import { tuneFor, type Tune } from './tunes';

/** A note just played: its semitone above C4, for visualisers. */
export type NoteListener = (semitone: number, tune: Tune) => void;

const C4 = 261.63;

/**
 * Plays one tune at a time, note by note on a ZzFX pluck, looping. The engine's master volume is
 * the music volume of SPEC §9 (0.3); notes are skipped while sound is off (the player muted it or
 * the tab is hidden), so a tune resumes where its beat is when sound comes back.
 */
export class MusicPlayer {
  private tune: Tune | null = null;
  private note = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly listeners = new Set<NoteListener>();
  private readonly samples = new Map<number, number[]>();

  constructor(
    private readonly sound: Pick<Sound, 'music' | 'silent'>,
    private readonly schedule: (fn: () => void, ms: number) => ReturnType<typeof setTimeout> = (
      fn,
      ms,
    ) => setTimeout(fn, ms),
    private readonly cancel: (timer: ReturnType<typeof setTimeout>) => void = (t) =>
      clearTimeout(t),
  ) {}

  get current(): Tune | null {
    return this.tune;
  }

  /** Switches to a track (the same one keeps playing without a restart); null stops. */
  play(track: string | null): void {
    if (track === null) {
      this.stop();
      return;
    }
    const tune = tuneFor(track);
    if (this.tune?.key === tune.key) return;
    this.stop();
    this.tune = tune;
    this.note = 0;
    this.tick();
  }

  stop(): void {
    if (this.timer !== null) this.cancel(this.timer);
    this.timer = null;
    this.tune = null;
  }

  onNote(listener: NoteListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private tick(): void {
    const tune = this.tune;
    if (!tune) return;
    const semitone = tune.root + tune.notes[this.note % tune.notes.length]!;
    this.note++;
    this.timer = this.schedule(() => this.tick(), tune.tempo);
    if (this.sound.silent) return;
    for (const listener of this.listeners) listener(semitone, tune);
    void this.sound.music().then((engine) => {
      if (!engine || this.tune !== tune) return;
      const { ZZFX } = engine;
      let samples = this.samples.get(semitone);
      if (!samples) {
        // A plucked string: instant attack, short sustain, ringing release; volume 1 because
        // the engine's master volume is the music volume.
        samples = ZZFX.buildSamples(1, 0, ZZFX.getNote(semitone, C4), 0, 0.05, 0.5, 2, 1.5);
        this.samples.set(semitone, samples);
      }
      ZZFX.playSamples([samples]);
    });
  }
}

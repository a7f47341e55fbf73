import type { Sound } from './sound';
import type * as Moods from './moods';
import type { MusicMood } from './moods';
import type { MoodPlace } from './tracks';
import { tuneFor, type Tune } from './tunes';

/** A note just played: its semitone above C4, for visualisers. */
export type NoteListener = (semitone: number, tune: Tune) => void;

const C4 = 261.63;

/**
 * Plays one tune at a time, note by note on the mood's ZzFX instrument (`moods.ts`), looping. The engine's master volume is
 * the music volume of SPEC §9 (0.3); notes are skipped while sound is off (the player muted it or
 * the tab is hidden), so a tune resumes where its beat is when sound comes back.
 */
export class MusicPlayer {
  private tune: Tune | null = null;
  private moodPlace: MoodPlace | null = null;
  /** The moods' table arrives with the sound engine, off the first load's path. */
  private moods: typeof Moods | null = null;
  private note = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly listeners = new Set<NoteListener>();
  private readonly samples = new Map<string, number[]>();

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

  /** The mood playing: a band's key, or 'plain' (also until the moods have arrived). */
  get currentMood(): string {
    return this.mood?.key ?? 'plain';
  }

  private get mood(): MusicMood | null {
    return this.moods?.moodAt(this.moodPlace) ?? null;
  }

  /**
   * Switches to a track in the mood of a place of the road (the same track keeps playing
   * without a restart, taking the new mood from its next note); null stops.
   */
  play(track: string | null, mood: MoodPlace | null = null): void {
    if (track === null) {
      this.stop();
      return;
    }
    this.moodPlace = mood;
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
    const mood = this.mood;
    const semitone =
      tune.root + (mood?.transpose ?? 0) + tune.notes[this.note % tune.notes.length]!;
    this.note++;
    this.timer = this.schedule(() => this.tick(), Math.round(tune.tempo * (mood?.pace ?? 1)));
    if (this.sound.silent) return;
    for (const listener of this.listeners) listener(semitone, tune);
    void Promise.all([this.sound.music(), this.loadMoods()]).then(([engine, moods]) => {
      if (!engine || this.tune !== tune) return;
      const { ZZFX } = engine;
      const played = mood ?? moods.PLAIN_MOOD;
      const key = `${played.key}:${semitone}`;
      let samples = this.samples.get(key);
      if (!samples) {
        samples = ZZFX.buildSamples(...moods.moodSamples(played, ZZFX.getNote(semitone, C4)));
        this.samples.set(key, samples);
      }
      ZZFX.playSamples([samples]);
    });
  }

  private async loadMoods(): Promise<typeof Moods> {
    this.moods ??= await import('./moods');
    return this.moods;
  }
}

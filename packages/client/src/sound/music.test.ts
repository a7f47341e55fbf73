import { MUSIC_MARKERS, creatureSceneTrack, musicTrack } from '@heroroad/rules';
import { describe, expect, it, vi } from 'vitest';
import en from '../i18n/texts.en';
import { testPlayer } from '../testing/gameHarness';
import { MusicPlayer } from './music';
import { trackForScene } from './tracks';
import { TUNE_KEYS, isTuneKey, tuneFor } from './tunes';
import { eventually } from '../testing/eventually';

function fakeSound(silent = false) {
  const ZZFX = {
    buildSamples: vi.fn(() => [0]),
    playSamples: vi.fn(),
    getNote: vi.fn((s: number) => 440 + s),
  };
  return { silent, music: vi.fn(async () => (silent ? null : { ZZFX })), ZZFX } as never as {
    silent: boolean;
    music: () => Promise<unknown>;
    ZZFX: typeof ZZFX;
  };
}

/** A clock the test advances by hand. */
function manualTimers() {
  const queue: Array<{ fn: () => void; ms: number }> = [];
  return {
    schedule: (fn: () => void, ms: number) => {
      queue.push({ fn, ms });
      return queue.length as unknown as ReturnType<typeof setTimeout>;
    },
    cancel: vi.fn(),
    next: () => queue.shift()!,
  };
}

describe('tunes for every track of the rules', () => {
  it('has a tune for each road track, the creature scene and the battle', () => {
    const tracks = new Set<string>(['battle', 'title', 'creature', 'medieval']);
    for (let stair = 1; stair <= 600; stair += 7)
      tracks.add(musicTrack({ stair, bestVictoryStair: 0, markers: [] }));
    for (const best of [0, 3000, 4375, 5250]) {
      for (let i = 0; i <= MUSIC_MARKERS.length; i++) {
        tracks.add(
          musicTrack({ stair: 900, bestVictoryStair: best, markers: MUSIC_MARKERS.slice(0, i) }),
        );
      }
    }
    tracks.add(creatureSceneTrack(501));
    for (const track of tracks) expect(isTuneKey(track), track).toBe(true);
  });

  it('names every tune in the music hall', () => {
    for (const key of TUNE_KEYS) expect(en.scenes.music.tracks).toHaveProperty(key);
  });

  it('plays the first road tune for a track it does not know', () => {
    expect(tuneFor('no-such-track').key).toBe('track1');
  });
});

describe('music by scene (SPEC §9)', () => {
  it('follows the stair on the road and in the music hall', () => {
    expect(trackForScene('road', testPlayer({ stair: 2 }))).toBe('track1');
    expect(trackForScene('music', testPlayer({ stair: 12 }))).toBe('track4');
  });

  it('plays medieval music in the creature scene above stair 500', () => {
    expect(trackForScene('creature', testPlayer({ stair: 501 }))).toBe('medieval');
    expect(trackForScene('creature', testPlayer({ stair: 20 }))).toBe('creature');
  });

  it('keeps the tune through load screens and is silent at boot', () => {
    expect(trackForScene('loadBattle', null)).toBeUndefined();
    expect(trackForScene('boot', null)).toBeNull();
  });
});

describe('MusicPlayer', () => {
  it('plays notes of the tune in turn at its tempo and loops', async () => {
    const sound = fakeSound();
    const timers = manualTimers();
    const player = new MusicPlayer(sound as never, timers.schedule, timers.cancel);
    const heard: number[] = [];
    player.onNote((semitone) => heard.push(semitone));
    player.play('track1');
    const tune = tuneFor('track1');
    for (let i = 1; i < tune.notes.length + 2; i++) {
      const next = timers.next();
      expect(next.ms).toBe(tune.tempo);
      next.fn();
    }
    expect(heard.slice(0, 3)).toEqual(tune.notes.slice(0, 3).map((n) => n + tune.root));
    expect(heard[tune.notes.length]).toBe(heard[0]);
    await eventually(() => expect(sound.ZZFX.playSamples).toHaveBeenCalled());
  });

  it('does not restart the same track and stops on null', () => {
    const timers = manualTimers();
    const player = new MusicPlayer(fakeSound() as never, timers.schedule, timers.cancel);
    player.play('battle');
    player.play('battle');
    expect(player.current?.key).toBe('battle');
    player.play(null);
    expect(player.current).toBeNull();
    expect(timers.cancel).toHaveBeenCalledOnce();
  });

  it('keeps the beat but plays nothing while sound is off', () => {
    const sound = fakeSound(true);
    const timers = manualTimers();
    const player = new MusicPlayer(sound as never, timers.schedule, timers.cancel);
    const heard = vi.fn();
    player.onNote(heard);
    player.play('marsh');
    timers.next().fn();
    expect(heard).not.toHaveBeenCalled();
    expect(sound.music).not.toHaveBeenCalled();
  });
});

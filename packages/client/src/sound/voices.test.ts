import { describe, expect, it, vi } from 'vitest';
import { eventually } from '../testing/eventually';
import { Sound } from './sound';
import { voicesFor } from './voices';

describe('voices synthesised ahead (SPEC §9 help voice, nun sounds)', () => {
  it('loads the guide below level 2 and the nun from her stair (3) on', () => {
    expect(voicesFor({ level: 1, bestVictoryStair: 0 })).toEqual(['help_voice']);
    expect(voicesFor({ level: 1, bestVictoryStair: 3 })).toEqual(['help_voice', 'nun_blessing']);
    expect(voicesFor({ level: 2, bestVictoryStair: 2 })).toEqual([]);
    expect(voicesFor({ level: 9, bestVictoryStair: 40 })).toEqual(['nun_blessing']);
  });

  it('synthesises a prepared effect once and plays those samples', async () => {
    const samples = [0.1, 0.2];
    const ZZFX = {
      volume: 1,
      audioContext: { suspend: vi.fn(async () => undefined), resume: vi.fn(async () => undefined) },
      buildSamples: vi.fn(() => samples),
      playSamples: vi.fn(),
    };
    const sound = new Sound(async () => ({ ZZFX, zzfx: vi.fn() }) as never);
    sound.prepare(['nun_blessing']);
    sound.prepare(['nun_blessing']);
    await eventually(() => expect(sound.preparedEffects).toEqual(['nun_blessing']));
    expect(ZZFX.buildSamples).toHaveBeenCalledOnce();
    sound.effect('nun_blessing');
    await eventually(() => expect(ZZFX.playSamples).toHaveBeenCalledWith([samples]));
    expect(ZZFX.buildSamples).toHaveBeenCalledOnce();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { Sound } from './sound';
import { eventually } from '../testing/eventually';

function fakeEngine() {
  const context = { suspend: vi.fn(async () => undefined), resume: vi.fn(async () => undefined) };
  const ZZFX = {
    volume: 1,
    audioContext: context,
    buildSamples: vi.fn(() => [0]),
    playSamples: vi.fn(),
  };
  return { module: { ZZFX, zzfx: vi.fn() } as never, ZZFX, context };
}

describe('Sound (SPEC §4: a hidden tab mutes sound)', () => {
  it('plays effects at the music volume', async () => {
    const e = fakeEngine();
    const sound = new Sound(async () => e.module, 0.3);
    sound.effect('click');
    await eventually(() => expect(e.ZZFX.playSamples).toHaveBeenCalledOnce());
    expect(e.ZZFX.volume).toBe(0.3);
  });

  it('is silent and suspends audio while the tab is hidden', async () => {
    const e = fakeEngine();
    const sound = new Sound(async () => e.module);
    await sound.music();
    sound.setHidden(true);
    expect(sound.silent).toBe(true);
    expect(e.context.suspend).toHaveBeenCalled();
    sound.effect('success');
    await Promise.resolve();
    expect(e.ZZFX.playSamples).not.toHaveBeenCalled();
    sound.setHidden(false);
    expect(e.context.resume).toHaveBeenCalled();
  });

  it('keeps silent when the player muted sound, whatever the tab does', async () => {
    const e = fakeEngine();
    const sound = new Sound(async () => e.module);
    sound.setMuted(true);
    sound.setHidden(false);
    expect(sound.silent).toBe(true);
    await expect(sound.music()).resolves.toBeNull();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { retryImport } from './retryImport';

describe('retryImport (SPEC §8)', () => {
  it('keeps trying with growing pauses until the module arrives', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new Error('again'))
      .mockResolvedValue('module');
    const waits: number[] = [];
    const onRetry = vi.fn();
    const result = await retryImport(load, onRetry, async (ms) => {
      waits.push(ms);
    });
    expect(result).toBe('module');
    expect(waits).toEqual([1000, 2000]);
    expect(onRetry).toHaveBeenCalledTimes(2);
  });
});

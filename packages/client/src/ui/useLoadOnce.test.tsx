import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLoadOnce } from './useLoadOnce';

afterEach(cleanup);

/** A load the test answers by hand. */
function pending<T>() {
  let settle!: { resolve: (value: T) => void; reject: (error: unknown) => void };
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

describe('useLoadOnce', () => {
  it('loads once while mounted and applies the answer', async () => {
    const answer = pending<number>();
    const load = vi.fn(() => answer.promise);
    const apply = vi.fn();
    const { rerender } = renderHook(() => useLoadOnce(load, apply));
    rerender();
    answer.resolve(5);
    await waitFor(() => expect(apply).toHaveBeenCalledWith(5));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands a failure to fail, and drops an answer that comes after the screen closed', async () => {
    const failed = pending<number>();
    const fail = vi.fn();
    renderHook(() => useLoadOnce(() => failed.promise, vi.fn(), fail));
    failed.reject(new Error('down'));
    await waitFor(() => expect(fail).toHaveBeenCalledWith(new Error('down')));

    const late = pending<number>();
    const apply = vi.fn();
    const { unmount } = renderHook(() => useLoadOnce(() => late.promise, apply));
    unmount();
    late.resolve(1);
    await late.promise;
    await Promise.resolve();
    expect(apply).not.toHaveBeenCalled();
  });

  it('loads again when the key changes, and applies only the latest answer', async () => {
    const answers = [pending<string>(), pending<string>()];
    const apply = vi.fn();
    const { rerender } = renderHook(
      ({ key }: { key: number }) => useLoadOnce(() => answers[key]!.promise, apply, undefined, key),
      { initialProps: { key: 0 } },
    );
    rerender({ key: 1 });
    answers[1]!.resolve('second');
    answers[0]!.resolve('first');
    await waitFor(() => expect(apply).toHaveBeenCalledWith('second'));
    await answers[0]!.promise;
    await Promise.resolve();
    expect(apply).toHaveBeenCalledTimes(1);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { Throttle } from './throttle';

describe('Throttle (SPEC §5)', () => {
  it('ignores the same id within 1500 ms and shares the first outcome', async () => {
    let now = 1000;
    const throttle = new Throttle(() => now);
    const action = vi.fn(async () => 'done');
    const a = throttle.run('buy', action);
    now += 1499;
    const b = throttle.run('buy', action);
    expect(action).toHaveBeenCalledTimes(1);
    expect(b).toBe(a);
    await expect(b).resolves.toBe('done');
    now += 1;
    await throttle.run('buy', action);
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('lets a failed action be tried again at once', async () => {
    const throttle = new Throttle(() => 0);
    const action = vi
      .fn()
      .mockRejectedValueOnce(new Error('wrong password'))
      .mockResolvedValue('ok');
    await expect(throttle.run('login', action)).rejects.toThrow('wrong password');
    await expect(throttle.run('login', action)).resolves.toBe('ok');
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('keeps different ids apart', () => {
    const throttle = new Throttle(() => 0);
    const action = vi.fn(async () => undefined);
    void throttle.run('a', action);
    void throttle.run('b', action);
    expect(action).toHaveBeenCalledTimes(2);
  });
});

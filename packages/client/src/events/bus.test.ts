import { describe, expect, it, vi } from 'vitest';
import { EventBus } from './bus';

interface TestEvents {
  ping: { n: number };
  pong: string;
}

describe('EventBus', () => {
  it('delivers typed payloads until unsubscribed', () => {
    const bus = new EventBus<TestEvents>();
    const seen: number[] = [];
    const off = bus.on('ping', ({ n }) => seen.push(n));
    bus.emit('ping', { n: 1 });
    off();
    bus.emit('ping', { n: 2 });
    expect(seen).toEqual([1]);
    expect(bus.listenerCount('ping')).toBe(0);
  });

  it('lets a tap hear every event by name, with or without listeners, until taken off', () => {
    const bus = new EventBus<TestEvents>();
    const heard: string[] = [];
    const off = bus.tap((event) => heard.push(event));
    bus.on('ping', () => heard.push('listener'));
    bus.emit('ping', { n: 1 });
    bus.emit('pong', 'x');
    off();
    bus.emit('pong', 'y');
    expect(heard).toEqual(['ping', 'listener', 'pong']);
  });

  it('runs a once-listener a single time', () => {
    const bus = new EventBus<TestEvents>();
    const listener = vi.fn();
    bus.once('pong', listener);
    bus.emit('pong', 'a');
    bus.emit('pong', 'b');
    expect(listener).toHaveBeenCalledExactlyOnceWith('a');
  });

  it('keeps delivering when one listener throws', async () => {
    const bus = new EventBus<TestEvents>();
    const after = vi.fn();
    const thrown = new Promise<unknown>((resolve) => {
      const original = globalThis.queueMicrotask;
      vi.spyOn(globalThis, 'queueMicrotask').mockImplementationOnce((fn) =>
        original(() => {
          try {
            fn();
          } catch (error) {
            resolve(error);
          }
        }),
      );
    });
    bus.on('pong', () => {
      throw new Error('listener failed');
    });
    bus.on('pong', after);
    bus.emit('pong', 'x');
    expect(after).toHaveBeenCalledWith('x');
    await expect(thrown).resolves.toMatchObject({ message: 'listener failed' });
  });
});

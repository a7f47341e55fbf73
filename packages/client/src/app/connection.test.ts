import { api } from '@heroroad/protocol';
import { describe, expect, it, vi } from 'vitest';
import { ConnectionMonitor, CONNECTION_ERROR_LOG } from './connection';

describe('ConnectionMonitor (SPEC §4)', () => {
  it('stays quiet while the server answers', async () => {
    const call = vi.fn(() => Promise.resolve({ exists: true, serverTimeMs: 1 }));
    const onLost = vi.fn();
    const monitor = new ConnectionMonitor({ call } as never, onLost, vi.fn());
    await expect(monitor.lost()).resolves.toBe(true);
    expect(call).toHaveBeenCalledWith(api.tech.isConnectionExists);
    expect(onLost).not.toHaveBeenCalled();
  });

  it("shows the connection page and logs 'Server connection error' when the check fails", async () => {
    const call = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const onLost = vi.fn();
    const log = vi.fn();
    const monitor = new ConnectionMonitor({ call } as never, onLost, log);
    await expect(monitor.lost()).resolves.toBe(false);
    expect(onLost).toHaveBeenCalledOnce();
    expect(log).toHaveBeenCalledWith(CONNECTION_ERROR_LOG);
  });

  it('runs one check for many reports at once', async () => {
    let release: (v: unknown) => void = () => undefined;
    const call = vi.fn(() => new Promise((resolve) => (release = resolve)));
    const monitor = new ConnectionMonitor({ call } as never, vi.fn(), vi.fn());
    const a = monitor.lost();
    const b = monitor.lost();
    release({ exists: true, serverTimeMs: 0 });
    await Promise.all([a, b]);
    expect(call).toHaveBeenCalledOnce();
  });

  it('checks when the browser goes offline', async () => {
    const call = vi.fn(() => Promise.resolve({ exists: true, serverTimeMs: 1 }));
    const monitor = new ConnectionMonitor({ call } as never, vi.fn(), vi.fn());
    const uninstall = monitor.install(window);
    window.dispatchEvent(new Event('offline'));
    uninstall();
    await Promise.resolve();
    expect(call).toHaveBeenCalledOnce();
  });
});

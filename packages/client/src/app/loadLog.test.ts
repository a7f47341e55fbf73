import { api } from '@heroroad/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { barPercent } from '../model/loadBar';
import { Heartbeat, LoadLogger, LoadProgress } from './loadLog';

function fakeClient() {
  const call = vi.fn(() => Promise.resolve({ ok: true as const }));
  // The logger only calls call(); the mock stands in for the whole API client.
  return { call, client: { call } as unknown as ConstructorParameters<typeof LoadLogger>[0] };
}

describe('load logs (SPEC §4, §7)', () => {
  afterEach(() => vi.useRealTimers());

  it('sends each stage once but every heartbeat', () => {
    const { call, client } = fakeClient();
    const logger = new LoadLogger(client);
    logger.log('boot');
    logger.log('boot');
    logger.log('active');
    logger.log('active');
    expect(call).toHaveBeenCalledTimes(3);
    expect(call).toHaveBeenCalledWith(api.tech.loadLog, {
      params: { stage: 'boot' },
      keepalive: undefined,
    });
  });

  it('beats every 5 s until stopped', () => {
    vi.useFakeTimers();
    const { call, client } = fakeClient();
    const beat = new Heartbeat(new LoadLogger(client), 5000);
    beat.start();
    vi.advanceTimersByTime(14_999);
    expect(call).toHaveBeenCalledTimes(2);
    beat.stop();
    vi.advanceTimersByTime(20_000);
    expect(call).toHaveBeenCalledTimes(2);
    expect(beat.running).toBe(false);
  });

  it('logs 5% and 50% once as progress crosses them', () => {
    const stages: string[] = [];
    const seen: number[] = [];
    const progress = new LoadProgress(
      { a: 1, b: 9, c: 10 },
      (p) => seen.push(p),
      (s) => stages.push(s),
    );
    progress.complete('a');
    progress.set('b', 0.5);
    progress.complete('b');
    progress.set('c', 0.2);
    progress.complete('c');
    expect(seen).toEqual([5, 28, 50, 60, 100]);
    expect(stages).toEqual(['fivePercent', 'half']);
  });

  it('never moves backwards', () => {
    const seen: number[] = [];
    const progress = new LoadProgress({ a: 1 }, (p) => seen.push(p), vi.fn());
    progress.set('a', 0.6);
    progress.set('a', 0.3);
    expect(progress.percent).toBe(60);
    expect(seen).toEqual([60]);
  });

  it('maps progress p to a bar of 10 + 0.9p', () => {
    expect(barPercent(0)).toBe(10);
    expect(barPercent(50)).toBe(55);
    expect(barPercent(100)).toBe(100);
    expect(barPercent(150)).toBe(100);
  });
});

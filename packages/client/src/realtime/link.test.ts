import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeStomp } from '../testing/fakeStomp';
import type { LinkState } from './events';
import { LOST_AFTER_FAILURES, RealtimeLink, type LinkTarget } from './link';

function setup(target: Partial<LinkTarget> = {}) {
  const stomp = new FakeStomp();
  const messages: string[] = [];
  const states: LinkState[] = [];
  const connected: boolean[] = [];
  const onLost = vi.fn();
  const link = new RealtimeLink({
    factory: stomp.factory,
    url: 'ws://game.test/api/websocket',
    onMessage: (body) => messages.push(body),
    onState: (state) => states.push(state),
    onConnected: ({ recovered }) => connected.push(recovered),
    onLost,
    // No jitter: the schedule is the nominal one (half of it, with the draw at 1).
    random: () => 1,
  });
  let session = 'S1';
  link.start({
    session: () => ({ Authorization: session }),
    clientUuid: 'uuid-7',
    clanId: null,
    ...target,
  });
  return {
    stomp,
    link,
    messages,
    states,
    connected,
    onLost,
    setSession: (value: string) => (session = value),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('RealtimeLink', () => {
  it('connects with the session and heart-beats, then subscribes to its destinations', () => {
    const { stomp, states, messages, connected } = setup({ clanId: 42 });
    const conn = stomp.last;
    expect(conn.activated).toBe(true);
    expect(conn.options.url).toBe('ws://game.test/api/websocket');
    expect(conn.options.headers).toEqual({ Authorization: 'S1' });
    expect(conn.options.heartBeatMs).toBe(10_000);
    expect(states).toEqual(['connecting']);

    conn.connect();
    expect(conn.destinations).toEqual([
      '/stomp/broadcast',
      '/stomp/personal/uuid-7',
      '/stomp/clan/42',
    ]);
    expect(states).toEqual(['connecting', 'online']);
    expect(connected).toEqual([false]);
    conn.deliver('/stomp/clan/42', '{"type":"CHAT_SEEN"}');
    expect(messages).toEqual(['{"type":"CHAT_SEEN"}']);
  });

  it('follows the clan: leaves the old destination and joins the new one', () => {
    const { stomp, link } = setup({ clanId: 1 });
    stomp.last.connect();
    link.setClan(2);
    expect(stomp.last.destinations).toEqual([
      '/stomp/broadcast',
      '/stomp/personal/uuid-7',
      '/stomp/clan/2',
    ]);
    link.setClan(null);
    expect(stomp.last.destinations).toEqual(['/stomp/broadcast', '/stomp/personal/uuid-7']);
    expect(stomp.connections).toHaveLength(1);
  });

  it('follows a watched duel while it is watched, and again after a reconnection', () => {
    const { stomp, link, messages } = setup({ clanId: 5 });
    link.watchDuel(31);
    stomp.last.connect();
    const own = ['/stomp/broadcast', '/stomp/personal/uuid-7'];
    expect(stomp.last.destinations).toEqual([...own, '/stomp/clan/5', '/stomp/duel/31']);
    stomp.last.deliver('/stomp/duel/31', '{"type":"DUEL_MOVED"}');
    expect(messages).toEqual(['{"type":"DUEL_MOVED"}']);
    link.watchDuel(32);
    expect(stomp.last.destinations).toEqual([...own, '/stomp/clan/5', '/stomp/duel/32']);
    // The clan changing leaves the watched duel alone.
    link.setClan(null);
    expect(stomp.last.destinations).toEqual([...own, '/stomp/duel/32']);
    stomp.last.close();
    vi.runOnlyPendingTimers();
    expect(stomp.connections).toHaveLength(2);
    stomp.last.connect();
    expect(stomp.last.destinations).toEqual([...own, '/stomp/duel/32']);
    link.watchDuel(null);
    expect(stomp.last.destinations).toEqual(own);
  });

  it('reconnects after a drop with growing delays, reading the session anew each time', () => {
    const { stomp, states, setSession, onLost } = setup();
    stomp.last.connect();
    stomp.last.close();
    expect(states.at(-1)).toBe('retrying');
    expect(stomp.last.deactivated).toBe(true);

    // Random draw 1 halves the nominal delays 1 s, 2 s, 4 s …
    setSession('S2');
    vi.advanceTimersByTime(499);
    expect(stomp.connections).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(stomp.connections).toHaveLength(2);
    expect(stomp.last.options.headers).toEqual({ Authorization: 'S2' });

    stomp.last.close();
    vi.advanceTimersByTime(999);
    expect(stomp.connections).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(stomp.connections).toHaveLength(3);

    stomp.last.close();
    vi.advanceTimersByTime(2000);
    expect(stomp.connections).toHaveLength(4);
    expect(onLost).toHaveBeenCalledTimes(1);
  });

  it('lets a single brief drop pass, and runs the check once per longer outage', () => {
    const { stomp, onLost, connected } = setup();
    stomp.last.connect();
    stomp.last.close();
    vi.runOnlyPendingTimers();
    stomp.last.connect();
    expect(onLost).not.toHaveBeenCalled();
    expect(connected).toEqual([false, false]);

    stomp.last.close();
    for (let i = 0; i < LOST_AFTER_FAILURES + 3; i++) {
      vi.runOnlyPendingTimers();
      stomp.last.close();
    }
    expect(onLost).toHaveBeenCalledTimes(1);
    vi.runOnlyPendingTimers();
    stomp.last.connect();
    expect(connected.at(-1)).toBe(true);

    // A new outage may be reported again.
    stomp.last.close();
    for (let i = 0; i < LOST_AFTER_FAILURES; i++) {
      vi.runOnlyPendingTimers();
      stomp.last.close();
    }
    expect(onLost).toHaveBeenCalledTimes(2);
  });

  it('caps the wait at 30 s however long the outage lasts', () => {
    const { stomp } = setup();
    for (let i = 0; i < 12; i++) {
      stomp.last.close();
      vi.runOnlyPendingTimers();
    }
    const before = stomp.connections.length;
    stomp.last.close();
    vi.advanceTimersByTime(15_000);
    expect(stomp.connections).toHaveLength(before + 1);
  });

  it('stops for good: no retry, and a late close of the old socket changes nothing', () => {
    const { stomp, link, states } = setup();
    const conn = stomp.last;
    conn.connect();
    link.stop();
    expect(conn.deactivated).toBe(true);
    expect(states.at(-1)).toBe('off');
    conn.close();
    vi.advanceTimersByTime(60_000);
    expect(stomp.connections).toHaveLength(1);
    expect(states.at(-1)).toBe('off');
  });

  it('pauses without a target change and resumes at once', () => {
    const { stomp, link, states } = setup();
    stomp.last.connect();
    link.pause();
    expect(stomp.last.deactivated).toBe(true);
    expect(states.at(-1)).toBe('off');
    vi.advanceTimersByTime(60_000);
    expect(stomp.connections).toHaveLength(1);
    link.resume();
    expect(stomp.connections).toHaveLength(2);
    expect(states.at(-1)).toBe('connecting');
  });

  it('tries at once when the browser is back online', () => {
    const { stomp, link } = setup();
    stomp.last.close();
    vi.advanceTimersByTime(100);
    expect(stomp.connections).toHaveLength(1);
    link.retryNow();
    expect(stomp.connections).toHaveLength(2);
  });
});

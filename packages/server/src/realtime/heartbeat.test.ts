import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONNECT, headersOf, rawStomp } from '../../test/stomp.js';
import { Broker } from './broker.js';
import { mountWebSocket } from './upgrade.js';

/** A broker with short timings on a bare HTTP server: the session "good" is accepted. */
async function start(): Promise<{ url: string; broker: Broker; server: Server }> {
  const broker = new Broker({
    authenticate: async (tokens) =>
      tokens.includes('good'.repeat(6))
        ? { identity: { playerId: 1, clientUuid: 'u', clanId: null }, sessionHash: 'h' }
        : null,
    refresh: async () => null,
    limits: { heartBeatMs: 100, connectTimeoutMs: 300 },
    sweepMs: 20,
  });
  const server = createServer((_req, res) => res.end());
  mountWebSocket(server, broker);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, broker, server };
}

let running: { broker: Broker; server: Server } | null = null;
afterEach(async () => {
  if (!running) return;
  await running.broker.close(100);
  await new Promise((resolve) => running!.server.close(resolve));
  running = null;
});

describe('STOMP broker: heart-beats and time-outs', () => {
  it('sends heart-beats at the negotiated interval', async () => {
    const t = (running = await start());
    const raw = await rawStomp(t.url);
    raw.send(CONNECT('good'.repeat(6), 'heart-beat:0,100\n'));
    expect(headersOf(await raw.frame('CONNECTED'))['heart-beat']).toBe('100,100');
    const started = performance.now();
    const beats = () => raw.received.filter((f) => f === '\n').length;
    // Waits for the beats rather than for a fixed time: a busy machine may send them late,
    // but never faster than the interval (less a little timer slack).
    await vi.waitFor(() => expect(beats()).toBeGreaterThanOrEqual(3), { timeout: 20_000 });
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(2 * 100 - 30);
    expect(beats()).toBeLessThanOrEqual(Math.floor(elapsed / 100) + 2);
    raw.ws.close();
  });

  it('keeps a client that sends heart-beats and drops one that falls silent', async () => {
    const t = (running = await start());
    const raw = await rawStomp(t.url);
    raw.send(CONNECT('good'.repeat(6), 'heart-beat:100,0\n'));
    await raw.frame('CONNECTED');
    // Beats past several of the server's expected intervals, counted rather than slept through.
    let sent = 0;
    const beating = setInterval(() => {
      raw.send('\n');
      sent += 1;
    }, 50);
    await vi.waitFor(() => expect(sent).toBeGreaterThanOrEqual(10), { timeout: 20_000 });
    expect(raw.ws.readyState).toBe(raw.ws.OPEN);
    clearInterval(beating);
    expect(await raw.closed).toBe(1006);
    expect(t.broker.size).toBe(0);
  });

  it('closes a socket that never sends CONNECT', async () => {
    const t = (running = await start());
    const raw = await rawStomp(t.url);
    expect(headersOf(await raw.frame('ERROR')).message).toMatch(/^CONNECT timeout/);
    expect(await raw.closed).toBe(1008);
  });

  it('closes every connection with 1001 when shutting down and refuses new ones', async () => {
    const t = (running = await start());
    const raw = await rawStomp(t.url);
    raw.send(CONNECT('good'.repeat(6)));
    await raw.frame('CONNECTED');
    await t.broker.close();
    expect(await raw.closed).toBe(1001);
    await expect(rawStomp(t.url)).rejects.toThrow(/503/);
  });
});

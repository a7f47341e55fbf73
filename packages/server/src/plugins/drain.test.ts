import Fastify from 'fastify';
import { stompDestination } from '@heroroad/protocol';
import { describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/harness.js';
import { connectStomp } from '../../test/stomp.js';
import { createDrain, drainGuard } from './drain.js';
import { errorsPlugin } from './errors.js';

/** A small app whose one route waits until the test lets it answer. */
async function heldApp() {
  const drain = createDrain();
  const app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  await app.register(drainGuard, { drain });
  let entered!: () => void;
  const inside = new Promise<void>((resolve) => (entered = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  app.get('/held', async () => {
    entered();
    await released;
    return { done: true };
  });
  app.get('/quick', async () => ({ quick: true }));
  await app.ready();
  return { app, drain, inside, release };
}

describe('draining before a stop', () => {
  it('refuses new requests with 503 and Connection: close while one in flight finishes', async () => {
    const { app, drain, inside, release } = await heldApp();
    const inFlight = app.inject({ method: 'GET', url: '/held' });
    await inside;
    drain.start();

    const refused = await app.inject({
      method: 'GET',
      url: '/quick',
      headers: { 'accept-language': 'en' },
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers.connection).toBe('close');
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json().code).toBe('SERVER_RESTARTING');

    release();
    const finished = await inFlight;
    expect(finished.statusCode).toBe(200);
    expect(finished.json()).toEqual({ done: true });
    await app.close();
  });

  it('tells STOMP clients to reconnect elsewhere, then closes their sockets', async () => {
    const s = await startTestServer();
    try {
      expect((await s.fetch('/api/health')).status).toBe(200);
      const p = await s.player();
      const stomp = await connectStomp(s.url, { token: p.token });
      const q = stomp.subscribe(stompDestination.broadcast());
      await q.ready;

      const stopping = s.server.drainAndClose();
      // The STOMP client is told to reconnect elsewhere, then the socket goes away (1001).
      expect(await stomp.closed).toBe(1001);
      expect(stomp.errors.at(-1)?.headers.reconnect).toBe('true');
      expect(stomp.errors.at(-1)?.headers.message).toBe('server restarting: reconnect');
      await stopping;
      await stomp.disconnect();
    } finally {
      await s.testDb.drop();
    }
  });
});

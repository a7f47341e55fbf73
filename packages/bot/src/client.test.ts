import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { api } from '@heroroad/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { GameClient, isApiError } from './index.js';

let server: Server | null = null;

/** A server that closes the connection of the first `cut` requests without answering. */
async function cuttingServer(cut: number): Promise<{ url: string; seen: () => number }> {
  let seen = 0;
  server = createServer((req, res) => {
    seen++;
    if (seen <= cut) {
      req.socket.destroy();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ items: [] }));
  });
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, seen: () => seen };
}

afterEach(async () => {
  await new Promise((done) => server?.close(done));
  server = null;
});

describe('GameClient on a connection closed under a call', () => {
  it('sends a GET again and gets its answer', async () => {
    const s = await cuttingServer(1);
    const client = new GameClient(s.url, { retryPauseMs: 1 });
    await expect(client.call(api.hero.backpack)).resolves.toEqual({ items: [] });
    expect(s.seen()).toBe(2);
  });

  it('sends a POST cut off before any answer once more, and no more', async () => {
    const once = await cuttingServer(1);
    const client = new GameClient(once.url, { retryPauseMs: 1 });
    await expect(client.call(api.security.registerTrial, { body: {} })).resolves.toEqual({
      items: [],
    });
    expect(once.seen()).toBe(2);
    await new Promise((done) => server?.close(done));
    const always = await cuttingServer(10);
    const again = new GameClient(always.url, { retryPauseMs: 1 });
    const failed = await again.call(api.security.registerTrial, { body: {} }).catch((e) => e);
    expect(isApiError(failed, 'NETWORK_ERROR')).toBe(true);
    expect(always.seen()).toBe(2);
  });

  it('never sends a POST again that timed out', async () => {
    let seen = 0;
    server = createServer(() => {
      seen++;
    });
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    const client = new GameClient(`http://127.0.0.1:${port}`, { retryPauseMs: 1, timeoutMs: 1000 });
    const failed = await client.call(api.security.registerTrial, { body: {} }).catch((e) => e);
    expect(isApiError(failed, 'NETWORK_ERROR')).toBe(true);
    // A loaded machine may not even deliver it within the limit; it is never delivered twice.
    expect(seen).toBeLessThanOrEqual(1);
    server.closeAllConnections();
  });

  it('gives a GET up after three more tries', async () => {
    const s = await cuttingServer(10);
    const client = new GameClient(s.url, { retryPauseMs: 1 });
    const failed = await client.call(api.hero.backpack).catch((e) => e);
    expect(isApiError(failed, 'NETWORK_ERROR')).toBe(true);
    expect(s.seen()).toBe(4);
  });
});

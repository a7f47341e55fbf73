import { api } from '@heroroad/protocol';
import { MAX_COORDINATE } from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/core/errors.js';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

/**
 * Any guest could once send `coordFrom=Infinity` (or 1e20) to the place listing and make the
 * server loop until it ran out of memory. Coordinates are bounded to the road, in the schema and
 * in the service, and the answer comes at once.
 */
describe('road coordinates a request names', () => {
  it.each([
    ['Infinity', 'Infinity'],
    ['1e20', '1e20'],
    ['-Infinity', 'Infinity'],
    ['0', '1e308'],
    [String(MAX_COORDINATE + 1), String(MAX_COORDINATE + 1)],
  ])('ensure from %s to %s answers 400, before any stair is read', async (coordFrom, coordTo) => {
    const g = await s.trial('EN');
    const r = await s.fetch(`${api.road.ensure.url}?coordFrom=${coordFrom}&coordTo=${coordTo}`, {
      headers: { authorization: g.token },
    });
    const body = (await r.json()) as { code: string; message: string };
    expect(r.status).toBe(400);
    expect(body.code).toBe('BAD_REQUEST');
    expect((await s.fetch('/api/health')).status).toBe(200);
  });

  it('answers the end of the road with at most its last stair', async () => {
    const g = await s.trial();
    const r = await s.call(api.road.ensure, {
      token: g.token,
      query: { coordFrom: MAX_COORDINATE, coordTo: MAX_COORDINATE },
    });
    expect(r.status).toBe(200);
    expect(r.body.places).toEqual([]);
    expect(r.body.tiles.length).toBeLessThanOrEqual(1);
  });

  it('refuses a coordinate to walk to beyond the road', async () => {
    const g = await s.trial();
    for (const coordinate of [1e20, -1e20, MAX_COORDINATE + 1]) {
      const r = await s.call(api.road.coordinateSet, { token: g.token, body: { coordinate } });
      expect(r.status).toBe(400);
    }
    const raw = await s.call(api.road.coordinateSet, {
      token: g.token,
      rawBody: '{"coordinate":1e999}',
    });
    expect(raw.status).toBe(400);
  });

  it('is bounded in the service too, whatever reaches it', async () => {
    const g = await s.trial();
    const road = s.server.services.road;
    for (const [from, to] of [
      [Infinity, Infinity],
      [1e20, 1e20],
      [NaN, 0],
    ] as const) {
      await expect(road.ensure(g.playerId, from, to)).rejects.toThrow(AppError);
    }
    await expect(road.setCoordinate(g.playerId, Infinity, undefined)).rejects.toThrow(AppError);
  });
});

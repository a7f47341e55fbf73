import { api } from '@heroroad/protocol';
import { TEXT_LIMITS } from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('technical endpoints', () => {
  it('stores client errors, capped in length, with the player when known', async () => {
    const g = await s.trial();
    const long = 'e'.repeat(10_000);
    expect(
      (await s.call(api.tech.logAdd, { token: g.token, body: { message: long, domain: 'render' } }))
        .status,
    ).toBe(200);
    expect((await s.call(api.tech.logAdd, { body: { message: 'anonymous failure' } })).status).toBe(
      200,
    );
    const rows = await s.testDb.db.kysely
      .selectFrom('client_log')
      .selectAll()
      .orderBy('id')
      .execute();
    expect(rows[0]).toMatchObject({ player_id: g.playerId, domain: 'render' });
    expect(rows[0]!.message).toHaveLength(TEXT_LIMITS.clientLogMessage);
    expect(rows[1]).toMatchObject({
      player_id: null,
      domain: 'client',
      message: 'anonymous failure',
    });
  });

  it('counts load stages per day', async () => {
    for (const stage of ['boot', 'boot', 'fivePercent', 'half', 'gameStarted'] as const) {
      expect((await s.call(api.tech.loadLog, { params: { stage } })).status).toBe(200);
    }
    expect((await s.call(api.tech.loadLog, { params: { stage: 'nonsense' } })).status).toBe(400);
    const rows = await s.testDb.db.kysely
      .selectFrom('load_stat')
      .selectAll()
      .orderBy('stage')
      .execute();
    expect(rows.map((r) => [r.stage, r.count])).toEqual([
      ['boot', 2],
      ['fivePercent', 1],
      ['gameStarted', 1],
      ['half', 1],
    ]);
  });

  it('answers the connection check and health', async () => {
    expect((await s.call(api.tech.isConnectionExists)).body).toEqual({
      exists: true,
      serverTimeMs: s.clock(),
    });
    const h = await s.call(api.tech.health);
    expect(h.status).toBe(200);
    expect(h.body).toMatchObject({ status: 'ok', database: s.testDb.db.engine });
  });

  it('exposes Prometheus metrics', async () => {
    await s.call(api.tech.health);
    const text = await (await s.fetch('/metrics')).text();
    expect(text).toContain('heroroad_http_request_duration_seconds_bucket');
    expect(text).toContain('route="/api/health"');
    expect(text).toContain('heroroad_client_load_stage_total');
  });

  it('serves the OpenAPI document with every contract endpoint', async () => {
    const doc = (await (await s.fetch('/api/docs/json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const group of Object.values(api)) {
      for (const e of Object.values(group)) {
        const path = e.url.replace(/:([A-Za-z_]+)/g, '{$1}');
        expect(doc.paths[path], e.url).toBeDefined();
        expect(doc.paths[path]![e.method.toLowerCase()], `${e.method} ${e.url}`).toBeDefined();
      }
    }
    expect((await s.fetch('/api/docs')).status).toBeLessThan(400);
  });

  it('answers unknown API paths with a translated 404', async () => {
    const r = await s.fetch('/api/no/such/thing', { headers: { 'accept-language': 'en' } });
    expect(r.status).toBe(404);
    expect(await r.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
  });

  it('answers malformed JSON and oversized bodies with translated errors', async () => {
    const bad = await s.fetch('/api/log/add', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"message":',
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { code: string }).code).toBe('BAD_REQUEST');
    const big = await s.fetch('/api/log/add', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'x'.repeat(400_000) }),
    });
    expect(big.status).toBe(413);
    expect(((await big.json()) as { code: string }).code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('metrics token', () => {
  it('guards /metrics when METRICS_TOKEN is set', async () => {
    const guarded = await startTestServer({ config: { metricsToken: 'scrape-me' } });
    try {
      expect((await guarded.fetch('/metrics')).status).toBe(403);
      expect(
        (await guarded.fetch('/metrics', { headers: { authorization: 'Bearer scrape-me' } }))
          .status,
      ).toBe(200);
    } finally {
      await guarded.close();
    }
  });
});

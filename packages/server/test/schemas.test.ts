import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';

// Route schemas compile on first use; this proves that every one of them compiles, as a
// server that compiled them all at start-up proved by starting.
describe('every route schema', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('compiles: every request validator and response serialiser of every route', () => {
    const waiting = s.server.schemas.waiting;
    expect(waiting).toBeGreaterThan(s.server.routes.length);
    expect(s.server.schemas.compileAll()).toBe(waiting);
    expect(s.server.schemas.waiting).toBe(0);
  });
});

import { api } from '@heroroad/protocol';
import type { TestServer } from '../harness.js';

/**
 * A registered player made at `at`, and the way they come back after a long absence: a session
 * ends after SESSION_TTL_DAYS idle days (30), so a player away longer signs in again.
 */
export async function playerAt(s: TestServer, at: number) {
  s.clock.set(at);
  const p = await s.player();
  const comeBack = async (after: number): Promise<string> => {
    s.clock.set(at + after);
    const r = await s.call(api.security.login, {
      body: { name: p.name, password: 'secret-pass' },
    });
    if (r.status !== 200) throw new Error(`login failed: ${r.status} ${JSON.stringify(r.body)}`);
    return r.headers.get('jsession')!;
  };
  return { ...p, comeBack };
}

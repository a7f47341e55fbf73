import { randomBytes } from 'node:crypto';
import { openDatabase } from '../src/db/database.js';
import { createTestDb } from './db.js';
import { startTestServer, type TestServer } from './harness.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TwoInstances {
  readonly a: TestServer;
  readonly b: TestServer;
  close(): Promise<void>;
}

/**
 * Two server instances on one PostgreSQL schema and one Redis channel of their own (so parallel
 * runs stay apart), each receiving the other's messages.
 */
export async function startTwoInstances(
  options: { redisUrl?: string } = {},
): Promise<TwoInstances> {
  const testDb = await createTestDb('postgres');
  const secondDb = openDatabase(testDb.url, { pgSchema: testDb.pgSchema!, pgPoolSize: 3 });
  const config = {
    redisUrl: options.redisUrl ?? REDIS_URL,
    redisChannel: `heroroad:test:${randomBytes(6).toString('hex')}`,
  };
  let a: TestServer | undefined;
  let b: TestServer | undefined;
  const close = async () => {
    await b?.close();
    await a?.close();
    await secondDb.close();
    await testDb.drop();
  };
  try {
    a = await startTestServer({ testDb, config });
    b = await startTestServer({ testDb: { ...testDb, db: secondDb }, config });
    await Promise.all([a.server.services.realtime.ready(), b.server.services.realtime.ready()]);
  } catch (error) {
    await close();
    throw error;
  }
  return { a, b, close };
}

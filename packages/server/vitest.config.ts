import { defineProject } from 'vitest/config';

const engine = process.env.HEROROAD_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: engine === 'postgres' ? 'server-pg' : 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The files share one module graph instead of importing the whole server anew for each:
    // that import was most of a file's time. Every file opens its own database and servers,
    // and nothing in src keeps state at module level.
    isolate: false,
    // A hang is caught, never a slow machine: beside the journeys and a second suite the
    // PostgreSQL run went 3.4 times slower, and a duel's test took over 30 s.
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
});

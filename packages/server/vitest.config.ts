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
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});

import { defineProject } from 'vitest/config';

const engine = process.env.HEROROAD_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: engine === 'postgres' ? 'server-pg' : 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});

import { defineProject } from 'vitest/config';

// The bot's game test plays against the real server; HEROROAD_TEST_DB=postgres runs it on
// PostgreSQL as the `bot-pg` project, like the server's own suites.
const engine = process.env.HEROROAD_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: engine === 'postgres' ? 'bot-pg' : 'bot',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The bot's ten stairs take about 15 s alone; beside the journeys and a second suite over 60.
    testTimeout: 180_000,
    hookTimeout: 90_000,
  },
});

import { defineConfig } from 'vitest/config';

// Journeys start the built server and drive Debian's Chromium. Two files run side by side: a
// journey spends much of its time waiting on the page, so two share the machine's two cores.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: true,
    maxWorkers: 2,
    // A poll gives up late, never early: the server's answer may take seconds on a busy machine.
    expect: { poll: { timeout: 15_000 } },
    passWithNoTests: true,
  },
});

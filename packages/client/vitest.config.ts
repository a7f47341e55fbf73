import { defineProject } from 'vitest/config';
import { gameIcons } from './build/gameIcons';
import { ICON_NAMES } from './src/assets/iconNames';

export default defineProject({
  plugins: [gameIcons(ICON_NAMES)],
  resolve: { conditions: ['source'] },
  test: {
    name: 'client',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // One jsdom per worker, each file still in a context of its own (building jsdom for each of
    // about a hundred files cost a minute of the run).
    pool: 'vmThreads',
    setupFiles: ['src/testing/setup.ts'],
    // Room for the generous waits of src/testing/setup.ts: a test is cut off late, not early.
    testTimeout: 60_000,
    // A poll gives up late, never early: a busy machine is slow, not wrong.
    expect: { poll: { timeout: 20_000, interval: 20 } },
    passWithNoTests: true,
  },
});

import { defineConfig } from 'vitest/config';

// One run covers every package; the browser journeys have their own config (tests/e2e).
export default defineConfig({
  test: {
    // Vitest leaves a core free by default (one worker on two cores); the tests keep both busy.
    maxWorkers: 2,
    projects: [
      'packages/rules',
      'packages/protocol',
      'packages/server',
      'packages/bot',
      'packages/client',
    ],
  },
});

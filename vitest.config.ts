import { defineConfig } from 'vitest/config';

// One run covers every package; the browser journeys have their own config (tests/e2e).
export default defineConfig({
  test: {
    projects: [
      'packages/rules',
      'packages/protocol',
      'packages/server',
      'packages/bot',
      'packages/client',
    ],
  },
});

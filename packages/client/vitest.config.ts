import { defineProject } from 'vitest/config';
import { faces } from './build/faces';
import { gameIcons } from './build/gameIcons';
import { ICON_NAMES } from './src/assets/iconNames';
import { PORTRAIT_ICON_NAMES } from './src/pixi/portraitIconNames';

export default defineProject({
  plugins: [gameIcons(ICON_NAMES), gameIcons(PORTRAIT_ICON_NAMES, 'portrait-icons'), faces()],
  resolve: { conditions: ['source'] },
  // For the build's tests, which run in Node (`@vitest-environment node`).
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'client',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'jsdom',
    // The files share one jsdom and one module graph per worker: building jsdom and importing
    // React and Pixi anew for each of about a hundred files was nine tenths of the run (132 s
    // against 13 s). So a test keeps its state in what it creates (its Game, its render, cleaned
    // up after it), never at module level; the suite passes in shuffled orders.
    isolate: false,
    setupFiles: ['src/testing/setup.ts'],
    // Room for the generous waits of src/testing/setup.ts: a test is cut off late, not early.
    testTimeout: 60_000,
    // A poll gives up late, never early: a busy machine is slow, not wrong.
    expect: { poll: { timeout: 20_000, interval: 20 } },
    passWithNoTests: true,
  },
});

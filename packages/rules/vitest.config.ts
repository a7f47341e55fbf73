import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  // Property tests and the simulation play hundreds of battles: a second on a quiet machine,
  // many times that beside other suites, so a test is given a minute, not Vitest's 5 s.
  test: {
    name: 'rules',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    // The rules keep no state at module level, so the files share one module graph per worker:
    // importing the rules anew for each file was most of this project's time.
    isolate: false,
  },
});

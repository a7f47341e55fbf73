import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * The journeys that take longest (one to two and a half minutes each on the 2-core machine),
 * started first. Without timings from an earlier run (a fresh clone), Vitest starts the larger
 * files first; these are small files, and left last, one worker ran them alone for minutes.
 */
const LONGEST = ['slow-frames', 'layout', 'gifts', 'arena'];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const at = LONGEST.findIndex((name) => f.moduleId.endsWith(`/${name}.e2e.ts`));
      return at < 0 ? LONGEST.length : at;
    };
    // The sort is stable: the rest keep Vitest's own order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

// Journeys start the built server and drive Debian's Chromium. Two files run side by side: a
// journey spends much of its time waiting on the page, so two share the machine's two cores.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    testTimeout: 120_000,
    // A file's setup may register three players (an operator command, a process of its own, for
    // each) and open three browsers: with a second suite beside it, on 2026-12-01, two such setups
    // passed 120 s. A limit, not a wait: a setup that is done goes on at once.
    hookTimeout: 300_000,
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    // A poll gives up late, never early: the server's answer may take seconds on a busy machine.
    expect: { poll: { timeout: 15_000 } },
    passWithNoTests: true,
  },
});

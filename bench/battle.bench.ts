/**
 * Battle frame rate (budget 60 fps): the battle scene playing a canned 6-against-6 battle with
 * every effect (hits, blocks, crushing blows, frost, fire, venom, healing, deaths, raised
 * allies), in headless Chromium with the Canvas renderer. Baseline from the same run: the same
 * page with the stage at its boot frame (a spinning ring) instead of the battle.
 *
 * Frames are counted with requestAnimationFrame over a few seconds of continuous animation,
 * after a warm-up; the frame intervals' 95th percentile shows the slowest frames too.
 *
 * Run: npm run bench:battle (builds first). Results: bench/results/battle-fps.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT, launchBrowser, startServer } from '../tests/e2e/harness';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BUDGET_FPS = 60;

interface Sample {
  readonly fps: number;
  readonly p95FrameMs: number;
  readonly worstFrameMs: number;
}

/**
 * Counts animation frames for `seconds` in the page. Sent as source text: the runner's compiler
 * would otherwise wrap the functions in helpers the page does not have.
 */
const MEASURE = `(ms) => new Promise((resolve) => {
  const gaps = [];
  let first = 0;
  let last = 0;
  const frame = (t) => {
    if (first === 0) first = t;
    else gaps.push(t - last);
    last = t;
    if (t - first < ms) return requestAnimationFrame(frame);
    const sorted = [...gaps].sort((a, b) => a - b);
    resolve({
      fps: (gaps.length * 1000) / (last - first),
      p95FrameMs: sorted[Math.floor(sorted.length * 0.95)] ?? 0,
      worstFrameMs: sorted[sorted.length - 1] ?? 0,
    });
  };
  requestAnimationFrame(frame);
})`;

function measure(page: Page, seconds: number): Promise<Sample> {
  return page.evaluate(`(${MEASURE})(${seconds * 1000})`) as Promise<Sample>;
}

const round = (n: number) => Math.round(n * 10) / 10;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const server = await startServer();
const results: Record<'baseline' | 'battle', Sample[]> = { baseline: [], battle: [] };
try {
  for (let run = 0; run < RUNS; run++) {
    const browser = await launchBrowser({
      width: 600,
      height: 900,
      clock: server.clock,
      // Every animation plays: the frame rate of a full-motion device is measured.
      motion: 'full',
    });
    try {
      const { page } = browser;
      for (const kind of ['empty', 'battle'] as const) {
        await page.goto(`${server.url}/?renderer=canvas&lang=en&bench=${kind}`);
        const scene = kind === 'battle' ? 'battle' : 'boot';
        await page
          .locator(`.stage[data-scene="${scene}"][data-settled="true"]`)
          .waitFor({ timeout: 20_000 });
        if (kind === 'battle') {
          // Blows must be falling: the turn line says so while moves are shown.
          await page.locator('.battle-turn').waitFor();
        }
        // Warm-up: portraits generated, fonts and code compiled.
        await page.waitForTimeout(3000);
        const sample = await measure(page, SECONDS);
        // A page that failed (a renderer error) would still count frames: refuse its figures.
        if (browser.errors.length > 0)
          throw new Error(`The page failed: ${browser.errors.join('; ')}`);
        results[kind === 'battle' ? 'battle' : 'baseline'].push(sample);
      }
    } finally {
      await browser.close();
    }
  }
} finally {
  await server.stop();
}

const summary = (samples: Sample[]) => ({
  fpsMedian: round(median(samples.map((s) => s.fps))),
  fps: samples.map((s) => round(s.fps)),
  p95FrameMs: round(median(samples.map((s) => s.p95FrameMs))),
  worstFrameMs: round(Math.max(...samples.map((s) => s.worstFrameMs))),
});
const result = {
  date: new Date().toISOString(),
  renderer: 'canvas',
  viewport: '600x900',
  secondsPerRun: SECONDS,
  runs: RUNS,
  budgetFps: BUDGET_FPS,
  battle: summary(results.battle),
  baselineBootFrame: summary(results.baseline),
};
const verdict = result.battle.fpsMedian >= BUDGET_FPS * 0.95 ? 'within budget' : 'UNDER BUDGET';
console.log(
  `\nBattle frame rate (${RUNS} runs × ${SECONDS} s, Canvas renderer, headless Chromium)`,
);
console.log(
  `  6 against 6 with effects  ${result.battle.fpsMedian} fps median (runs ${result.battle.fps.join(', ')}), p95 frame ${result.battle.p95FrameMs} ms, worst ${result.battle.worstFrameMs} ms  budget ${BUDGET_FPS} fps: ${verdict}`,
);
console.log(
  `  baseline: boot frame      ${result.baselineBootFrame.fpsMedian} fps median (runs ${result.baselineBootFrame.fps.join(', ')}), p95 frame ${result.baselineBootFrame.p95FrameMs} ms`,
);
const dir = join(ROOT, 'bench/results');
mkdirSync(dir, { recursive: true });
const file = join(dir, 'battle-fps.json');
writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
console.log(`  saved ${file}`);

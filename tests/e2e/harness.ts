import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { chromiumEnv, chromiumPath } from '../../scripts/chromium.mjs';
import {
  JOURNEY_TIME_ZONE,
  browserClockSkew,
  journeyClock,
  pageDateScript,
  testClockEnv,
  type JourneyClock,
} from './clock';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const SCREENSHOTS = join(ROOT, 'tests/e2e/screenshots');

/** Launch flags that work in Debian's headless Chromium on the build machines. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--enable-unsafe-swiftshader',
];

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

export interface RunningServer {
  readonly url: string;
  /** The server's own database, for operator commands in a journey's set-up. */
  readonly databaseUrl: string;
  /** The time the server runs on; pages opened for it take the same (`launchBrowser`). */
  readonly clock: JourneyClock;
  /** Stops the server (SIGTERM) and waits for it to exit. */
  stop(): Promise<void>;
}

/**
 * Starts the built server (npm run build first) on a free port with its own SQLite file and
 * rate limits off, on the journey's clock (a Wednesday outside the sale unless `clock` says
 * otherwise), and waits until /api/health answers.
 */
export async function startServer(
  options: { env?: Readonly<Record<string, string>>; clock?: JourneyClock } = {},
): Promise<RunningServer> {
  const clock = options.clock ?? journeyClock();
  const main = join(ROOT, 'packages/server/dist/main.js');
  if (!existsSync(main) || !existsSync(join(ROOT, 'packages/client/dist/index.html'))) {
    throw new Error('The server or client is not built: run `npm run build` first');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'heroroad-e2e-'));
  const databaseUrl = `sqlite:${join(dataDir, 'e2e.db')}`;
  const child: ChildProcess = spawn(process.execPath, [main], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      RATE_LIMIT: 'false',
      LOG_LEVEL: 'warn',
      // No load balancer is in front to learn from the 503s of a drain: a journey's server stops
      // at once (the connection journey keeps the grace, as a player meets a real restart).
      DRAIN_GRACE_MS: '0',
      TEST_CLOCK: testClockEnv(clock),
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://127.0.0.1:${port}`;
  // A busy machine starts a server slowly; a slow start is not a failed one.
  const deadline = performance.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    if (performance.now() > deadline) throw new Error('The server did not become healthy in 90 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  let stopped = false;
  return {
    url,
    databaseUrl,
    clock,
    async stop() {
      if (!stopped) {
        stopped = true;
        child.kill('SIGTERM');
        await exited;
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** The environment of an operator command on a journey's server: its database and clock. */
export function operatorEnv(server: RunningServer): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: server.databaseUrl,
    TEST_CLOCK: testClockEnv(server.clock),
  };
}

export interface Browser {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Console errors of the page, for journeys that check there were none unexpected. */
  readonly errors: string[];
  close(): Promise<void>;
}

/**
 * Debian's Chromium (`chromiumPath`: CHROMIUM_PATH, else the headless shell) with a fresh profile, its pages on the journey's
 * clock (the server's, `RunningServer.clock`) and in the journeys' time zone.
 * Pages ask for less motion (`prefers-reduced-motion: reduce`), as a player may: the game then
 * keeps a resting canvas still and ends CSS transitions at once, which leaves the machine's
 * processor to the journeys. `motion: 'full'` plays every animation (the look and slow-frames
 * journeys, so the full-motion game stays covered too).
 */
export async function launchBrowser(options: {
  clock: JourneyClock;
  width?: number;
  height?: number;
  locale?: string;
  args?: readonly string[];
  motion?: 'full' | 'reduced';
}): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'heroroad-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    env: chromiumEnv(),
    headless: true,
    args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
    viewport: { width: options.width ?? 800, height: options.height ?? 900 },
    locale: options.locale ?? 'ru-RU',
    timezoneId: JOURNEY_TIME_ZONE,
    reducedMotion: options.motion === 'full' ? 'no-preference' : 'reduce',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  // The browser's own clock, read in its blank first page before any shift applies.
  // eslint-disable-next-line no-restricted-properties -- read in the browser, not the tests
  const skew = browserClockSkew(await page.evaluate(() => Date.now()));
  await context.addInitScript({ content: pageDateScript(options.clock.offsetMs - skew) });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return {
    context,
    page,
    errors,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Whether journeys save their pictures: yes for a developer looking at the screens (the default),
 * no under CI, where nobody opens them (JOURNEY_PICTURES=1 or 0 decides either way).
 */
const PICTURES =
  process.env.JOURNEY_PICTURES !== undefined
    ? process.env.JOURNEY_PICTURES === '1'
    : process.env.CI !== 'true';

/** Saves a screenshot under tests/e2e/screenshots and answers its path. */
export async function shot(page: Page, name: string): Promise<string> {
  const path = join(SCREENSHOTS, `${name}.png`);
  if (!PICTURES) return path;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path });
  return path;
}

/**
 * Waits until the page is still enough for a picture: its fonts and images loaded, the CSS
 * animations and transitions that end (a dialog's rise, a toast's fade) ended, and two frames
 * painted. Looping animations are not waited for; a finite one is given at most 2 s.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // A page that paints no frames (hidden, or frames held back) is not waited for long.
    const frame = () =>
      new Promise((done) => {
        requestAnimationFrame(done);
        setTimeout(done, 500);
      });
    await document.fonts.ready;
    const images = [...document.images].filter((image) => !image.complete);
    const ending = document
      .getAnimations()
      .filter((a) => a.playState === 'running')
      .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.race([
      Promise.all([
        ...images.map(
          (image) =>
            new Promise((done) => {
              image.addEventListener('load', done, { once: true });
              image.addEventListener('error', done, { once: true });
            }),
        ),
        ...ending.map((a) => a.finished.catch(() => undefined)),
      ]),
      new Promise((done) => setTimeout(done, 2000)),
    ]);
    await frame();
    await frame();
  });
}

/** A picture of a page that has settled (see `settle`). */
export async function picture(page: Page, name: string): Promise<string> {
  await settle(page);
  return shot(page, name);
}

/**
 * Waits until the scene is current and its transition has settled. It gives up late, never
 * early: beside a second suite a page's first load and its first scene took over 15 s.
 */
export async function waitForScene(page: Page, scene: string, timeout = 60_000): Promise<void> {
  await page.locator(`.stage[data-scene="${scene}"][data-settled="true"]`).waitFor({ timeout });
}

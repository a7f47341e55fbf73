// Which Chromium the browser journeys drive: CHROMIUM_PATH when set, else Debian's headless shell
// when installed (.ci/run installs it: it starts in about half the processor time of the full
// browser's headless mode), else the full browser.
import { existsSync } from 'node:fs';

export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

export function chromiumPath() {
  return (
    process.env.CHROMIUM_PATH ||
    CHROMIUM_CANDIDATES.find((path) => existsSync(path)) ||
    CHROMIUM_CANDIDATES[CHROMIUM_CANDIDATES.length - 1]
  );
}

/**
 * The browser's environment: this process's, less libfaketime. A run of the suite under
 * libfaketime (to see it on another date) preloads the library into every process; in the
 * browser it stalls frames and the journeys' processor throttling, whatever it fakes. The browser
 * keeps the machine's clock, and the journeys shift each page's clock to the server's date from
 * whatever the browser reads (`browserClockSkew` in tests/e2e/clock.ts).
 */
export function chromiumEnv() {
  const env = { ...process.env };
  for (const name of Object.keys(env)) if (name.startsWith('FAKETIME')) delete env[name];
  const preload = (env.LD_PRELOAD ?? '')
    .split(/[\s:]+/)
    .filter((lib) => lib !== '' && !lib.includes('faketime'));
  if (preload.length > 0) env.LD_PRELOAD = preload.join(':');
  else delete env.LD_PRELOAD;
  return env;
}

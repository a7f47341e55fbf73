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

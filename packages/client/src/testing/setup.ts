import { afterEach } from 'vitest';
import { configure } from '@testing-library/react';

/**
 * Tests wait for conditions, never for a fixed time: on a busy machine (two cores shared by
 * several test runs) a render or a fake server's answer can take seconds. `waitFor` and the
 * `findBy…` queries give up only after this long; a passing wait returns as soon as it holds.
 */
export const WAIT_MS = 20_000;

configure({ asyncUtilTimeout: WAIT_MS });

/**
 * A text the game asks for and the locale files lack fails the test that showed it: the game
 * itself only reports it (the player sees the key). A plural key given a string count (an
 * abbreviated number, a placeholder) is looked up without its plural ending and lands here too.
 */
const missingTexts: string[] = [];
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('Missing translation:')) {
    missingTexts.push(args[0]);
  }
  consoleError(...args);
};
afterEach(() => {
  const found = missingTexts.splice(0);
  if (found.length > 0)
    throw new Error(`The test showed texts the locales lack:\n${found.join('\n')}`);
});

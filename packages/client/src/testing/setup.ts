import { afterEach } from 'vitest';
import { configure } from '@testing-library/react';
import { takeMissingTexts } from './missingTexts';

/**
 * Tests wait for conditions, never for a fixed time: on a busy machine (two cores shared by
 * several test runs) a render or a fake server's answer can take seconds. `waitFor` and the
 * `findBy…` queries give up only after this long; a passing wait returns as soon as it holds.
 */
export const WAIT_MS = 20_000;

configure({ asyncUtilTimeout: WAIT_MS });

// A text the game asks for and the locales lack fails the test that showed it. A plural key given
// a string count (an abbreviated number, a placeholder) is looked up without its plural ending and
// lands here too.
afterEach(() => {
  const found = takeMissingTexts();
  if (found.length > 0)
    throw new Error(`The test showed texts the locales lack:\n${found.join('\n')}`);
});

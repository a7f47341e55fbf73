import { configure } from '@testing-library/react';

/**
 * Tests wait for conditions, never for a fixed time: on a busy machine (two cores shared by
 * several test runs) a render or a fake server's answer can take seconds. `waitFor` and the
 * `findBy…` queries give up only after this long; a passing wait returns as soon as it holds.
 */
export const WAIT_MS = 20_000;

configure({ asyncUtilTimeout: WAIT_MS });

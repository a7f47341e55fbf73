/**
 * The texts a test's game asked for and the locales lack. The test game (`createTestGame`) and
 * tests that build their own translation record them here; the test setup fails the test that
 * showed one (the game itself only reports it, and the player sees the key).
 */
const found: string[] = [];

export function recordMissingText(key: string): void {
  found.push(key);
}

/** The texts recorded since the last call, emptied. */
export function takeMissingTexts(): string[] {
  return found.splice(0);
}

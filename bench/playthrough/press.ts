import type { Locator } from 'playwright-core';

/** Whether an action landed: a button gone or redrawn under the play-through is not a fault. */
export function landed(action: Promise<unknown>): Promise<boolean> {
  return action.then(
    () => true,
    () => false,
  );
}

/**
 * The first enabled button of `buttons`, read in one look (rows change while a press settles),
 * or null when none is.
 */
export async function firstEnabled(buttons: Locator): Promise<Locator | null> {
  const enabled = await buttons.evaluateAll((list) =>
    list.map((b) => !(b as HTMLButtonElement).disabled),
  );
  const at = enabled.indexOf(true);
  return at < 0 ? null : buttons.nth(at);
}

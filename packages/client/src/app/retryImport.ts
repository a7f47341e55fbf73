const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * SPEC §8: a lazily loaded module that fails to arrive is fetched again, forever, with a growing
 * pause (1 s, 2 s … at most 10 s), so a player on a flaky connection gets the page eventually.
 */
export async function retryImport<T>(
  load: () => Promise<T>,
  onRetry: (attempt: number, error: unknown) => void = () => undefined,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      onRetry(attempt, error);
      await wait(Math.min(10_000, attempt * 1000));
    }
  }
}

/** SPEC §8 / §9: a rating list that fails is asked again, 5 times in all, then cleared. */
export const RATING_TRIES = 5;

/** Asks a rating list up to RATING_TRIES times; the last failure is thrown. */
export async function askRating<T>(ask: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await ask();
    } catch (e) {
      if (attempt >= RATING_TRIES) throw e;
    }
  }
}

// The English texts, as one module: the language stays one chunk that the page fetches whole, and
// every reader (the game, tests, journeys) takes them from here whatever file declares them.
import shell from './locales/en.json';

const texts = { ...shell };

export default texts;

/** The texts of one language: every key the game may ask for. */
export type Texts = typeof texts;

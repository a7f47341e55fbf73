// The English texts: the shell's (locales/en.json) and each feature folder's own (its
// texts.en.json, beside the screens that show them), found by their names. One module, so the
// language stays one chunk that the page fetches whole; texts.ts types every key.
import type { Texts } from './texts';
import { gatherTexts } from './gather';

export default gatherTexts(
  import.meta.glob<Record<string, unknown>>(['./locales/en.json', '../**/texts.en.json'], {
    eager: true,
    import: 'default',
  }),
) as Texts;

export type { Texts };
